import ListShotCore

/// Checkbox indicator tokens (`checkbox.*`, tokens 2.5.0), in points. Sosh and Wireframe
/// selected boxes are filled, hence a selected border width of 0.
public struct CheckboxTokens: Sendable, Equatable {
  @Token("checkbox.borderRadius") public var borderRadius: Double
  @Token("checkbox.borderWidthSelected") public var borderWidthSelected: Double
  @Token("checkbox.borderWidthSelectedFocus") public var borderWidthSelectedFocus: Double
  @Token("checkbox.borderWidthSelectedHover") public var borderWidthSelectedHover: Double
  @Token("checkbox.borderWidthSelectedPressed") public var borderWidthSelectedPressed: Double
  @Token("checkbox.borderWidthUnselected") public var borderWidthUnselected: Double
  @Token("checkbox.borderWidthUnselectedFocus") public var borderWidthUnselectedFocus: Double
  @Token("checkbox.borderWidthUnselectedHover") public var borderWidthUnselectedHover: Double
  @Token("checkbox.borderWidthUnselectedPressed") public var borderWidthUnselectedPressed: Double
  @Token("checkbox.sizeIndicator") public var sizeIndicator: Double
  @Token("checkbox.sizeMaxHeight") public var sizeMaxHeight: Double
  @Token("checkbox.sizeMinHeight") public var sizeMinHeight: Double
  @Token("checkbox.sizeMinWidth") public var sizeMinWidth: Double

  public init() {}
}

/// Radio button indicator tokens (`radioButton.*`, tokens 2.5.0), in points; a radius of
/// 2000 means a pill (circle).
public struct RadioButtonTokens: Sendable, Equatable {
  @Token("radioButton.borderRadius") public var borderRadius: Double
  @Token("radioButton.borderWidthSelected") public var borderWidthSelected: Double
  @Token("radioButton.borderWidthSelectedFocus") public var borderWidthSelectedFocus: Double
  @Token("radioButton.borderWidthSelectedHover") public var borderWidthSelectedHover: Double
  @Token("radioButton.borderWidthSelectedPressed") public var borderWidthSelectedPressed: Double
  @Token("radioButton.borderWidthUnselected") public var borderWidthUnselected: Double
  @Token("radioButton.borderWidthUnselectedFocus") public var borderWidthUnselectedFocus: Double
  @Token("radioButton.borderWidthUnselectedHover") public var borderWidthUnselectedHover: Double
  @Token("radioButton.borderWidthUnselectedPressed") public var borderWidthUnselectedPressed: Double
  @Token("radioButton.sizeMaxHeight") public var sizeMaxHeight: Double
  @Token("radioButton.sizeMinHeight") public var sizeMinHeight: Double
  @Token("radioButton.sizeMinWidth") public var sizeMinWidth: Double

  public init() {}
}

/// Switch tokens (`switch.*`, tokens 2.5.0): sizes in points, colours for the theme's scheme.
public struct SwitchTokens: Sendable, Equatable {
  @Token("switch.borderRadiusCursor") public var borderRadiusCursor: Double
  @Token("switch.borderRadiusTrack") public var borderRadiusTrack: Double
  @Token("switch.colorCheck") public var colorCheck: Color
  @Token("switch.colorCheckInteraction") public var colorCheckInteraction: Color
  @Token("switch.colorCursor") public var colorCursor: Color
  @Token("switch.colorTrackSelected") public var colorTrackSelected: Color
  @Token("switch.colorTrackSelectedInteraction") public var colorTrackSelectedInteraction: Color
  @Token("switch.colorTrackUnselected") public var colorTrackUnselected: Color
  @Token("switch.colorTrackUnselectedInteraction") public var colorTrackUnselectedInteraction: Color
  @Token(number: "switch.opacityCheck") public var opacityCheck: Double
  @Token("switch.sizeHeightCursorSelected") public var sizeHeightCursorSelected: Double
  @Token("switch.sizeHeightCursorUnselected") public var sizeHeightCursorUnselected: Double
  @Token("switch.sizeHeightTrack") public var sizeHeightTrack: Double
  @Token("switch.sizeMaxHeight") public var sizeMaxHeight: Double
  @Token("switch.sizeMinHeight") public var sizeMinHeight: Double
  @Token("switch.sizeMinHeightInteractiveArea") public var sizeMinHeightInteractiveArea: Double
  @Token("switch.sizeMinWidth") public var sizeMinWidth: Double
  @Token("switch.sizeWidthCursorSelected") public var sizeWidthCursorSelected: Double
  @Token("switch.sizeWidthCursorSelectedPressed") public var sizeWidthCursorSelectedPressed: Double
  @Token("switch.sizeWidthCursorUnselected") public var sizeWidthCursorUnselected: Double
  @Token("switch.sizeWidthCursorUnselectedPressed") public var sizeWidthCursorUnselectedPressed: Double
  @Token("switch.sizeWidthTrack") public var sizeWidthTrack: Double
  @Token("switch.spacePaddingInlineSelected") public var spacePaddingInlineSelected: Double
  @Token("switch.spacePaddingInlineUnselected") public var spacePaddingInlineUnselected: Double

  public init() {}
}

/// Divider tokens (`divider.*`): the row divider's thickness in points.
public struct DividerTokens: Sendable, Equatable {
  @Token("divider.borderWidth") public var borderWidth: Double

  public init() {}
}
