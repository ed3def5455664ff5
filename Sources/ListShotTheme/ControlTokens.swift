import ListShotCore

/// Checkbox indicator tokens (`checkbox.*`, tokens 2.5.0), in points. Sosh and Wireframe
/// selected boxes are filled, hence a selected border width of 0.
public struct CheckboxTokens: Sendable, Equatable {
  public var borderRadius: Double = 0
  public var borderWidthSelected: Double = 0
  public var borderWidthSelectedFocus: Double = 0
  public var borderWidthSelectedHover: Double = 0
  public var borderWidthSelectedPressed: Double = 0
  public var borderWidthUnselected: Double = 0
  public var borderWidthUnselectedFocus: Double = 0
  public var borderWidthUnselectedHover: Double = 0
  public var borderWidthUnselectedPressed: Double = 0
  public var sizeIndicator: Double = 0
  public var sizeMaxHeight: Double = 0
  public var sizeMinHeight: Double = 0
  public var sizeMinWidth: Double = 0

  public init() {}
}

extension CheckboxTokens: TokenGroup {
  static var fields: [TokenField<CheckboxTokens>] {
    [
      .dimension("checkbox.borderRadius", \.borderRadius),
      .dimension("checkbox.borderWidthSelected", \.borderWidthSelected),
      .dimension("checkbox.borderWidthSelectedFocus", \.borderWidthSelectedFocus),
      .dimension("checkbox.borderWidthSelectedHover", \.borderWidthSelectedHover),
      .dimension("checkbox.borderWidthSelectedPressed", \.borderWidthSelectedPressed),
      .dimension("checkbox.borderWidthUnselected", \.borderWidthUnselected),
      .dimension("checkbox.borderWidthUnselectedFocus", \.borderWidthUnselectedFocus),
      .dimension("checkbox.borderWidthUnselectedHover", \.borderWidthUnselectedHover),
      .dimension("checkbox.borderWidthUnselectedPressed", \.borderWidthUnselectedPressed),
      .dimension("checkbox.sizeIndicator", \.sizeIndicator),
      .dimension("checkbox.sizeMaxHeight", \.sizeMaxHeight),
      .dimension("checkbox.sizeMinHeight", \.sizeMinHeight),
      .dimension("checkbox.sizeMinWidth", \.sizeMinWidth),
    ]
  }
}

/// Radio button indicator tokens (`radioButton.*`, tokens 2.5.0), in points; a radius of
/// 2000 means a pill (circle).
public struct RadioButtonTokens: Sendable, Equatable {
  public var borderRadius: Double = 0
  public var borderWidthSelected: Double = 0
  public var borderWidthSelectedFocus: Double = 0
  public var borderWidthSelectedHover: Double = 0
  public var borderWidthSelectedPressed: Double = 0
  public var borderWidthUnselected: Double = 0
  public var borderWidthUnselectedFocus: Double = 0
  public var borderWidthUnselectedHover: Double = 0
  public var borderWidthUnselectedPressed: Double = 0
  public var sizeMaxHeight: Double = 0
  public var sizeMinHeight: Double = 0
  public var sizeMinWidth: Double = 0

  public init() {}
}

extension RadioButtonTokens: TokenGroup {
  static var fields: [TokenField<RadioButtonTokens>] {
    [
      .dimension("radioButton.borderRadius", \.borderRadius),
      .dimension("radioButton.borderWidthSelected", \.borderWidthSelected),
      .dimension("radioButton.borderWidthSelectedFocus", \.borderWidthSelectedFocus),
      .dimension("radioButton.borderWidthSelectedHover", \.borderWidthSelectedHover),
      .dimension("radioButton.borderWidthSelectedPressed", \.borderWidthSelectedPressed),
      .dimension("radioButton.borderWidthUnselected", \.borderWidthUnselected),
      .dimension("radioButton.borderWidthUnselectedFocus", \.borderWidthUnselectedFocus),
      .dimension("radioButton.borderWidthUnselectedHover", \.borderWidthUnselectedHover),
      .dimension("radioButton.borderWidthUnselectedPressed", \.borderWidthUnselectedPressed),
      .dimension("radioButton.sizeMaxHeight", \.sizeMaxHeight),
      .dimension("radioButton.sizeMinHeight", \.sizeMinHeight),
      .dimension("radioButton.sizeMinWidth", \.sizeMinWidth),
    ]
  }
}

