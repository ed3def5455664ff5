import ListShotModel

/// `Stepper("Guests", value: $guests, in: 1...8)`: its label and the − + control; a bound the
/// value has reached draws its button disabled. The actions never run.
public struct Stepper: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let stepper: StepperView

  public init<V: Strideable & BinaryFloatingPoint, S: StringProtocol>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
    stepper = Self.stepper(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
  }

  public init<V: Strideable & BinaryInteger, S: StringProtocol>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
    stepper = Self.stepper(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
  }

  public init<V: Strideable & BinaryInteger, S: StringProtocol>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
    stepper = StepperView(value: min(max(Double(value.wrappedValue), -1e9), 1e9))
  }

  public init<V: Strideable & BinaryInteger, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    stepper = Self.stepper(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
  }

  public init<V: Strideable & BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    stepper = Self.stepper(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
  }

  public init<V: Strideable & BinaryInteger, Label: View>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    stepper = StepperView(value: min(max(Double(value.wrappedValue), -1e9), 1e9))
  }

  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
    stepper = StepperView()
  }

  public init<Label: View>(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    stepper = StepperView()
  }

  /// The model's stepper; a bound as far as `Int.max` is no bound (the button stays enabled).
  static func stepper(_ value: Double, _ minimum: Double, _ maximum: Double) -> StepperView {
    let limit = 1e9
    return StepperView(
      value: min(max(value, -limit), limit), minimum: minimum < -limit ? nil : minimum,
      maximum: maximum > limit ? nil : maximum)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Stepper")
    return [.view(ViewNode(stepper, try inner.lowerControlLabel(label).map { [$0] } ?? []))]
  }
}

extension SwiftUI { public typealias Stepper = ListShotUI.Stepper }
