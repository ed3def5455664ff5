import ListShotCore

/// Stage 3, *resolve aliases*: replaces every `{group.token}` reference by the target's
/// resolved value, following chains.
///
/// A reference may be a token's whole `$value` (the token then also takes the target's type
/// when it declares none) or a member of a composite value. A cycle is reported once, naming
/// every token in it in order (`a -> b -> a`); a chain longer than `Limits.maxAliasDepth`
/// links is reported once too; tokens that depend on a failed token fail quietly, so one
/// mistake gives one error.
///
/// The walk is iterative (an explicit stack, not recursion), so no chain length can exhaust
/// the thread's stack, and each token is resolved once, so the time grows linearly with the
/// number of tokens and references.
struct AliasResolver {
  let set: TokenSet
  /// False for abstract sets, whose references point into files that extend them.
  let reportsUnknownAliases: Bool
  /// The files of the chain, base first: of a token and the token it aliases, the one set by
  /// the later file is the one that changed, so a type mismatch is reported there.
  let layers: [String]

  private(set) var resolved: [String: TokenDefinition] = [:]
  private(set) var failed: Set<String> = []
  private(set) var errors: [ListShotError] = []
  /// Unknown aliases reported with a "did you mean" hint; past this many, without one (the
  /// hint compares the name with every token).
  private static let hintedUnknownAliases = 20
  private var unknownAliasCount = 0
  private lazy var knownPaths: [String] = set.definitions.keys.sorted()
  /// Tokens already reported as retyped under their aliases: one mistake, one error.
  private var retyped: Set<String> = []

  init(_ set: TokenSet, reportsUnknownAliases: Bool = true, layers: [String] = []) {
    self.set = set
    self.reportsUnknownAliases = reportsUnknownAliases
    self.layers = layers
  }

  /// `"{color.action.selected}"` → `color.action.selected`; nil for anything else.
  static func target(of value: JSONValue) -> String? {
    guard let text = value.stringValue, text.count > 2, text.first == "{", text.last == "}"
    else { return nil }
    let inner = text.dropFirst().dropLast()
    return inner.contains(where: { $0 == "{" || $0 == "}" }) ? nil : String(inner)
  }

  /// Every alias target inside `value`, in order (an explicit stack: the JSON depth is
  /// bounded by the parser, but no recursion is needed).
  static func targets(in value: JSONValue) -> [String] {
    var found: [String] = []
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .string: if let target = target(of: next) { found.append(target) }
      case .object(let members): pending += members.keys.sorted(by: >).map { members[$0]! }
      case .array(let items): pending += items.reversed()
      case .number, .bool, .null: break
      }
    }
    return found
  }

  mutating func resolveAll() {
    for path in set.definitions.keys.sorted() { resolve(path) }
  }

  /// Resolves `path` and everything it depends on, depth first with an explicit stack.
  mutating func resolve(_ path: String) {
    guard resolved[path] == nil, !failed.contains(path), set.definitions[path] != nil else { return }
    // Each frame: a token, its targets, and how many of them are done.
    var stack: [(path: String, targets: [String], next: Int)] = []
    var onStack: [String: Int] = [:]
    func push(_ path: String) {
      onStack[path] = stack.count
      stack.append((path, Self.targets(in: set.definitions[path]!.value), 0))
    }
    push(path)
    while let top = stack.last {
      if top.next < top.targets.count {
        let target = top.targets[top.next]
        stack[stack.count - 1].next += 1
        if resolved[target] != nil || failed.contains(target) { continue }
        guard set.definitions[target] != nil else { continue }  // reported when substituted
        if let start = onStack[target] {
          let cycle = stack[start...].map(\.path) + [target]
          errors.append(ThemeDiagnostics.aliasCycle(cycle, file: set.definitions[cycle[0]]!.source))
          failAll(stack[start...].map(\.path), &stack, &onStack)
          continue
        }
        guard stack.count < Limits.maxAliasDepth else {
          let chain = stack.map(\.path) + [target]
          errors.append(ThemeDiagnostics.aliasTooDeep(chain, file: set.definitions[chain[0]]!.source))
          failAll(stack.map(\.path), &stack, &onStack)
          continue
        }
        push(target)
        continue
      }
      stack.removeLast()
      onStack[top.path] = nil
      finish(top.path)
    }
  }

  /// Marks `paths` failed; their frames stay on the stack and finish as failed.
  private mutating func failAll(
    _ paths: [String], _ stack: inout [(path: String, targets: [String], next: Int)], _ onStack: inout [String: Int]
  ) {
    failed.formUnion(paths)
    for index in stack.indices where failed.contains(stack[index].path) {
      stack[index].next = stack[index].targets.count
    }
  }

  /// Substitutes the resolved targets into `path`'s value (all of them are done by now).
  private mutating func finish(_ path: String) {
    guard !failed.contains(path), var definition = set.definitions[path] else { return }
    guard let value = substitute(definition.value, in: definition, topLevel: true) else {
      failed.insert(path)
      return
    }
    if let target = Self.target(of: definition.value), let found = resolved[target] {
      if definition.type == nil {
        definition.type = found.type
      } else if let type = definition.type, let targetType = found.type, type != targetType {
        // DTCG: an alias takes its target's type. Without this check the value would fail
        // validation as the alias's type, reported on a token the user never wrote.
        reportMismatch(alias: definition, type: type, target: found, targetType: targetType)
        failed.insert(path)
        return
      }
    }
    definition.value = value
    resolved[path] = definition
  }

  /// Reports an alias whose target has another type, at whichever of the two a later file of
  /// the chain set (the alias when both come from one file).
  private mutating func reportMismatch(
    alias: TokenDefinition, type: String, target: TokenDefinition, targetType: String
  ) {
    func layer(_ file: String) -> Int { layers.firstIndex(of: file) ?? -1 }
    if layer(target.source) > layer(alias.source) {
      guard retyped.insert(target.path).inserted else { return }
      errors.append(
        ThemeDiagnostics.retypedTarget(
          target.path, type: targetType, file: target.source, aliasedBy: alias.path, as: type, in: alias.source))
    } else {
      errors.append(
        ThemeDiagnostics.aliasOfAnotherType(
          alias.path, type: type, file: alias.source, target: target.path, targetType: targetType,
          in: target.source))
    }
  }

  private mutating func substitute(_ value: JSONValue, in token: TokenDefinition, topLevel: Bool)
    -> JSONValue?
  {
    switch value {
    case .string:
      guard let target = Self.target(of: value) else { return value }
      guard set.definitions[target] != nil else {
        if reportsUnknownAliases {
          unknownAliasCount += 1
          errors.append(
            ThemeDiagnostics.unknownAlias(
              target, in: token.path, file: token.source,
              known: unknownAliasCount <= Self.hintedUnknownAliases ? knownPaths : []))
        }
        return nil
      }
      guard let found = resolved[target] else { return nil }
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
