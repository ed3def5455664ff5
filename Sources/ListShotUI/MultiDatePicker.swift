import ListShotModel

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

extension SwiftUI { public typealias MultiDatePicker = ListShotUI.MultiDatePicker }
