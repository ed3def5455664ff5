import ListShotCore

/// Every OUDS semantic colour (tokens 2.5.0) for one theme and scheme, read from `color.*`.
/// The property is the path without `color.`, camel-cased: `color.action.support.hover` →
/// `actionSupportHover`. Alpha is kept (`contentMuted` is `#000000AD` in Orange light).
public struct SemanticColors: Sendable, Equatable {
  @Token("color.bg.primary") public var bgPrimary: Color
  @Token("color.bg.secondary") public var bgSecondary: Color
  @Token("color.bg.tertiary") public var bgTertiary: Color
  @Token("color.content.default") public var contentDefault: Color
  @Token("color.content.muted") public var contentMuted: Color
  @Token("color.content.disabled") public var contentDisabled: Color
  @Token("color.content.inverse") public var contentInverse: Color
  @Token("color.content.brandPrimary") public var contentBrandPrimary: Color
  @Token("color.content.onAction.enabled") public var contentOnActionEnabled: Color
  @Token("color.content.onAction.selected") public var contentOnActionSelected: Color
  @Token("color.content.onAction.disabled") public var contentOnActionDisabled: Color
  @Token("color.content.status.negative") public var contentStatusNegative: Color
  @Token("color.content.status.positive") public var contentStatusPositive: Color
  @Token("color.content.status.info") public var contentStatusInfo: Color
  @Token("color.content.status.warning") public var contentStatusWarning: Color
  @Token("color.border.default") public var borderDefault: Color
  @Token("color.border.muted") public var borderMuted: Color
  @Token("color.border.minimal") public var borderMinimal: Color
  @Token("color.border.emphasized") public var borderEmphasized: Color
  @Token("color.border.focus") public var borderFocus: Color
  @Token("color.border.focusInset") public var borderFocusInset: Color
  @Token("color.border.brandPrimary") public var borderBrandPrimary: Color
  @Token("color.border.statusNegative") public var borderStatusNegative: Color
  @Token("color.action.enabled") public var actionEnabled: Color
  @Token("color.action.selected") public var actionSelected: Color
  @Token("color.action.hover") public var actionHover: Color
  @Token("color.action.pressed") public var actionPressed: Color
  @Token("color.action.focus") public var actionFocus: Color
  @Token("color.action.disabled") public var actionDisabled: Color
  @Token("color.action.highlighted") public var actionHighlighted: Color
  @Token("color.action.loading") public var actionLoading: Color
  @Token("color.action.readOnlyPrimary") public var actionReadOnlyPrimary: Color
  @Token("color.action.readOnlySecondary") public var actionReadOnlySecondary: Color
  @Token("color.action.visited") public var actionVisited: Color
  @Token("color.action.negative.enabled") public var actionNegativeEnabled: Color
  @Token("color.action.negative.hover") public var actionNegativeHover: Color
  @Token("color.action.negative.pressed") public var actionNegativePressed: Color
  @Token("color.action.negative.focus") public var actionNegativeFocus: Color
  @Token("color.action.negative.loading") public var actionNegativeLoading: Color
  @Token("color.action.support.enabled") public var actionSupportEnabled: Color
  @Token("color.action.support.hover") public var actionSupportHover: Color
  @Token("color.action.support.pressed") public var actionSupportPressed: Color
  @Token("color.action.support.focus") public var actionSupportFocus: Color
  @Token("color.action.support.disabled") public var actionSupportDisabled: Color
  @Token("color.action.support.loading") public var actionSupportLoading: Color
  @Token("color.surface.primary") public var surfacePrimary: Color
  @Token("color.surface.secondary") public var surfaceSecondary: Color
  @Token("color.overlay.dropdown") public var overlayDropdown: Color
  @Token("color.overlay.modalSheet") public var overlayModalSheet: Color
  @Token("color.always.black") public var alwaysBlack: Color
  @Token("color.always.white") public var alwaysWhite: Color
  @Token("color.always.onBlack") public var alwaysOnBlack: Color
  @Token("color.always.onWhite") public var alwaysOnWhite: Color

  public init() {}
}
