import Foundation
import ListShotModel

/// `MultiDatePicker("Dates", selection: $dates)`: the calendar iOS draws in the row, the month
/// of the render's clock (`ScreenState.now`, as iOS opens on today's month), the selected dates
/// of that month in filled circles. The title is not drawn, as iOS does; the range only limits
/// what an app can choose.
public struct MultiDatePicker: View, PrimitiveView {
  public typealias Body = Never
  let selection: Set<DateComponents>

  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.selection = selection.wrappedValue
  }

  public init<S: StringProtocol, R: RangeExpression<Date>>(
    _ title: S, selection: Binding<Set<DateComponents>>, in range: R
  ) {
    self.selection = selection.wrappedValue
  }

  public init<Label: View>(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.selection = selection.wrappedValue
  }

  public init<Label: View, R: RangeExpression<Date>>(
    selection: Binding<Set<DateComponents>>, in range: R, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let environment = context.environment
    let month = CalendarMonth(showing: environment.now, locale: environment.locale, timeZone: environment.timeZone)
    let days = selection.compactMap(month.day(of:))
    return [.view(ViewNode(month.view(selected: days, now: environment.now, selection: .multiple)))]
  }
}

extension SwiftUI { public typealias MultiDatePicker = ListShotUI.MultiDatePicker }