/// Switch tokens (`switch.*`, tokens 2.5.0): sizes in points, colours for the theme's scheme.
public struct SwitchTokens: Sendable, Equatable {
  public var borderRadiusCursor: Double = 0
  public var borderRadiusTrack: Double = 0
  public var colorCheck: Color = .clear
  public var colorCheckInteraction: Color = .clear
  public var colorCursor: Color = .clear
  public var colorTrackSelected: Color = .clear
  public var colorTrackSelectedInteraction: Color = .clear
  public var colorTrackUnselected: Color = .clear
  public var colorTrackUnselectedInteraction: Color = .clear
  public var opacityCheck: Double = 0
  public var sizeHeightCursorSelected: Double = 0
  public var sizeHeightCursorUnselected: Double = 0
  public var sizeHeightTrack: Double = 0
  public var sizeMaxHeight: Double = 0
  public var sizeMinHeight: Double = 0
  public var sizeMinHeightInteractiveArea: Double = 0
  public var sizeMinWidth: Double = 0
  public var sizeWidthCursorSelected: Double = 0
  public var sizeWidthCursorSelectedPressed: Double = 0
  public var sizeWidthCursorUnselected: Double = 0
  public var sizeWidthCursorUnselectedPressed: Double = 0
  public var sizeWidthTrack: Double = 0
  public var spacePaddingInlineSelected: Double = 0
  public var spacePaddingInlineUnselected: Double = 0

  public init() {}
}

extension SwitchTokens: TokenGroup {
  static var fields: [TokenField<SwitchTokens>] {
    [
      .dimension("switch.borderRadiusCursor", \.borderRadiusCursor),
      .dimension("switch.borderRadiusTrack", \.borderRadiusTrack),
      .color("switch.colorCheck", \.colorCheck),
      .color("switch.colorCheckInteraction", \.colorCheckInteraction),
      .color("switch.colorCursor", \.colorCursor),
      .color("switch.colorTrackSelected", \.colorTrackSelected),
      .color("switch.colorTrackSelectedInteraction", \.colorTrackSelectedInteraction),
      .color("switch.colorTrackUnselected", \.colorTrackUnselected),
      .color("switch.colorTrackUnselectedInteraction", \.colorTrackUnselectedInteraction),
      .number("switch.opacityCheck", \.opacityCheck),
      .dimension("switch.sizeHeightCursorSelected", \.sizeHeightCursorSelected),
      .dimension("switch.sizeHeightCursorUnselected", \.sizeHeightCursorUnselected),
      .dimension("switch.sizeHeightTrack", \.sizeHeightTrack),
      .dimension("switch.sizeMaxHeight", \.sizeMaxHeight),
      .dimension("switch.sizeMinHeight", \.sizeMinHeight),
      .dimension("switch.sizeMinHeightInteractiveArea", \.sizeMinHeightInteractiveArea),
      .dimension("switch.sizeMinWidth", \.sizeMinWidth),
      .dimension("switch.sizeWidthCursorSelected", \.sizeWidthCursorSelected),
      .dimension("switch.sizeWidthCursorSelectedPressed", \.sizeWidthCursorSelectedPressed),
      .dimension("switch.sizeWidthCursorUnselected", \.sizeWidthCursorUnselected),
      .dimension("switch.sizeWidthCursorUnselectedPressed", \.sizeWidthCursorUnselectedPressed),
      .dimension("switch.sizeWidthTrack", \.sizeWidthTrack),
      .dimension("switch.spacePaddingInlineSelected", \.spacePaddingInlineSelected),
      .dimension("switch.spacePaddingInlineUnselected", \.spacePaddingInlineUnselected),
    ]
  }
}

/// Divider tokens (`divider.*`): the row divider's thickness in points.
public struct DividerTokens: Sendable, Equatable {
  public var borderWidth: Double = 0

  public init() {}
}

extension DividerTokens: TokenGroup {
  static var fields: [TokenField<DividerTokens>] {
    [
      .dimension("divider.borderWidth", \.borderWidth)
    ]
  }
}
