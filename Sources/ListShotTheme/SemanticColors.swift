import ListShotCore

/// Every OUDS semantic colour (tokens 2.5.0) for one theme and scheme, read from `color.*`.
/// The property is the path without `color.`, camel-cased: `color.action.support.hover` →
/// `actionSupportHover`. Alpha is kept (`contentMuted` is `#000000AD` in Orange light).
public struct SemanticColors: Sendable, Equatable {
  public var bgPrimary: Color = .clear
  public var bgSecondary: Color = .clear
  public var bgTertiary: Color = .clear
  public var contentDefault: Color = .clear
  public var contentMuted: Color = .clear
  public var contentDisabled: Color = .clear
  public var contentInverse: Color = .clear
  public var contentBrandPrimary: Color = .clear
  public var contentOnActionEnabled: Color = .clear
  public var contentOnActionSelected: Color = .clear
  public var contentOnActionDisabled: Color = .clear
  public var contentStatusNegative: Color = .clear
  public var contentStatusPositive: Color = .clear
  public var contentStatusInfo: Color = .clear
  public var contentStatusWarning: Color = .clear
  public var borderDefault: Color = .clear
  public var borderMuted: Color = .clear
  public var borderMinimal: Color = .clear
  public var borderEmphasized: Color = .clear
  public var borderFocus: Color = .clear
  public var borderFocusInset: Color = .clear
  public var borderBrandPrimary: Color = .clear
  public var borderStatusNegative: Color = .clear
  public var actionEnabled: Color = .clear
  public var actionSelected: Color = .clear
  public var actionHover: Color = .clear
  public var actionPressed: Color = .clear
  public var actionFocus: Color = .clear
  public var actionDisabled: Color = .clear
  public var actionHighlighted: Color = .clear
  public var actionLoading: Color = .clear
  public var actionReadOnlyPrimary: Color = .clear
  public var actionReadOnlySecondary: Color = .clear
  public var actionVisited: Color = .clear
  public var actionNegativeEnabled: Color = .clear
  public var actionNegativeHover: Color = .clear
  public var actionNegativePressed: Color = .clear
  public var actionNegativeFocus: Color = .clear
  public var actionNegativeLoading: Color = .clear
  public var actionSupportEnabled: Color = .clear
  public var actionSupportHover: Color = .clear
  public var actionSupportPressed: Color = .clear
  public var actionSupportFocus: Color = .clear
  public var actionSupportDisabled: Color = .clear
  public var actionSupportLoading: Color = .clear
  public var surfacePrimary: Color = .clear
  public var surfaceSecondary: Color = .clear
  public var overlayDropdown: Color = .clear
  public var overlayModalSheet: Color = .clear
  public var alwaysBlack: Color = .clear
  public var alwaysWhite: Color = .clear
  public var alwaysOnBlack: Color = .clear
  public var alwaysOnWhite: Color = .clear

  public init() {}
}

extension SemanticColors: TokenGroup {
  static var fields: [TokenField<SemanticColors>] {
    [
      .color("color.bg.primary", \.bgPrimary),
      .color("color.bg.secondary", \.bgSecondary),
      .color("color.bg.tertiary", \.bgTertiary),
      .color("color.content.default", \.contentDefault),
      .color("color.content.muted", \.contentMuted),
      .color("color.content.disabled", \.contentDisabled),
      .color("color.content.inverse", \.contentInverse),
      .color("color.content.brandPrimary", \.contentBrandPrimary),
      .color("color.content.onAction.enabled", \.contentOnActionEnabled),
      .color("color.content.onAction.selected", \.contentOnActionSelected),
      .color("color.content.onAction.disabled", \.contentOnActionDisabled),
      .color("color.content.status.negative", \.contentStatusNegative),
      .color("color.content.status.positive", \.contentStatusPositive),
      .color("color.content.status.info", \.contentStatusInfo),
      .color("color.content.status.warning", \.contentStatusWarning),
      .color("color.border.default", \.borderDefault),
      .color("color.border.muted", \.borderMuted),
      .color("color.border.minimal", \.borderMinimal),
      .color("color.border.emphasized", \.borderEmphasized),
      .color("color.border.focus", \.borderFocus),
      .color("color.border.focusInset", \.borderFocusInset),
      .color("color.border.brandPrimary", \.borderBrandPrimary),
      .color("color.border.statusNegative", \.borderStatusNegative),
      .color("color.action.enabled", \.actionEnabled),
      .color("color.action.selected", \.actionSelected),
      .color("color.action.hover", \.actionHover),
      .color("color.action.pressed", \.actionPressed),
      .color("color.action.focus", \.actionFocus),
      .color("color.action.disabled", \.actionDisabled),
      .color("color.action.highlighted", \.actionHighlighted),
      .color("color.action.loading", \.actionLoading),
      .color("color.action.readOnlyPrimary", \.actionReadOnlyPrimary),
      .color("color.action.readOnlySecondary", \.actionReadOnlySecondary),
      .color("color.action.visited", \.actionVisited),
      .color("color.action.negative.enabled", \.actionNegativeEnabled),
      .color("color.action.negative.hover", \.actionNegativeHover),
      .color("color.action.negative.pressed", \.actionNegativePressed),
      .color("color.action.negative.focus", \.actionNegativeFocus),
      .color("color.action.negative.loading", \.actionNegativeLoading),
      .color("color.action.support.enabled", \.actionSupportEnabled),
      .color("color.action.support.hover", \.actionSupportHover),
      .color("color.action.support.pressed", \.actionSupportPressed),
      .color("color.action.support.focus", \.actionSupportFocus),
      .color("color.action.support.disabled", \.actionSupportDisabled),
      .color("color.action.support.loading", \.actionSupportLoading),
      .color("color.surface.primary", \.surfacePrimary),
      .color("color.surface.secondary", \.surfaceSecondary),
      .color("color.overlay.dropdown", \.overlayDropdown),
      .color("color.overlay.modalSheet", \.overlayModalSheet),
      .color("color.always.black", \.alwaysBlack),
      .color("color.always.white", \.alwaysWhite),
      .color("color.always.onBlack", \.alwaysOnBlack),
      .color("color.always.onWhite", \.alwaysOnWhite),
    ]
  }
}
