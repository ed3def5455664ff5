// Facts from the OUDS token reference (§2 semantic colours, §4.2 list-item dimensions),
// used as expected values. Columns: orange, orange-compact, sosh, wireframe.

/// Semantic colour name → [orange light, orange dark, orange-compact light, orange-compact dark,
/// sosh light, sosh dark, wireframe light, wireframe dark].
let referenceSemanticColors: [String: [String]] = [
  "bgPrimary": [
    "#FFFFFF", "#141414", "#FFFFFF", "#141414",
    "#FFFFFF", "#001524", "#FFFFFF", "#101319",
  ],
  "bgSecondary": [
    "#F4F4F4", "#1F1F1F", "#F4F4F4", "#1F1F1F",
    "#EDF6FD", "#002138", "#F7F8FA", "#181C26",
  ],
  "bgTertiary": [
    "#F9F5F0", "#23211A", "#F9F5F0", "#23211A",
    "#FCFAE8", "#221F02", "#FFF1F1", "#380513",
  ],
  "contentDefault": [
    "#000000", "#EEEEEE", "#000000", "#EEEEEE",
    "#000000", "#E9EEF1", "#08090D", "#E9ECF1",
  ],
  "contentMuted": [
    "#000000AD", "#FFFFFFA3", "#000000AD", "#FFFFFFA3",
    "#000F19B8", "#EDF6FCA3", "#05052EAD", "#EFF5FFA3",
  ],
  "contentDisabled": [
    "#00000033", "#FFFFFF33", "#00000033", "#FFFFFF33",
    "#000F1933", "#EDF6FC33", "#05052E33", "#EFF5FF33",
  ],
  "contentInverse": [
    "#FFFFFF", "#000000", "#FFFFFF", "#000000",
    "#FFFFFF", "#000000", "#FFFFFF", "#08090D",
  ],
  "contentBrandPrimary": [
    "#F15E00", "#FF7900", "#F15E00", "#FF7900",
    "#DE034B", "#FC6999", "#2055E5", "#96C1FA",
  ],
  "contentOnActionEnabled": [
    "#FFFFFF", "#000000", "#FFFFFF", "#000000",
    "#FFFFFF", "#001524", "#FFFFFF", "#08090D",
  ],
  "contentOnActionSelected": [
    "#FFFFFF", "#000000", "#FFFFFF", "#000000",
    "#FFFFFF", "#001524", "#FFFFFF", "#08090D",
  ],
  "contentOnActionDisabled": [
    "#FFFFFF", "#000000", "#FFFFFF", "#000000",
    "#FFFFFF", "#001524", "#FFFFFF", "#08090D",
  ],
  "contentStatusNegative": [
    "#DB0002", "#FF8081", "#DB0002", "#FF8081",
    "#DB0002", "#FF8081", "#DB0002", "#FF8081",
  ],
  "contentStatusPositive": [
    "#138126", "#94F0A4", "#138126", "#94F0A4",
    "#138126", "#94F0A4", "#138126", "#94F0A4",
  ],
  "contentStatusInfo": [
    "#0073B2", "#8AD5FF", "#0073B2", "#8AD5FF",
    "#0173C1", "#99D5FF", "#0073B2", "#8AD5FF",
  ],
  "contentStatusWarning": [
    "#856A00", "#FFE270", "#856A00", "#FFE270",
    "#7A6E00", "#FFEF66", "#856A00", "#FFE270",
  ],
  "borderDefault": [
    "#00000033", "#FFFFFF33", "#00000033", "#FFFFFF33",
    "#000F1933", "#EDF6FC33", "#05052E33", "#EFF5FF33",
  ],
  "borderMuted": [
    "#00000014", "#FFFFFF14", "#00000014", "#FFFFFF14",
    "#000F1914", "#EDF6FC14", "#05052E14", "#EFF5FF14",
  ],
  "borderMinimal": [
    "#0000000A", "#FFFFFF0A", "#0000000A", "#FFFFFF0A",
    "#000F190A", "#EDF6FC0A", "#05052E0A", "#EFF5FF0A",
  ],
  "borderEmphasized": [
    "#000000", "#EEEEEE", "#000000", "#EEEEEE",
    "#000000", "#E9EEF1", "#08090D", "#E9ECF1",
  ],
  "borderFocus": [
    "#000000", "#EEEEEE", "#000000", "#EEEEEE",
    "#000000", "#E9EEF1", "#213787", "#DCE9FD",
  ],
  "borderFocusInset": [
    "#FFFFFF", "#141414", "#FFFFFF", "#000000",
    "#FFFFFF", "#101519", "#FFFFFF", "#101319",
  ],
  "borderBrandPrimary": [
    "#F15E00", "#FF7900", "#F15E00", "#FF7900",
    "#DE034B", "#FC6999", "#2055E5", "#96C1FA",
  ],
  "borderStatusNegative": [
    "#DB0002", "#FF8081", "#DB0002", "#FF8081",
    "#DB0002", "#FF8081", "#DB0002", "#FF8081",
  ],
  "actionEnabled": [
    "#000000", "#EEEEEE", "#000000", "#EEEEEE",
    "#DE034B", "#5DBCFE", "#2055E5", "#96C1FA",
  ],
  "actionSelected": [
    "#F15E00", "#FF7900", "#F15E00", "#FF7900",
    "#DE034B", "#5DBCFE", "#2055E5", "#96C1FA",
  ],
  "actionHover": [
    "#000000AD", "#FFFFFFA3", "#000000AD", "#FFFFFFA3",
    "#000000", "#E9EEF1", "#223CAB", "#C1D8FC",
  ],
  "actionPressed": [
    "#F15E00", "#FF7900", "#F15E00", "#FF7900",
    "#0173C1", "#FFEF66", "#213787", "#DCE9FD",
  ],
  "actionFocus": [
    "#000000AD", "#FFFFFFA3", "#000000AD", "#FFFFFFA3",
    "#000000", "#E9EEF1", "#223CAB", "#C1D8FC",
  ],
  "actionDisabled": [
    "#00000033", "#FFFFFF33", "#00000033", "#FFFFFF33",
    "#000F1933", "#EDF6FC33", "#05052E33", "#EFF5FF33",
  ],
  "actionHighlighted": [
    "#000000", "#EEEEEE", "#000000", "#EEEEEE",
    "#0173C1", "#E9EEF1", "#223CAB", "#E9ECF1",
  ],
  "actionLoading": [
    "#F15E00", "#FF7900", "#F15E00", "#FF7900",
    "#0173C1", "#FFEF66", "#213787", "#DCE9FD",
  ],
  "actionReadOnlyPrimary": [
    "#000000AD", "#FFFFFFA3", "#000000AD", "#FFFFFFA3",
    "#000000", "#E9EEF1", "#223CAB", "#C1D8FC",
  ],
  "actionReadOnlySecondary": [
    "#00000033", "#FFFFFF33", "#00000033", "#FFFFFF33",
    "#000F1933", "#EDF6FC33", "#05052E33", "#EFF5FF33",
  ],
  "actionVisited": [
    "#5B2F98", "#A885D8", "#5B2F98", "#A885D8",
    "#5B2F98", "#A885D8", "#5B2F98", "#A885D8",
  ],
  "actionNegativeEnabled": [
    "#DB0002", "#FF8081", "#DB0002", "#FF8081",
    "#DB0002", "#FF8081", "#DB0002", "#FF8081",
  ],
  "actionNegativeHover": [
    "#B20002", "#FFB2B3", "#B20002", "#FFB2B3",
    "#B20002", "#FFB2B3", "#B20002", "#FFB2B3",
  ],
  "actionNegativePressed": [
    "#800001", "#FFE5E6", "#800001", "#FFE5E6",
    "#800001", "#FFE5E6", "#800001", "#FFE5E6",
  ],
  "actionNegativeFocus": [
    "#B20002", "#FFB2B3", "#B20002", "#FFB2B3",
    "#B20002", "#FFB2B3", "#B20002", "#FFB2B3",
  ],
  "actionNegativeLoading": [
    "#800001", "#FFE5E6", "#800001", "#FFE5E6",
    "#800001", "#FFE5E6", "#800001", "#FFE5E6",
  ],
  "actionSupportEnabled": [
    "#0000000A", "#FFFFFF0A", "#0000000A", "#FFFFFF0A",
    "#000F190A", "#EDF6FC0A", "#05052E0A", "#EFF5FF0A",
  ],
  "actionSupportHover": [
    "#00000014", "#FFFFFF14", "#00000014", "#FFFFFF14",
    "#000F1914", "#EDF6FC14", "#05052E14", "#EFF5FF14",
  ],
  "actionSupportPressed": [
    "#0000001F", "#FFFFFF1F", "#0000001F", "#FFFFFF1F",
    "#000F191F", "#EDF6FC1F", "#05052E1F", "#EFF5FF1F",
  ],
  "actionSupportFocus": [
    "#00000014", "#FFFFFF14", "#00000014", "#FFFFFF14",
    "#000F1914", "#EDF6FC14", "#05052E14", "#EFF5FF14",
  ],
  "actionSupportDisabled": [
    "#0000000A", "#FFFFFF0A", "#0000000A", "#FFFFFF0A",
    "#000F190A", "#EDF6FC0A", "#05052E0A", "#EFF5FF0A",
  ],
  "actionSupportLoading": [
    "#0000001F", "#FFFFFF1F", "#0000001F", "#FFFFFF1F",
    "#000F191F", "#EDF6FC1F", "#05052E1F", "#EFF5FF1F",
  ],
  "surfacePrimary": [
    "#FFFFFF", "#FFFFFF0A", "#FFFFFF", "#FFFFFF0A",
    "#FFFFFF", "#EDF6FC0A", "#FFFFFF", "#EFF5FF0A",
  ],
  "surfaceSecondary": [
    "#0000000A", "#FFFFFF14", "#0000000A", "#FFFFFF14",
    "#000F190A", "#EDF6FC14", "#05052E0A", "#EFF5FF14",
  ],
  "overlayDropdown": [
    "#FFFFFF", "#3B3B3B", "#FFFFFF", "#3B3B3B",
    "#FFFFFF", "#2F404B", "#FFFFFF", "#2F384B",
  ],
  "overlayModalSheet": [
    "#FFFFFF", "#272727", "#FFFFFF", "#272727",
    "#FFFFFF", "#002742", "#FFFFFF", "#1F2632",
  ],
  "alwaysBlack": [
    "#000000", "#000000", "#000000", "#000000",
    "#000000", "#000000", "#08090D", "#08090D",
  ],
  "alwaysWhite": [
    "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF",
    "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF",
  ],
  "alwaysOnBlack": [
    "#EEEEEE", "#EEEEEE", "#EEEEEE", "#EEEEEE",
    "#E9EEF1", "#E9EEF1", "#E9ECF1", "#E9ECF1",
  ],
  "alwaysOnWhite": [
    "#000000", "#000000", "#000000", "#000000",
    "#000000", "#000000", "#08090D", "#08090D",
  ],
]

