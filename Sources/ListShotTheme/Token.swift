import ListShotCore

/// One theme token, declared once: its DTCG path and its typed value.
///
///     @Token("color.action.selected") public var actionSelected: Color
///
/// `actionSelected` is the colour; `$actionSelected` is the whole `Token<Color>`, path and
/// value together, for whatever must say where a value came from ("this orange is
/// `color.action.selected`").
///
/// The value is read when the struct holding the declaration is created inside
/// `TokenReader.reading(_:)` (stage 5, `Theme.build`): declarations are read in the order
/// they are written, and a missing or mistyped token is noted by the reader. Created
/// anywhere else (a theme built in code), a token starts empty (`.clear`, 0, `.empty`) and is
/// set like any other property.
@propertyWrapper
public struct Token<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The literal the declaration names, kept as a `StaticString` so that a theme's tokens
  /// cost no reference counting when themes are copied.
  private let staticPath: StaticString
  public var wrappedValue: Value

  public var projectedValue: Token<Value> { self }

  /// The token's DTCG path, e.g. `color.action.selected`.
  public var path: String { staticPath.description }

  public init(_ path: StaticString, value: Value) {
    staticPath = path
    wrappedValue = value
  }

  /// The same token with a value derived from its own (an opacity applied): what is drawn
  /// still comes from this token's path.
  public func deriving(_ value: Value) -> Token { Token(staticPath, value: value) }

  /// Reads `path` from the current reader with `decode` (nil: wrong type, named `expected`
  /// in the error), or starts as `empty` when there is no reader or no such token.
  init(
    _ path: StaticString, expected: String, empty: Value, decode: (TokenValue) -> Value?
  ) {
    staticPath = path
    wrappedValue =
      TokenReader.current?.read(path.description, expected: expected, decode) ?? empty
  }

  public static func == (lhs: Token, rhs: Token) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
      && lhs.staticPath.withUTF8Buffer { left in
        rhs.staticPath.withUTF8Buffer { right in left.elementsEqual(right) }
      }
  }
}

extension Token where Value == Color {
  /// A `color` token.
  public init(_ path: StaticString) {
    self.init(path, expected: "color", empty: .clear) { value in
      guard case .color(let color) = value else { return nil }
      return color
    }
  }
}

extension Token where Value == Double {
  /// A length in points (a `dimension`); a `number` token is accepted too.
  public init(_ path: StaticString) {
    self.init(path, expected: "dimension", empty: 0) { value in
      switch value {
      case .dimension(let number), .number(let number): return number
      default: return nil
      }
    }
  }

  /// A plain `number`, such as an opacity.
  public init(number path: StaticString) {
    self.init(path, expected: "number", empty: 0) { value in
      guard case .number(let number) = value else { return nil }
      return number
    }
  }
}

extension Token where Value == TextStyleToken {
  /// A `typography` composite's text style (its family is the theme's brand font).
  public init(_ path: StaticString) {
    self.init(path, expected: "typography", empty: .empty) { value in
      guard case .typography(let typography) = value else { return nil }
      return typography.style
    }
  }
}
