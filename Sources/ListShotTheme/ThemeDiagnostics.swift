import ListShotCore

/// Every error text the theme stages produce, in one place so the wording stays exact and
/// stable: each message starts with what is wrong, then names the token path.
enum ThemeDiagnostics {
  static let supportedTypes = [
    "color", "dimension", "fontFamily", "fontWeight", "iosTextStyle", "number", "typography",
  ]

  static func at(_ file: String, _ path: String?) -> SourceLocation {
    SourceLocation(file: file, path: path)
  }

  static func unknownTheme(
    _ name: String, known: [String], file: String? = nil, path: String? = nil
  )
    -> ListShotError
  {
    let suggestion = closestMatch(to: name, in: known)
    return ListShotError(
      .badInput, at: file.map { at($0, path) }, "unknown theme \"\(name)\"",
      expected: "one of: " + known.joined(separator: ", "),
      hint: suggestion.map { "did you mean \"\($0)\"?" })
  }

  static func notATheme(_ name: String, file: String, known: [String]) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, nil), "\"\(name)\" is a shared token set, not a theme",
      expected: "one of: " + known.joined(separator: ", "))
  }

  static func extendsCycle(_ files: [String], file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, "extends"), "extends cycle: " + files.joined(separator: " -> "))
  }

  static func extendsTooDeep(file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, "extends"),
      "the extends chain is more than \(Limits.maxExtendsDepth) files deep",
      expected: "a theme that extends a few files (real themes use 1 to 3 levels)")
  }

  static func tooManyFiles(file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, "extends"),
      "the theme is made of more than \(Limits.maxThemeFiles) files through extends",
      expected: "a theme that extends a few files")
  }

  static func badSetting(_ path: String, _ value: JSONValue, expected: String, file: String)
    -> ListShotError
  {
    ListShotError(
      .badInput, at: at(file, path), "bad value \(value.text) for \(path)", expected: expected)
  }

  static func unknownProperty(_ key: String, in group: String, file: String) -> ListShotError {
    let place = group.isEmpty ? "the top level" : group
    return ListShotError(
      .badInput, at: at(file, group.isEmpty ? nil : group), "unknown property \(key) in \(place)",
      expected: "$value, $type, $description, $extensions or $deprecated")
  }

  static func badName(_ name: String, in group: String, file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, group.isEmpty ? nil : group), "bad token name \"\(name)\"",
      expected: "a name without '.', '{' or '}' that does not start with '$'")
  }

  static func notATokenOrGroup(_ path: String, _ value: JSONValue, file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, path), "\(path) is neither a token nor a group",
      expected: "an object with $value (a token) or an object of tokens (a group)")
  }

  static func aliasCycle(_ paths: [String], file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, paths.first), "alias cycle: " + paths.joined(separator: " -> "))
  }

  static func aliasTooDeep(_ paths: [String], file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, paths.first),
      "alias chain longer than \(Limits.maxAliasDepth) links: \(paths.prefix(3).joined(separator: " -> ")) -> … -> \(paths.last!)"
    )
  }

  static func unknownAlias(_ target: String, in path: String, file: String, known: [String])
    -> ListShotError
  {
    let suggestion = closestMatch(to: target, in: known)
    return ListShotError(
      .badInput, at: at(file, path), "unknown alias {\(target)} in \(path)",
      hint: suggestion.map { "did you mean {\($0)}?" })
  }

  /// A token given another type than the tokens that alias it (in an earlier file) expect.
  static func retypedTarget(
    _ path: String, type: String, file: String, aliasedBy alias: String, as aliasType: String, in aliasFile: String
  ) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, path),
      "\(path) is a \(type) here, but \(alias) (\(fileName(aliasFile))) is a \(aliasType) that aliases it",
      expected: "a \(aliasType), or a new token for the \(type)")
  }

  /// An alias whose target (in an earlier file) has another type.
  static func aliasOfAnotherType(
    _ path: String, type: String, file: String, target: String, targetType: String, in targetFile: String
  ) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, path),
      "\(path) is a \(type) that aliases \(target), a \(targetType) (\(fileName(targetFile)))",
      expected: "an alias of a \(type) token")
  }

  private static func fileName(_ file: String) -> String { file.split(separator: "/").last.map(String.init) ?? file }

  static func missingType(_ path: String, file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, path), "missing $type for \(path)",
      expected: "a $type on the token or on one of its groups")
  }

  static func unsupportedType(_ type: String, in path: String, file: String) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, path), "unsupported $type \"\(type)\" in \(path)",
      expected: "one of: " + supportedTypes.joined(separator: ", "))
  }

  /// `bad colour "#12345" in color.x; expected #RRGGBB or #RRGGBBAA` and its siblings.
  static func badValue(
    _ what: String, _ value: JSONValue, in path: String, expected: String, file: String
  )
    -> ListShotError
  {
    ListShotError(
      .badInput, at: at(file, path), "bad \(what) \(value.text) in \(path)", expected: expected)
  }

  static func missingMember(
    _ member: String, in path: String, file: String,
    expected: String = "fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"
  ) -> ListShotError {
    ListShotError(.badInput, at: at(file, path), "missing \(member) in \(path)", expected: expected)
  }

  /// `enclosingToken`: a token at a prefix of `path` (a group the theme replaced by a token).
  static func missingToken(_ path: String, file: String, enclosingToken: String? = nil) -> ListShotError {
    ListShotError(
      .badInput, at: at(file, path), "missing required token \(path)",
      hint: enclosingToken.map {
        "\($0) is a token in this theme, and a token holds no other tokens: make \($0) a group again"
      })
  }

  static func wrongType(_ path: String, found: String, expected: String, file: String)
    -> ListShotError
  {
    ListShotError(
      .badInput, at: at(file, path), "wrong type \(found) for \(path)", expected: expected)
  }
}
