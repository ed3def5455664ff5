import Foundation

// What app code reads of the machine's clock, locale, time zone and calendar, pinned to the
// render's (`ScreenState(now:timeZone:locale:)`: 2025-06-09 09:41 UTC and en_US by default), so
// that a golden never depends on the machine it was recorded on: `Date.now`, `Date()`,
// `Locale.current`, `TimeZone.current`, `Calendar.current` (and their `autoupdatingCurrent`),
// a date's `.formatted()`, `.formatted(date:time:)` and `.formatted(style)`, and
// `ByteCountFormatter.string(fromByteCount:countStyle:)`, read in a view's body, in its
// properties' initial values or in a model it creates (numbers and lists: `PinnedFormats`).
//
// These declarations shadow Foundation's for code that imports ListShotUI: Swift prefers the
// declaration of a module over the same one of a module it imports (checked by
// PinnedClockTests, which would not compile as written if the two were ambiguous). In a file
// that imports Foundation itself beside ListShotUI both are visible, and those with
// Foundation's exact signature are marked `@_disfavoredOverload`, so that Foundation's is
// chosen (the machine's) rather than the call being ambiguous: code that compiled keeps
// compiling. `formatted(_: Date.FormatStyle)` is declared for the style's own type, which Swift
// prefers to Foundation's generic form, so it is pinned there too. Code that does not import
// ListShotUI (Foundation's inside: `DateFormatter()`, a `ByteCountFormatter` instance) still
// reads the machine's. docs/swiftui.md says so.
//
// The values are those of the body being evaluated (`EnvironmentValues.current`); outside a
// render, the defaults.

extension Date {
  /// The render's clock (`ScreenState.now`), not the machine's.
  @_disfavoredOverload public static var now: Date { EnvironmentValues.current.now }

  /// `Date()`: the render's clock, as `Date.now`.
  @_disfavoredOverload public init() { self = EnvironmentValues.current.now }

  /// `date.formatted()`: numeric date and short time, in the render's locale and time zone.
  @_disfavoredOverload public func formatted() -> String {
    formatted(Date.FormatStyle(date: .numeric, time: .shortened))
  }

  /// `date.formatted(date: .abbreviated, time: .omitted)` in the render's locale and time zone.
  @_disfavoredOverload public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle)
    -> String
  {
    formatted(Date.FormatStyle(date: date, time: time))
  }

  /// `date.formatted(.dateTime.day().month())` in the render's locale, time zone and calendar,
  /// in every file (a form for the style's own type: Swift prefers it to Foundation's generic
  /// one, so it wins where Foundation is imported too, as `PinnedFormats`' do).
  public func formatted(_ format: Date.FormatStyle) -> String { EnvironmentValues.current.pinned(format).format(self) }

  /// Any other date style in the render's locale, time zone and calendar.
  @_disfavoredOverload public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput
  where F.FormatInput == Date {
    EnvironmentValues.current.pinned(format).format(self)
  }
}

extension Locale {
  /// The render's locale (`ScreenState(locale:)`, en_US by default), not the machine's.
  @_disfavoredOverload public static var current: Locale { EnvironmentValues.current.locale }
  @_disfavoredOverload public static var autoupdatingCurrent: Locale { EnvironmentValues.current.locale }
}

extension TimeZone {
  /// The render's time zone (`ScreenState(timeZone:)`, UTC by default), not the machine's.
  @_disfavoredOverload public static var current: TimeZone { EnvironmentValues.current.timeZone }
  @_disfavoredOverload public static var autoupdatingCurrent: TimeZone { EnvironmentValues.current.timeZone }
}

extension Calendar {
  /// The render's calendar: Gregorian, in its locale and time zone.
  @_disfavoredOverload public static var current: Calendar { EnvironmentValues.current.calendar }
  @_disfavoredOverload public static var autoupdatingCurrent: Calendar { EnvironmentValues.current.calendar }
}

extension ByteCountFormatter {
  /// `ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)`: "16.46 GB" in the
  /// render's locale ("16,46 Go" in fr_FR), as Foundation's byte count format style writes it.
  @_disfavoredOverload
  public class func string(fromByteCount byteCount: Int64, countStyle: ByteCountFormatter.CountStyle) -> String {
    let style: ByteCountFormatStyle.Style
    switch countStyle {
    case .file: style = .file
    case .memory: style = .memory
    case .decimal: style = .decimal
    case .binary: style = .binary
    @unknown default: style = .file
    }
    return byteCount.formatted(ByteCountFormatStyle(style: style, locale: EnvironmentValues.current.locale))
  }
}
