import Foundation

// A number's, a list's and a duration's `.formatted(…)` in app code, in the render's locale
// (`ScreenState(locale:)`, en_US by default) rather than the machine's, as `PinnedClock` does
// for dates: `count.formatted()`, `price.formatted(.currency(code: "EUR"))`,
// `ratio.formatted(.percent)`, `bytes.formatted(.byteCount(style: .file))`,
// `names.formatted(.list(type: .or))`, `duration.formatted(.time(pattern: .minuteSecond))`.
//
// The forms that take a style are declared for the style's own type, which Swift prefers to
// Foundation's generic `formatted<S: FormatStyle>(_:)`: they win in every file, one that
// imports Foundation too included (tried: the call is not ambiguous, and it is pinned). The
// forms without an argument have Foundation's exact signature, so, as in `PinnedClock`, they
// are `@_disfavoredOverload`: pinned in a file that imports only ListShotUI, the machine's
// locale in one that imports Foundation itself. Foundation on Linux has no
// `Measurement.formatted`, so there is none to pin.

extension BinaryInteger {
  /// `count.formatted()`: the integer with the render's grouping ("1,234" in en_US).
  @_disfavoredOverload public func formatted() -> String {
    IntegerFormatStyle<Self>(locale: EnvironmentValues.current.locale).format(self)
  }
  public func formatted(_ format: IntegerFormatStyle<Self>) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: IntegerFormatStyle<Self>.Percent) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: IntegerFormatStyle<Self>.Currency) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
}

extension Int64 {
  /// `bytes.formatted(.byteCount(style: .file))`: "16.46 GB", "16,46 Go" in fr_FR.
  public func formatted(_ format: ByteCountFormatStyle) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
}

extension BinaryFloatingPoint {
  /// `value.formatted()`: the number with the render's decimal separator and grouping.
  @_disfavoredOverload public func formatted() -> String {
    FloatingPointFormatStyle<Self>(locale: EnvironmentValues.current.locale).format(self)
  }
  public func formatted(_ format: FloatingPointFormatStyle<Self>) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: FloatingPointFormatStyle<Self>.Percent) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: FloatingPointFormatStyle<Self>.Currency) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
}

extension Decimal {
  @_disfavoredOverload public func formatted() -> String {
    Decimal.FormatStyle(locale: EnvironmentValues.current.locale).format(self)
  }
  public func formatted(_ format: Decimal.FormatStyle) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: Decimal.FormatStyle.Percent) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: Decimal.FormatStyle.Currency) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
}

extension Sequence where Element == String {
  /// `names.formatted()`: "A, B, and C" in en_US, "A, B et C" in fr_FR.
  @_disfavoredOverload public func formatted() -> String {
    ListFormatStyle<StringStyle, Self>.list(type: .and, width: .standard).locale(EnvironmentValues.current.locale)
      .format(self)
  }
  public func formatted(_ format: ListFormatStyle<StringStyle, Self>) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
}

extension Duration {
  public func formatted(_ format: Duration.TimeFormatStyle) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
  public func formatted(_ format: Duration.UnitsFormatStyle) -> String {
    EnvironmentValues.current.pinned(format).format(self)
  }
}
