// The ouds-ios 3.0.0 list item initialisers and view modifiers, with the same names and
// parameter order:
//
// ```swift
// let screen = Screen("settings") {
//   OUDSNavigationListItem(
//     data: OUDSListItemData(label: "Wi-Fi", description: "Home"),
//     leading: .icon(OUDSListItemIcon(type: .neutral(asset: .named("wifi")))),
//     trailing: .text(.labelMuted("On")))
//   OUDSStaticListItem(
//     data: OUDSListItemData(label: "Messages"),
//     trailing: .badge(.count(OUDSBadgeCount(3, status: .negative))))
//     .oudsListItemSize(.small)
// }
// ```
//
// builds the same model as the spec rows `oudsListItem:` with the same keys.

/// `OUDSStaticListItem(data:leading:trailing:)`: a row that only displays information.
public func OUDSStaticListItem(
  data: OUDSListItemData, leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil
) -> OUDSListItem {
  OUDSListItem(data: data, leading: leading, trailing: trailing)
}

/// `OUDSNavigationListItem(data:indicatorType:leading:trailing:)`: a row that navigates, with
/// its indicator (`next` by default).
public func OUDSNavigationListItem(
  data: OUDSListItemData, indicatorType: OUDSNavigationListItemIndicatorType = .next,
  leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil
) -> OUDSListItem {
  OUDSListItem(data: data, indicatorType: indicatorType, leading: leading, trailing: trailing)
}

extension OUDSListItem {
  private func with(_ change: (inout OUDSListItem) -> Void) -> OUDSListItem {
    var copy = self
    change(&copy)
    return copy
  }

  public func oudsListItemSize(_ size: OUDSListItemSize) -> OUDSListItem { with { $0.size = size } }

  public func oudsListItemContainerAlignment(_ alignment: OUDSListItemContainersAlignment = .center) -> OUDSListItem {
    with { $0.containersAlignment = alignment }
  }

  public func oudsListContentStyle(_ style: OUDSListItemContentStyle) -> OUDSListItem {
    with { $0.contentStyle = style }
  }

  public func oudsListItemStyle(divider: Bool = true, background: Bool = false) -> OUDSListItem {
    with { $0.contentStyle = .item(divider: divider, background: background) }
  }

  public func oudsListCardStyle(
    _ decoration: OUDSListItemContentStyle.CardDecoration = .standard(divider: true, background: true)
  ) -> OUDSListItem {
    with { $0.contentStyle = .card(decoration) }
  }

  public func oudsListItemRoundedMedia(_ rounded: Bool = false) -> OUDSListItem {
    with { $0.hasRoundedMedia = rounded }
  }

  /// SwiftUI's `.disabled(_:)`.
  public func disabled(_ isDisabled: Bool = true) -> OUDSListItem { with { $0.isDisabled = isDisabled } }

  /// The navigation item as drawn while hovered, pressed or focused.
  public func interaction(_ state: Interaction) -> OUDSListItem { with { $0.interaction = state } }
}

extension OUDSListItem: RowConvertible {
  public var asRow: Row { Row(.oudsListItem(self)) }
}
