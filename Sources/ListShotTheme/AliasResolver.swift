import ListShotCore

/// Stage 3, *resolve aliases*: replaces every `{group.token}` reference by the target's
/// resolved value, following chains.
///
/// A reference may be a token's whole `$value` (the token then also takes the target's type
/// when it declares none) or a member of a composite value. A cycle is reported once, naming
/// every token in it in order (`a -> b -> a`); tokens that depend on a failed token fail
/// quietly, so one mistake gives one error.
struct AliasResolver {
  let set: TokenSet
  /// False for abstract sets, whose references point into files that extend them.
  let reportsUnknownAliases: Bool

  private(set) var resolved: [String: TokenDefinition] = [:]
  private(set) var failed: Set<String> = []
  private(set) var errors: [ListShotError] = []
  private var stack: [String] = []

  init(_ set: TokenSet, reportsUnknownAliases: Bool = true) {
    self.set = set
    self.reportsUnknownAliases = reportsUnknownAliases
  }

  /// `"{color.action.selected}"` → `color.action.selected`; nil for anything else.
  static func target(of value: JSONValue) -> String? {
    guard let text = value.stringValue, text.count > 2, text.first == "{", text.last == "}"
    else { return nil }
    let inner = text.dropFirst().dropLast()
    return inner.contains(where: { $0 == "{" || $0 == "}" }) ? nil : String(inner)
  }

  mutating func resolveAll() {
    for path in set.definitions.keys.sorted() { _ = resolve(path) }
  }

  @discardableResult
  mutating func resolve(_ path: String) -> TokenDefinition? {
    if let done = resolved[path] { return done }
    if failed.contains(path) { return nil }
    if let start = stack.firstIndex(of: path) {
      let cycle = Array(stack[start...]) + [path]
      errors.append(ThemeDiagnostics.aliasCycle(cycle, file: set.definitions[cycle[0]]!.source))
      failed.formUnion(cycle)
      return nil
    }
    guard var definition = set.definitions[path] else { return nil }
    stack.append(path)
    defer { stack.removeLast() }
    guard let value = substitute(definition.value, in: definition, topLevel: true) else {
      failed.insert(path)
      return nil
    }
    if definition.type == nil, let target = Self.target(of: definition.value) {
      definition.type = resolved[target]?.type
    }
    definition.value = value
    resolved[path] = definition
    return definition
  }

  private mutating func substitute(_ value: JSONValue, in token: TokenDefinition, topLevel: Bool)
    -> JSONValue?
  {
    switch value {
    case .string:
      guard let target = Self.target(of: value) else { return value }
      guard set.definitions[target] != nil else {
        if reportsUnknownAliases {
          errors.append(
            ThemeDiagnostics.unknownAlias(
              target, in: token.path, file: token.source, known: set.definitions.keys.sorted()))
        }
        return nil
      }
      guard let found = resolve(target) else { return nil }
      // Inside a composite, a dimension token keeps its meaning even when written as a
      // bare number, so `lineHeight` cannot mistake it for a multiplier.
      if !topLevel, found.type == "dimension", case .number(let number) = found.value {
        return .object(["value": .number(number), "unit": .string("px")])
      }
      return found.value
    case .object(let members):
      var out: [String: JSONValue] = [:]
      for key in members.keys.sorted() {
        guard let member = substitute(members[key]!, in: token, topLevel: false) else { return nil }
        out[key] = member
      }
      return .object(out)
    case .array(let items):
      var out: [JSONValue] = []
      for item in items {
        guard let member = substitute(item, in: token, topLevel: false) else { return nil }
        out.append(member)
      }
      return .array(out)
    case .number, .bool, .null:
      return value
    }
  }
}
