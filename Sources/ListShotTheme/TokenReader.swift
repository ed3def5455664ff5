import ListShotCore

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

  /// The value at `path` as `decode` reads it, or nil after noting the token as missing or,
  /// when `decode` gives nil, of the wrong type (`expected` names the type it needs).
  mutating func read<Value>(_ path: String, expected: String, _ decode: (TokenValue) -> Value?)
    -> Value?
  {
    guard let token = token(path) else { return nil }
    guard let value = decode(token.value) else {
      errors.append(
        ThemeDiagnostics.wrongType(path, found: token.value.type, expected: expected, file: token.source))
      return nil
    }
    return value
  }

  /// `make()`, with this reader as the one every `Token` declaration created meanwhile reads
  /// from (on this thread only): `reader.reading(SemanticColors.init)`.
  mutating func reading<Group>(_ make: () -> Group) -> Group {
    let scope = Scope(self)
    let group = Self.$current.withValue(scope, operation: make)
    self = scope.reader
    return group
  }

  /// The reader of the innermost `reading(_:)` on this thread.
  @TaskLocal static var current: Scope?

  /// The reader while `reading(_:)` runs. Unchecked `Sendable`: it is made, used and
  /// dropped on one thread, inside one synchronous `withValue`.
  final class Scope: @unchecked Sendable {
    var reader: TokenReader

    init(_ reader: TokenReader) { self.reader = reader }

    func read<Value>(_ path: String, expected: String, _ decode: (TokenValue) -> Value?) -> Value? {
      reader.read(path, expected: expected, decode)
    }
  }

  /// Notes an error found while reading, e.g. a bad `$extensions` setting.
  mutating func note(_ error: ListShotError) { errors.append(error) }

  /// The token at `path`, or nil after noting it as missing (unless it failed earlier).
  mutating func token(_ path: String) -> TypedToken? {
    if let token = tokens[path] { return token }
    if !failed.contains(path) {
      errors.append(ThemeDiagnostics.missingToken(path, file: file, enclosingToken: enclosingToken(of: path)))
    }
    return nil
  }

  /// The nearest token whose path is a prefix of `path`'s: a group replaced by a token.
  private func enclosingToken(of path: String) -> String? {
    var prefix = Substring(path)
    while let dot = prefix.lastIndex(of: ".") {
      prefix = prefix[..<dot]
      let candidate = String(prefix)
      if tokens[candidate] != nil || failed.contains(candidate) { return candidate }
    }
    return nil
  }
}
