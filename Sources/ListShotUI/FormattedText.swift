import Foundation
import ListShotModel

// `Text(value, format:)` and `Text(date, style:)`: formatted when the view's body makes the text,
// with the render's pinned locale, time zone, calendar and clock (`ScreenState.now`, read from
// the environment the body is evaluated in), never the machine's.
extension Text {
  /// `Text(price, format: .currency(code: "EUR"))`, `Text(0.25, format: .percent)`,
  /// `Text(date, format: .dateTime.day().month())`, `Text(names, format: .list(type: .and))`:
  /// the format in the render's locale (and, for dates, its time zone and calendar).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    let environment = EnvironmentValues.current
    if format is Date.RelativeFormatStyle || format is Date.ComponentsFormatStyle {
      // Foundation measures these from the machine's clock: refused, not guessed.
      self.init(verbatim: "")
      modifiers.append(
        .refused("format") { context in
          context.error(
            "a relative date format reads the machine's clock, which a picture cannot pin",
            hint: "write Text(date, style: .relative): it is measured from ScreenState.now")
        })
      return
    }
    self.init(verbatim: environment.pinned(format).format(input))
  }

  /// `Text(date, style: .date)`: as iOS writes a date, a time, or the time from or to the
  /// render's clock (`ScreenState.now`).
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: EnvironmentValues.current.string(for: date, style: style))
  }

  /// `Text(start...end)`, `Text(DateInterval(…))`: the range in the render's locale, time zone
  /// and calendar, its date abbreviated and its time short ("Dec 3, 2026, 9:41 – 10:41 AM"; the
  /// form SwiftUI picks was not checked on a device).
  public init(_ dates: ClosedRange<Date>) {
    self.init(DateInterval(start: dates.lowerBound, end: dates.upperBound))
  }

  public init(_ interval: DateInterval) {
    let environment = EnvironmentValues.current
    let style = Date.IntervalFormatStyle(
      date: .abbreviated, time: .shortened, locale: environment.locale, calendar: environment.calendar,
      timeZone: environment.timeZone)
    self.init(verbatim: style.format(interval.start..<interval.end))
  }

  /// `Text(date, style:)`'s styles, with iOS's forms: "June 9, 2025", "9:41 AM",
  /// "2 hours, 5 minutes", "+2 hours", "2:05:00".
  public enum DateStyle: Hashable, Sendable { case date, time, relative, offset, timer }
}

extension EnvironmentValues {
  /// `format` in this environment's locale, and for dates its time zone and calendar.
  func pinned<F: FormatStyle>(_ format: F) -> F {
    var format = format.locale(locale)
    if var date = format as? Date.FormatStyle {
      date.timeZone = timeZone
      date.calendar = calendar
      format = date as! F
    } else if var iso = format as? Date.ISO8601FormatStyle {
      iso.timeZone = timeZone
      format = iso as! F
    }
    return format
  }

  func string(for date: Date, style: Text.DateStyle) -> String {
    let seconds = date.timeIntervalSince(now)
    let duration = Duration.seconds(Int64(abs(seconds).rounded()))
    let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
    switch style {
    case .date: return pinned(Date.FormatStyle(date: .long, time: .omitted)).format(date)
    case .time: return pinned(Date.FormatStyle(date: .omitted, time: .shortened)).format(date)
    case .relative:
      return duration.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2).locale(locale))
    case .offset:
      let magnitude = duration.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1).locale(locale))
      return (seconds < 0 ? "-" : "+") + magnitude
    case .timer:
      let pattern: Duration.TimeFormatStyle.Pattern = abs(seconds) < 3600 ? .minuteSecond : .hourMinuteSecond
      return duration.formatted(.time(pattern: pattern).locale(locale))
    }
  }
}
