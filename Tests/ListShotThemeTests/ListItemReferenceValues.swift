import ListShotCore

// The OUDS list item's own colour tokens and the badge, tag, link and icon tokens it draws with,
// per theme (orange, orange-compact, sosh, wireframe) and scheme (light, dark): iOS list-item
// tokens 2.7.0 (Orange Compact 2.6.0) and the OUDS semantic colours they resolve to. nil: the
// token is transparent there (not compared).

/// `token path` → [(light, dark)] in the order of `ThemeFixtures.builtinNames`.
let referenceListItemColors: [String: [(String?, String?)]] = [
  "color.action.support.enabled": [
    ("#0000000A", "#FFFFFF0A"), ("#0000000A", "#FFFFFF0A"), ("#000F190A", "#EDF6FC0A"), ("#05052E0A", "#EFF5FF0A"),
  ],
  "color.action.support.hover": [
    ("#00000014", "#FFFFFF14"), ("#00000014", "#FFFFFF14"), ("#000F1914", "#EDF6FC14"), ("#05052E14", "#EFF5FF14"),
  ],
  "color.action.support.pressed": [
    ("#0000001F", "#FFFFFF1F"), ("#0000001F", "#FFFFFF1F"), ("#000F191F", "#EDF6FC1F"), ("#05052E1F", "#EFF5FF1F"),
  ],
  "color.bg.primary": [("#FFFFFF", "#141414"), ("#FFFFFF", "#141414"), ("#FFFFFF", "#001524"), ("#FFFFFF", "#101319")],
  "color.content.onStatus.accent.emphasized": [
    ("#000000", "#000000"), ("#000000", "#000000"), ("#FFFFFF", "#001524"), ("#FFFFFF", "#08090D"),
  ],
  "color.content.onStatus.accent.muted": [
    ("#000000", "#EEEEEE"), ("#000000", "#EEEEEE"), ("#000000", "#E9EEF1"), ("#08090D", "#E9ECF1"),
  ],
  "color.content.onStatus.info.emphasized": [
    ("#FFFFFF", "#000000"), ("#FFFFFF", "#000000"), ("#FFFFFF", "#001524"), ("#FFFFFF", "#08090D"),
  ],
  "color.content.onStatus.info.muted": [
    ("#000000", "#EEEEEE"), ("#000000", "#EEEEEE"), ("#000000", "#E9EEF1"), ("#08090D", "#E9ECF1"),
  ],
  "color.content.onStatus.negative.emphasized": [
    ("#FFFFFF", "#000000"), ("#FFFFFF", "#000000"), ("#FFFFFF", "#001524"), ("#FFFFFF", "#08090D"),
  ],
  "color.content.onStatus.negative.muted": [
    ("#000000", "#EEEEEE"), ("#000000", "#EEEEEE"), ("#000000", "#E9EEF1"), ("#08090D", "#E9ECF1"),
  ],
  "color.content.onStatus.positive.emphasized": [
    ("#FFFFFF", "#000000"), ("#FFFFFF", "#000000"), ("#FFFFFF", "#001524"), ("#FFFFFF", "#08090D"),
  ],
  "color.content.onStatus.positive.muted": [
    ("#000000", "#EEEEEE"), ("#000000", "#EEEEEE"), ("#000000", "#E9EEF1"), ("#08090D", "#E9ECF1"),
  ],
  "color.content.onStatus.warning.emphasized": [
    ("#000000", "#000000"), ("#000000", "#000000"), ("#000000", "#001524"), ("#08090D", "#08090D"),
  ],
  "color.content.onStatus.warning.muted": [
    ("#000000", "#EEEEEE"), ("#000000", "#EEEEEE"), ("#000000", "#E9EEF1"), ("#08090D", "#E9ECF1"),
  ],
  "color.content.status.accent": [
    ("#FF7900", "#FF7900"), ("#FF7900", "#FF7900"), ("#DE034B", "#FC6999"), ("#DB2345", "#FA9EA6"),
  ],
  "color.surface.inverseHigh": [
    ("#272727", "#EEEEEE"), ("#272727", "#EEEEEE"), ("#002138", "#EDF6FD"), ("#1F2632", "#E9ECF1"),
  ],
  "color.surface.status.accent.emphasized": [
    ("#FF7900", "#FF7900"), ("#FF7900", "#FF7900"), ("#DE034B", "#FC6999"), ("#DB2345", "#FA9EA6"),
  ],
  "color.surface.status.accent.muted": [
    ("#BD793C14", "#685D5066"), ("#BD793C14", "#685D5066"), ("#FC69991A", "#960333A3"), ("#DB234514", "#8E1532AD"),
  ],
  "color.surface.status.info.emphasized": [
    ("#0073B2", "#8AD5FF"), ("#0073B2", "#8AD5FF"), ("#0173C1", "#99D5FF"), ("#0073B2", "#8AD5FF"),
  ],
  "color.surface.status.info.muted": [
    ("#26B2FF14", "#00598A85"), ("#26B2FF14", "#00598A85"), ("#34ACFE14", "#01558E85"), ("#26B2FF14", "#00598A85"),
  ],
  "color.surface.status.negative.emphasized": [
    ("#DB0002", "#FF8081"), ("#DB0002", "#FF8081"), ("#DB0002", "#FF8081"), ("#DB0002", "#FF8081"),
  ],
  "color.surface.status.negative.muted": [
    ("#DB000214", "#DB000252"), ("#DB000214", "#DB000252"), ("#DB000214", "#DB000252"), ("#DB000214", "#DB000252"),
  ],
  "color.surface.status.positive.emphasized": [
    ("#138126", "#94F0A4"), ("#138126", "#94F0A4"), ("#138126", "#94F0A4"), ("#138126", "#94F0A4"),
  ],
  "color.surface.status.positive.muted": [
    ("#3DE35A1F", "#0E621DA3"), ("#3DE35A1F", "#0E621DA3"), ("#3DE35A1F", "#0E621DA3"), ("#3DE35A1F", "#0E621DA3"),
  ],
  "color.surface.status.warning.emphasized": [
    ("#FFD000", "#FFE270"), ("#FFD000", "#FFE270"), ("#FFE500", "#FFEF66"), ("#FFD000", "#FFE270"),
  ],
  "color.surface.status.warning.muted": [
    ("#FFD00029", "#6651007A"), ("#FFD00029", "#6651007A"), ("#FFE50029", "#665C007A"), ("#FFD00029", "#6651007A"),
  ],
  "icon.colorContentStatusWarningExternalShape": [
    ("#FFD000", "#FFE270"), ("#FFD000", "#FFE270"), ("#FFE500", "#FFEF66"), ("#FFD000", "#FFE270"),
  ],
  "icon.colorContentStatusWarningInternalShape": [
    ("#856A00", nil), ("#856A00", nil), ("#7A6E00", nil), ("#856A00", nil),
  ],
  "link.colorChevronEnabled": [
    ("#F15E00", "#FF7900"), ("#F15E00", "#FF7900"), ("#DE034B", "#5DBCFE"), ("#2055E5", "#96C1FA"),
  ],
  "listItem.colorBgBadgeSafetyArea": [
    ("#FFFFFF", "#141414"), ("#FFFFFF", "#141414"), ("#FFFFFF", "#001524"), ("#FFFFFF", "#101319"),
  ],
  "listItem.colorBgCurrentEnabled": [
    ("#0000000A", "#FFFFFF14"), ("#0000000A", "#FFFFFF0A"), ("#000F190A", "#EDF6FC0A"), ("#2055E5", "#96C1FA"),
  ],
  "listItem.colorBgHover": [
    ("#00000014", "#FFFFFF14"), ("#00000014", "#FFFFFF14"), ("#000F1914", "#EDF6FC14"), ("#05052E14", "#EFF5FF14"),
  ],
  "listItem.colorBgLoading": [
    ("#0000001F", "#FFFFFF1F"), ("#0000001F", "#FFFFFF1F"), ("#000F191F", "#EDF6FC1F"), ("#05052E0A", "#EFF5FF1F"),
  ],
  "listItem.colorBgPressed": [
    ("#0000001F", "#FFFFFF1F"), ("#0000001F", "#FFFFFF1F"), ("#000F191F", "#EDF6FC1F"), ("#05052E1F", "#EFF5FF1F"),
  ],
]

