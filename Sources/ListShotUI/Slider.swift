import ListShotModel

/// `Slider(value: $volume, in: 0...100) { Text("Volume") } minimumValueLabel: { … }
/// maximumValueLabel: { … }`: the track filled to the value and the thumb, the value labels at
/// its ends. The label is for VoiceOver, as on iOS; the step and the editing callback only act
/// in an app.
public struct Slider: View, PrimitiveView {
  public typealias Body = Never
  let slider: SliderView
  let ends: (low: any View, high: any View)?

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    slider = Self.slider(value.wrappedValue, bounds)
    ends = nil
  }

  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    slider = Self.slider(value.wrappedValue, bounds)
    ends = nil
  }

  public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    slider = Self.slider(value.wrappedValue, bounds)
    ends = (minimumValueLabel(), maximumValueLabel())
  }

  /// The model's slider, its numbers kept within the model's bounds.
  static func slider<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> SliderView {
    func clamped(_ x: V) -> Double { x.isFinite ? min(max(Double(x), -1e9), 1e9) : 0 }
    return SliderView(value: clamped(value), minimum: clamped(bounds.lowerBound), maximum: clamped(bounds.upperBound))
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Slider")
    guard let ends else { return [.view(ViewNode(slider))] }
    let low = try inner.entering("minimumValueLabel").lowerSingle(ends.low) ?? .text("")
    let high = try inner.entering("maximumValueLabel").lowerSingle(ends.high) ?? .text("")
    return [.view(ViewNode(slider, [low, high]))]
  }
}

extension SwiftUI { public typealias Slider = ListShotUI.Slider }
