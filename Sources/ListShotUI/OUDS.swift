import ListShotModel

// The OUDS iOS controls items and list items, with ouds-ios's labels and argument order.
// They lower to the model's `OUDSControlItem` and `OUDSListItem`; the forbidden combinations
// (error and read-only, disabled and error …) are refused by the model's `validate()`, as the
// spec refuses them, where the iOS component would stop the app.

/// `OUDSCheckboxItem("Label", isOn: $isOn, …)`.
public struct OUDSCheckboxItem: View, PrimitiveView {
  public typealias Body = Never
  let item: OUDSControlItem
  let icon: Image?

  public init(
    _ label: String, isOn: Binding<Bool>, description: String? = nil, icon: Image? = nil, flipIcon: Bool = false,
    isReversed: Bool = false, isError: Bool = false, errorText: String? = nil, isReadOnly: Bool = false,
    hasDivider: Bool = false, constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
  ) {
    item = OUDSControlItem(
      control: .checkbox(isOn.wrappedValue ? .selected : .unselected), label: label,
      description: description.map { RichText($0) }, flipIcon: flipIcon, isReversed: isReversed, isError: isError,
      errorText: errorText.map { RichText($0) }, isReadOnly: isReadOnly, hasDivider: hasDivider,
      constrainedMaxWidth: constrainedMaxWidth)
    self.icon = icon
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try item.lowered(icon: icon, "OUDSCheckboxItem", context)
  }
}

/// The three states of `OUDSCheckboxItemIndeterminate`.
public typealias OUDSCheckboxIndicatorState = OUDSControlItem.CheckboxIndicatorState

/// `OUDSCheckboxItemIndeterminate("Label", selection: $state, …)`.
public struct OUDSCheckboxItemIndeterminate: View, PrimitiveView {
  public typealias Body = Never
  let item: OUDSControlItem
  let icon: Image?

  public init(
    _ label: String, selection: Binding<OUDSCheckboxIndicatorState>, description: String? = nil, icon: Image? = nil,
    flipIcon: Bool = false, isReversed: Bool = false, isError: Bool = false, errorText: String? = nil,
    isReadOnly: Bool = false, hasDivider: Bool = false, constrainedMaxWidth: Bool = false,
    action: (() -> Void)? = nil
  ) {
    item = OUDSControlItem(
      control: .checkboxIndeterminate(selection.wrappedValue), label: label,
      description: description.map { RichText($0) }, flipIcon: flipIcon, isReversed: isReversed, isError: isError,
      errorText: errorText.map { RichText($0) }, isReadOnly: isReadOnly, hasDivider: hasDivider,
      constrainedMaxWidth: constrainedMaxWidth)
    self.icon = icon
  }

  /// The argument order of a sample in the OUDSCheckboxItemIndeterminate documentation
  /// (`isReversed:` before `icon:`), which the ouds-ios initialiser itself does not accept:
  /// taken here so that the sample compiles as printed.
  public init(
    _ label: String, selection: Binding<OUDSCheckboxIndicatorState>, description: String? = nil, isReversed: Bool,
    icon: Image?
  ) {
    self.init(label, selection: selection, description: description, icon: icon, isReversed: isReversed)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try item.lowered(icon: icon, "OUDSCheckboxItemIndeterminate", context)
  }
}

/// `OUDSRadioItem("Label", isOn: $isOn, extraLabel:, …, isOutlined:, …)`.
public struct OUDSRadioItem: View, PrimitiveView {
  public typealias Body = Never
  let item: OUDSControlItem
  let icon: Image?

  public init(
    _ label: String, isOn: Binding<Bool>, extraLabel: String? = nil, description: String? = nil, icon: Image? = nil,
    flipIcon: Bool = false, isOutlined: Bool = false, isReversed: Bool = false, isError: Bool = false,
    errorText: String? = nil, isReadOnly: Bool = false, hasDivider: Bool = false, constrainedMaxWidth: Bool = false,
    action: (() -> Void)? = nil
  ) {
    item = OUDSControlItem(
      control: .radio(isSelected: isOn.wrappedValue), label: label, extraLabel: extraLabel,
      description: description.map { RichText($0) }, flipIcon: flipIcon, isOutlined: isOutlined,
      isReversed: isReversed, isError: isError, errorText: errorText.map { RichText($0) }, isReadOnly: isReadOnly,
      hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    self.icon = icon
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try item.lowered(icon: icon, "OUDSRadioItem", context) }
}

/// `OUDSSwitchItem("Label", isOn: $isOn, …)`.
public struct OUDSSwitchItem: View, PrimitiveView {
  public typealias Body = Never
  let item: OUDSControlItem
  let icon: Image?

