import ListShotModel

/// `ColorPicker("Highlight", selection: $color)`: its label and the colour well (a ring of
/// hues around the bound colour). Opacity support changes only what an app can choose.
public struct ColorPicker: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let selection: Color

  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    label = Text(title)
    self.selection = selection.wrappedValue
  }

  public init<Label: View>(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection.wrappedValue
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("ColorPicker")
    let label = try inner.entering("label").lowerSingle(label) ?? .text("")
    return [.view(ViewNode(ColorPickerView(color: try selection.tint(in: inner)), [label]))]
  }
}

/// `MultiDatePicker("Dates", selection: $dates)`: declared so that an app compiles; iOS draws
/// it as a calendar, which ListShot cannot draw yet.
public struct MultiDatePicker: View, PrimitiveView {
  public typealias Body = Never

  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {}

  public init<S: StringProtocol, R: RangeExpression<Date>>(
    _ title: S, selection: Binding<Set<DateComponents>>, in range: R
  ) {}

  public init<Label: View>(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {}

  func lower(in context: LoweringContext) throws -> [Piece] {
    throw context.entering("MultiDatePicker").error(
      "a MultiDatePicker (iOS draws its calendar in the row) cannot be drawn yet",
      hint: "show the chosen dates as a Text or LabeledContent row instead")
  }
}

/// `Gauge(value:in:) { label }` with `.gaugeStyle(.accessoryLinear)`: declared so that an app
/// compiles; refused when drawn.
public struct Gauge: View, PrimitiveView {
  public typealias Body = Never

  public init<V: BinaryFloatingPoint, Label: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {}

  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {}

  func lower(in context: LoweringContext) throws -> [Piece] {
    throw context.entering("Gauge").error(
      "a Gauge cannot be drawn yet", hint: "a ProgressView(value:total:) draws a bar in the same row")
  }
}

/// `.gaugeStyle(.accessoryLinear)` and the other gauge styles (the gauge itself is refused).
public protocol GaugeStyle {}

public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
  public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle() }
  public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
  public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle() }
  public static var accessoryCircularCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
  public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension View {
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modified("gaugeStyle", .none) }
}

extension SwiftUI { public typealias ColorPicker = ListShotUI.ColorPicker }
extension SwiftUICore { public typealias ColorPicker = ListShotUI.ColorPicker }
extension SwiftUI { public typealias MultiDatePicker = ListShotUI.MultiDatePicker }
extension SwiftUICore { public typealias MultiDatePicker = ListShotUI.MultiDatePicker }
extension SwiftUI { public typealias Gauge = ListShotUI.Gauge }
extension SwiftUICore { public typealias Gauge = ListShotUI.Gauge }
extension SwiftUI { public typealias GaugeStyle = ListShotUI.GaugeStyle }
extension SwiftUICore { public typealias GaugeStyle = ListShotUI.GaugeStyle }
extension SwiftUI { public typealias DefaultGaugeStyle = ListShotUI.DefaultGaugeStyle }
extension SwiftUICore { public typealias DefaultGaugeStyle = ListShotUI.DefaultGaugeStyle }
