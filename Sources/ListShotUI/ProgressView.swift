import ListShotModel

/// `ProgressView()`, `ProgressView("Loading…")`, `ProgressView(value: used, total: capacity)`:
/// the spinner (its label under it), or with a value the linear bar (its label above, its
/// current value label below), in the style `.progressViewStyle(…)` sets around it.
public struct ProgressView: View, PrimitiveView {
  public typealias Body = Never
  let label: (any View)?
  let currentValueLabel: (any View)?
  let fraction: Double?

  public init() {
    label = nil
    currentValueLabel = nil
    fraction = nil
  }

  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    currentValueLabel = nil
    fraction = nil
  }

  public init<Label: View>(@ViewBuilder label: () -> Label) {
    self.label = label()
    currentValueLabel = nil
    fraction = nil
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    currentValueLabel = nil
    fraction = Self.fraction(value, total)
  }

  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = Text(title)
    currentValueLabel = nil
    fraction = Self.fraction(value, total)
  }

  public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.label = label()
    currentValueLabel = nil
    fraction = Self.fraction(value, total)
  }

  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    fraction = Self.fraction(value, total)
  }

  /// The value over the total, in 0...1; nil for no value (and for a total that is not
  /// positive or not finite, which SwiftUI draws as indeterminate too).
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value, total > 0, total.isFinite, value.isFinite else { return nil }
    return min(max(Double(value) / Double(total), 0), 1)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("ProgressView")
    let style = context.environment[ProgressViewStyleKey.self]
    var children = try label.flatMap { try inner.entering("label").lowerSingle($0) }.map { [$0] } ?? []
    if let currentValueLabel, let node = try inner.entering("currentValueLabel").lowerSingle(currentValueLabel) {
      if children.isEmpty { children.append(.text("")) }
      children.append(node)
    }
    return [.view(ViewNode(ProgressIndicatorView(fraction: fraction, style: style), children))]
  }
}

/// `.progressViewStyle(.linear)`, `.circular`, `.automatic`.
public protocol ProgressViewStyle {}

/// What a built-in progress view style draws.
protocol BuiltInProgressViewStyle {
  var kind: ProgressIndicatorView.Style { get }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ProgressIndicatorView.Style.automatic
}

public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  var kind: ProgressIndicatorView.Style { .automatic }
}

public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  var kind: ProgressIndicatorView.Style { .linear }
}

public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  public init() {}
  var kind: ProgressIndicatorView.Style { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// `.progressViewStyle(.linear)`: how the progress views inside are drawn.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind = (style as? BuiltInProgressViewStyle)?.kind ?? .automatic
    return modified("progressViewStyle", .environment { $0[ProgressViewStyleKey.self] = kind })
  }
}

extension SwiftUI { public typealias ProgressView = ListShotUI.ProgressView }
extension SwiftUI { public typealias DefaultProgressViewStyle = ListShotUI.DefaultProgressViewStyle }
extension SwiftUI { public typealias LinearProgressViewStyle = ListShotUI.LinearProgressViewStyle }
extension SwiftUI { public typealias CircularProgressViewStyle = ListShotUI.CircularProgressViewStyle }
extension SwiftUI { public typealias ProgressViewStyle = ListShotUI.ProgressViewStyle }