/// `badge.*` and `tag.*` → [orange, orange-compact, sosh, wireframe], in points.
let referenceListItemPartSizes: [String: [Double]] = [
  "badge.sizeLarge": [20, 20, 20, 20],
  "badge.sizeMedium": [16, 16, 16, 16],
  "badge.sizeSmall": [12, 12, 12, 12],
  "badge.sizeXsmall": [8, 8, 8, 8],
  "badge.spaceInsetMediumLarge": [3, 3, 3, 3],
  "badge.spaceInsetSmall": [2, 2, 2, 2],
  "badge.spaceInsetXsmall": [1, 1, 1, 1],
  "badge.spacePaddingInlineLarge": [6, 6, 6, 6],
  "badge.spacePaddingInlineMedium": [4, 4, 4, 4],
  "tag.borderRadius": [2000, 2000, 2000, 2000],
  "tag.sizeAssetDefault": [16, 16, 16, 16],
  "tag.sizeAssetSmall": [12, 12, 12, 12],
  "tag.sizeMinHeightDefault": [32, 28, 32, 32],
  "tag.sizeMinHeightSmall": [24, 20, 24, 24],
  "tag.sizeMinWidthDefault": [32, 28, 32, 32],
  "tag.sizeMinWidthSmall": [24, 24, 24, 24],
  "tag.spaceColumnGapDefault": [4, 4, 4, 4],
  "tag.spaceColumnGapSmall": [4, 4, 4, 4],
  "tag.spaceInsetBulletDefault": [3, 3, 3, 3],
  "tag.spaceInsetBulletSmall": [2, 2, 2, 2],
  "tag.spaceInsetIconDefault": [1, 1, 1, 1],
  "tag.spaceInsetIconSmall": [0, 0, 0, 0],
  "tag.spacePaddingBlockDefault": [6, 6, 6, 6],
  "tag.spacePaddingBlockSmall": [4, 4, 4, 4],
  "tag.spacePaddingInlineAssetDefault": [8, 6, 8, 8],
  "tag.spacePaddingInlineAssetSmall": [6, 6, 6, 6],
  "tag.spacePaddingInlineDefault": [12, 10, 12, 12],
  "tag.spacePaddingInlineSmall": [10, 10, 10, 10],
]
