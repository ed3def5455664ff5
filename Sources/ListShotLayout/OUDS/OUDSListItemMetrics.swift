import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// What every part of one OUDS list item is measured with: the item, its environment and
/// palette, and the sizes that depend on the item's size and on Dynamic Type.
struct OUDSListItemMetrics {
  let item: OUDSListItem
  let env: LayoutEnvironment
  let palette: OUDSListItemPalette

  init(item: OUDSListItem, env: LayoutEnvironment) {
    self.item = item
    self.env = env
    self.palette = OUDSListItemPalette(item, theme: env.theme)
  }

  var theme: Theme { env.theme }
  var tokens: ListItemTokens { env.theme.listItem }
  var isSmall: Bool { item.size == .small }

  /// The OUDS `DynamicTypeSize.percentageRate` over 100: how much the component scales its
  /// media and their containers (80 % at xSmall … 310 % at accessibility5).
  var assetScale: Double { Self.percentageRate[env.dynamicTypeSize.index] / 100 }

  static let percentageRate: [Double] = [80, 85, 90, 100, 110, 120, 135, 160, 190, 235, 275, 310]

  /// The minimum container of a leading or trailing element, and of the texts.
  var container: Size {
    let side = (isSmall ? tokens.sizeAssetSmall : tokens.sizeAssetMedium) * assetScale
    return Size(width: 0, height: side)
  }

  /// Space above the texts (and trailing texts) in top alignment.
  var textTopPadding: Double {
    guard item.containersAlignment == .top else { return 0 }
    return isSmall
      ? tokens.spacePaddingBlockTopAlignmentTopTextContainerSmall
      : tokens.spacePaddingBlockTopAlignmentTopTextContainerDefault
  }

  var paddingTop: Double {
    switch (isSmall, item.containersAlignment) {
    case (false, .center): return tokens.spacePaddingBlockDefault
    case (false, .top): return tokens.spacePaddingBlockTopAlignmentTopCounterweightDefault
    case (true, .center): return tokens.spacePaddingBlockSmall
    case (true, .top): return tokens.spacePaddingBlockTopAlignmentTopCounterweightSmall
    }
  }

  var paddingBottom: Double { isSmall ? tokens.spacePaddingBlockSmall : tokens.spacePaddingBlockDefault }
  var minHeight: Double { isSmall ? tokens.sizeMinHeightSmall : tokens.sizeMinHeightDefault }
}

extension LayoutEnvironment {
  /// Attributes for an OUDS text style as the component draws it at a fixed Dynamic Type
  /// size (the avatar's initials are pinned at `medium`).
  func oudsText(_ style: TextStyleToken, at size: DynamicTypeSize) -> TextAttributes {
    var pinned = self
    pinned.dynamicTypeSize = size
    return pinned.oudsText(style)
  }
}
