import ListShotModel

/// `Gauge(value: used, in: 0...total) { Text("Storage") } currentValueLabel: { … }
/// minimumValueLabel: { … } maximumValueLabel: { … }`: the linear bar of the style
/// `.gaugeStyle(…)` sets around it (on iOS the automatic style is the linear capacity bar), its
/// label above, its current value label below and its value labels at the bar's ends; or the
/// ring of a circular style, with its labels inside.
public struct Gauge: View, PrimitiveView {
  public typealias Body = Never
  let gauge: GaugeView
  let label: any View
  let currentValueLabel: (any View)?
  let bounds: (low: any View, high: any View)?

  public init<V: BinaryFloatingPoint, Label: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    gauge = Self.gauge(value, bounds)
    self.label = label()
    currentValueLabel = nil
    self.bounds = nil
  }

  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    gauge = Self.gauge(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.bounds = nil
  }

  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View, BoundsLabel: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    gauge = Self.gauge(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.bounds = (minimumValueLabel(), maximumValueLabel())
  }

  /// The model's gauge, its numbers kept within the model's bounds.
  static func gauge<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> GaugeView {
    func clamped(_ x: V) -> Double { x.isFinite ? min(max(Double(x), -1e9), 1e9) : 0 }
    return GaugeView(
      value: clamped(value), minimum: clamped(bounds.lowerBound), maximum: clamped(bounds.upperBound))
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Gauge")
    var gauge = self.gauge
    gauge.style = context.environment[GaugeStyleKey.self]
    let label = try inner.entering("label").lowerSingle(label) ?? .text("")
    let current = try currentValueLabel.map { try inner.entering("currentValueLabel").lowerSingle($0) ?? .text("") }
    let ends = try bounds.map { bounds in
      (
        try inner.entering("minimumValueLabel").lowerSingle(bounds.low) ?? .text(""),
        try inner.entering("maximumValueLabel").lowerSingle(bounds.high) ?? .text("")
      )
    }
    return [.view(GaugeView.node(gauge, label: label, currentValueLabel: current, bounds: ends))]
  }
}

/// The gauge style around a view.
struct GaugeStyleKey: EnvironmentKey {
  static let defaultValue = GaugeView.Style.linearCapacity
}

/// `.gaugeStyle(.accessoryLinear)` and the other gauge styles.
public protocol GaugeStyle {}

/// Every built-in gauge style; `style` is what it draws.
public struct DefaultGaugeStyle: GaugeStyle {
  let style: GaugeView.Style
  public init() { style = .linearCapacity }
  init(_ style: GaugeView.Style) { self.style = style }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle(.linearCapacity) }
  public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle(.linearCapacity) }
  public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle(.accessoryLinear) }
  public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle(.accessoryLinearCapacity) }
  public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle(.accessoryCircular) }
  public static var accessoryCircularCapacity: DefaultGaugeStyle { DefaultGaugeStyle(.accessoryCircularCapacity) }
}

extension View {
  /// `.gaugeStyle(.accessoryLinear)`: how the gauges inside are drawn.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let kind = (style as? DefaultGaugeStyle)?.style ?? .linearCapacity
    return modified("gaugeStyle", .environment { $0[GaugeStyleKey.self] = kind })
  }
}

extension SwiftUI { public typealias Gauge = ListShotUI.Gauge }
extension SwiftUI { public typealias GaugeStyle = ListShotUI.GaugeStyle }
extension SwiftUI { public typealias DefaultGaugeStyle = ListShotUI.DefaultGaugeStyle }