/// `listItem` token → [orange, orange-compact, sosh, wireframe].
let referenceListItem: [String: [Double]] = [
  "sizeMinHeightDefault": [60, 52, 60, 60],
  "sizeMinHeightSmall": [48, 40, 48, 48],
  "sizeMinWidth": [160, 144, 160, 160],
  "sizeMaxWidth": [480, 480, 480, 480],
  "spacePaddingInline": [16, 12, 16, 16],
  "spacePaddingBlockDefault": [12, 10, 12, 12],
  "spacePaddingBlockSmall": [8, 8, 8, 8],
  "spaceColumnGap": [12, 10, 12, 12],
  "spaceRowGap": [0, 0, 0, 0],
  "spacePaddingBlockTopHelperText": [8, 8, 8, 8],
  "spacePaddingBlockSlotTextContainer": [4, 2, 4, 4],
  "spacePaddingBlockBottomSlotListItemContainer": [16, 12, 16, 16],
  "spacePaddingBlockTopAlignmentTopCounterweightDefault": [10, 10, 10, 10],
  "spacePaddingBlockTopAlignmentTopCounterweightSmall": [8, 8, 8, 8],
  "spacePaddingBlockTopAlignmentTopTextContainerDefault": [2, 2, 2, 2],
  "spacePaddingBlockTopAlignmentTopTextContainerSmall": [0, 0, 0, 0],
  "spacePaddingInlineErrorIcon": [2, 2, 2, 2],
  "sizeControlIndicator": [20, 16, 20, 20],
  "sizeErrorIcon": [24, 20, 24, 24],
  "sizeIcon": [28, 24, 28, 28],
  "sizeLoader": [24, 20, 24, 24],
  "sizeAssetSmall": [24, 20, 24, 24],
  "sizeAssetMedium": [28, 24, 28, 28],
  "sizeAssetLarge": [40, 36, 40, 40],
  "sizeAssetXlarge": [56, 52, 56, 56],
  "sizeFlagHeight": [20, 16, 20, 20],
  "sizeMaxHeightAssetsContainer": [96, 80, 96, 96],
  "sizeMaxSizeLeadingTrailingSlot": [96, 72, 96, 96],
  "sizeCurrentIndicatorWidth": [4, 4, 4, 4],
  "borderRadiusDefault": [0, 0, 4, 6],
  "borderRadiusItemOnly": [0, 0, 4, 6],
  "borderRadiusCurrentIndicator": [0, 0, 4, 6],
  "borderRadiusMedia": [0, 0, 0, 0],
  "borderRadiusMediaRounded": [4, 4, 4, 3],
  "borderRadiusRounded": [8, 8, 4, 6],
  "borderWidthDefault": [1, 1, 1, 2],
  "borderWidthCurrentPage": [2, 2, 3, 3],
  "opacityCurrentIndicator": [1, 1, 1, 0],
  "opacityCurrentDivider": [1, 1, 1, 0],
  "fontSizeAvatarInitialXlarge": [24, 20, 24, 24],
  "fontLineHeightAvatarInitialXlarge": [32, 28, 32, 32],
  "fontLetterSpacingAvatarInitialXlarge": [-0.12, 0, -0.12, -0.12],
]
