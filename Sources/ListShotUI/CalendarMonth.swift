import Foundation
import ListShotModel

/// The month a calendar shows (`MultiDatePicker`, the graphical `DatePicker`), formatted as iOS
/// formats it in the render's locale and time zone: the locale's calendar and first weekday,
/// its month title (`June 2025`, `juin 2025`) and its weekdays' short names upper-cased.
struct CalendarMonth {
  let calendar: Calendar
  let locale: Locale
  /// A moment in the month shown.
  let date: Date

  init(showing date: Date, locale: Locale, timeZone: TimeZone) {
    var calendar = locale.calendar
    calendar.locale = locale
    calendar.timeZone = timeZone
    self.calendar = calendar
    self.locale = locale
    self.date = date
  }

  /// The day of the month of `date`, when it is in this month.
  func day(of date: Date) -> Int? {
    calendar.isDate(date, equalTo: self.date, toGranularity: .month) ? calendar.component(.day, from: date) : nil
  }

  /// The day of the month of `components` (a MultiDatePicker's selection), when they name one
  /// in this month (in their own calendar when they carry one).
  func day(of components: DateComponents) -> Int? {
    guard let date = (components.calendar ?? calendar).date(from: components) else { return nil }
    return day(of: date)
  }

  /// The calendar of this month, with `selected` days and today's from `now`.
  func view(
    selected: [Int], now: Date, selection: CalendarView.Selection, time: String? = nil
  ) -> CalendarView {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("MMMMy")
    let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
    let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
    let first = calendar.firstWeekday - 1
    let symbols = calendar.shortStandaloneWeekdaySymbols
    let weekdays = (0..<7).map { symbols[(first + $0) % 7].uppercased(with: locale) }
    let column = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
    return CalendarView(
      month: formatter.string(from: date), weekdays: weekdays, firstColumn: column,
      days: min(max(days, CalendarView.dayCounts.lowerBound), CalendarView.dayCounts.upperBound),
      selected: Array(Set(selected)).sorted(), today: day(of: now), selection: selection, time: time)
  }
}
