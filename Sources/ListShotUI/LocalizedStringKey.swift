import Foundation
import ListShotModel

/// A string literal given to `Text` (`Text("**Done** \(count)")`): its text, with the Markdown
/// SwiftUI reads in it (`TextMarkdown`). ListShot has no strings tables: the key is the text.
/// Interpolated values are written as SwiftUI writes them (`\(3.5)` is "3.500000", as
/// `%lf` prints it; `\(price, format: .currency(code: "EUR"))` in the render's locale).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let key: String

  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ string: String) { text += string }
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    public mutating func appendInterpolation(_ value: Double) { text += String(format: "%lf", value) }
    public mutating func appendInterpolation(_ value: Float) { text += String(format: "%f", Double(value)) }
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += EnvironmentValues.current.pinned(format).format(input)
    }
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      text += EnvironmentValues.current.string(for: date, style: style)
    }
  }
}

/// `LocalizedStringResource`: a key (and its default value) an app localizes; its text here.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
  let key: String

  /// (A `StaticString` key, as Foundation's: `Text(.init(markdown))` with a `String` is then
  /// only a `LocalizedStringKey`.)
  public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
    self.key = defaultValue ?? "\(key)"
  }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }
}

extension String {
  /// `String(localized: "Inbox")`: the key's text (ListShot reads no strings tables).
  public init(
    localized key: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
    comment: StaticString? = nil
  ) {
    self = key.key
  }

  public init(localized resource: LocalizedStringResource) { self = resource.key }
}

extension Text {
  /// `Text("Hello **world**")`, `Text("\(count) items")`: the key's text, its Markdown drawn.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    self = TextMarkdown.text(key.key)
  }

  public init(_ resource: LocalizedStringResource) { self = TextMarkdown.text(resource.key) }
}
