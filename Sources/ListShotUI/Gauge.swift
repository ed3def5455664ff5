import ListShotModel

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

extension SwiftUI { public typealias Gauge = ListShotUI.Gauge }
extension SwiftUI { public typealias GaugeStyle = ListShotUI.GaugeStyle }
extension SwiftUI { public typealias DefaultGaugeStyle = ListShotUI.DefaultGaugeStyle }