  public init(
    _ label: String, isOn: Binding<Bool>, description: String? = nil, icon: Image? = nil, flipIcon: Bool = false,
    isReversed: Bool = false, isError: Bool = false, errorText: String? = nil, isReadOnly: Bool = false,
    hasDivider: Bool = false, constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
  ) {
    item = OUDSControlItem(
      control: .switch(isOn: isOn.wrappedValue), label: label, description: description.map { RichText($0) },
      flipIcon: flipIcon, isReversed: isReversed, isError: isError, errorText: errorText.map { RichText($0) },
      isReadOnly: isReadOnly, hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    self.icon = icon
  }

  func lower(in context: LoweringContext) throws -> [Piece] { try item.lowered(icon: icon, "OUDSSwitchItem", context) }
}

extension OUDSControlItem {
  /// The item as a row, with its icon. OUDS iOS draws every item inside its own container
  /// (the model's `edgeToEdge: false`).
  @MainActor
  func lowered(icon: Image?, _ name: String, _ context: LoweringContext) throws -> [Piece] {
    let inner = context.entering(name)
    var item = self
    item.edgeToEdge = false
    if let icon {
      let (source, color) = try icon.iconAndColor(in: inner.entering("icon"))
      if color != nil { throw inner.error("an OUDS item's icon takes the item's colour; it cannot have its own") }
      item.icon = source
    }
    item.isDisabled = !context.environment.isEnabled
    return [.row(LoweredRow(row: Row(.controlItem(item)), source: name, path: inner.pathDescription))]
  }
}

/// `OUDSStaticListItem(data:leading:trailing:)` (ouds-ios 3.x).
public struct OUDSStaticListItem: View, PrimitiveView, OUDSListItemView {
  public typealias Body = Never
  /// The model's item this view lowers to.
  public var item: OUDSListItem

  public init(data: OUDSListItemData, leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil) {
    item = OUDSListItem(data: data, leading: leading, trailing: trailing)
  }

  func lower(in context: LoweringContext) throws -> [Piece] { item.lowered("OUDSStaticListItem", context) }
}

/// `OUDSNavigationListItem(data:indicatorType:leading:trailing:)` (ouds-ios 3.x).
public struct OUDSNavigationListItem: View, PrimitiveView, OUDSListItemView {
  public typealias Body = Never
  /// The model's item this view lowers to.
  public var item: OUDSListItem

  public init(
    data: OUDSListItemData, indicatorType: OUDSNavigationListItemIndicatorType = .next,
    leading: OUDSListItemLeading? = nil, trailing: OUDSListItemTrailing? = nil
  ) {
    item = OUDSListItem(data: data, indicatorType: indicatorType, leading: leading, trailing: trailing)
  }

  func lower(in context: LoweringContext) throws -> [Piece] { item.lowered("OUDSNavigationListItem", context) }
}

/// The `.ouds…` modifiers both OUDS list items take, each returning the item it is called on.
public protocol OUDSListItemView {
  var item: OUDSListItem { get set }
}

extension OUDSListItemView {
  public func oudsListItemSize(_ size: OUDSListItemSize) -> Self { with { $0.size = size } }
  public func oudsListItemContainerAlignment(_ alignment: OUDSListItemContainersAlignment = .center) -> Self {
    with { $0.containersAlignment = alignment }
  }
  public func oudsListContentStyle(_ style: OUDSListItemContentStyle) -> Self { with { $0.contentStyle = style } }
  public func oudsListItemRoundedMedia(_ rounded: Bool = false) -> Self { with { $0.hasRoundedMedia = rounded } }

  private func with(_ change: (inout OUDSListItem) -> Void) -> Self {
    var copy = self
    change(&copy.item)
    return copy
  }
}

extension OUDSListItem {
  @MainActor
  func lowered(_ name: String, _ context: LoweringContext) -> [Piece] {
    var item = self
    item.isDisabled = !context.environment.isEnabled
    return [.row(LoweredRow(row: Row(.oudsListItem(item)), source: name, path: context.entering(name).pathDescription))]
  }
}
