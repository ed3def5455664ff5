import ListShotCore

/// How one property of a typed token struct is filled: the token path it comes from, the
/// type it needs and the key path it goes to. A struct's table of fields is also its list of
/// required tokens.
struct TokenField<Root> {
  let path: String
  let expected: String
  let assign: (inout Root, TokenValue) -> Bool

  static func color(_ path: String, _ keyPath: WritableKeyPath<Root, Color>) -> TokenField {
    TokenField(path: path, expected: "color") { root, value in
      guard case .color(let color) = value else { return false }
      root[keyPath: keyPath] = color
      return true
    }
  }

  /// A length in points; a `number` token is accepted too.
  static func dimension(_ path: String, _ keyPath: WritableKeyPath<Root, Double>) -> TokenField {
    TokenField(path: path, expected: "dimension") { root, value in
      switch value {
      case .dimension(let number), .number(let number): root[keyPath: keyPath] = number
      default: return false
      }
      return true
    }
  }

  static func number(_ path: String, _ keyPath: WritableKeyPath<Root, Double>) -> TokenField {
    TokenField(path: path, expected: "number") { root, value in
      guard case .number(let number) = value else { return false }
      root[keyPath: keyPath] = number
      return true
    }
  }

  static func style(_ path: String, _ keyPath: WritableKeyPath<Root, TextStyleToken>) -> TokenField
  {
    TokenField(path: path, expected: "typography") { root, value in
      guard case .typography(let typography) = value else { return false }
      root[keyPath: keyPath] = typography.style
      return true
    }
  }
}

/// A typed struct filled from a table of token fields.
protocol TokenGroup {
  init()
  static var fields: [TokenField<Self>] { get }
}

/// Stage 5, *typed theme*: reads validated tokens into the typed structs, noting every
/// required token that is missing or of the wrong type.
struct TokenReader {
  let tokens: [String: TypedToken]
  /// Tokens that exist but failed an earlier stage: already reported, not "missing".
  let failed: Set<String>
  /// The theme file, for "missing" errors (a missing token has no file of its own).
  let file: String
  private(set) var errors: [ListShotError] = []

  init(tokens: [String: TypedToken], failed: Set<String>, file: String) {
    self.tokens = tokens
    self.failed = failed
    self.file = file
  }

  mutating func read<Group: TokenGroup>(_ type: Group.Type = Group.self) -> Group {
    var group = Group()
    for field in Group.fields { read(field, into: &group) }
    return group
  }

  mutating func read<Root>(_ field: TokenField<Root>, into root: inout Root) {
    guard let token = token(field.path) else { return }
    if !field.assign(&root, token.value) {
      errors.append(
        ThemeDiagnostics.wrongType(
          field.path, found: token.value.type, expected: field.expected, file: token.source))
    }
  }

  /// The token at `path`, or nil after noting it as missing (unless it failed earlier).
  mutating func token(_ path: String) -> TypedToken? {
    if let token = tokens[path] { return token }
    if !failed.contains(path) { errors.append(ThemeDiagnostics.missingToken(path, file: file)) }
    return nil
  }
}
