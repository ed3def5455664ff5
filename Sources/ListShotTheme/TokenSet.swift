import ListShotCore

/// One token as written in a file, before aliases are followed.
struct TokenDefinition: Sendable, Equatable {
  var path: String
  var value: JSONValue
  /// The token's own `$type`, or the nearest one declared on its groups in the same tree.
  var type: String?
  var description: String?
  var extensions: JSONValue?
  /// The file whose layer set `value`, for error locations.
  var source: String
}

/// A flat map from dotted token path to definition: what one token tree holds, and what
/// the merge stage builds by laying trees over each other.
struct TokenSet: Sendable {
  var definitions: [String: TokenDefinition] = [:]
  /// `$type` declared on groups, by group path ("" for the root), for tokens that get no
  /// type from their own tree: e.g. a scheme context adding a token to a group typed in the
  /// base.
  var groupTypes: [String: String] = [:]

  static let tokenProperties: Set = [
    "$value", "$type", "$description", "$extensions", "$deprecated",
  ]
  static let groupProperties: Set = ["$type", "$description", "$extensions", "$deprecated"]

  /// Flattens a DTCG tree. An object with `$value` is a token; any other object is a group,
  /// whose `$type` its tokens inherit.
  init(tree: [String: JSONValue], source: String, errors: inout [ListShotError]) {
    collect(tree, prefix: "", inheritedType: nil, source: source, errors: &errors)
  }

  init() {}

  private mutating func collect(
    _ group: [String: JSONValue], prefix: String, inheritedType: String?, source: String,
    errors: inout [ListShotError]
  ) {
    let groupPath = prefix.isEmpty ? "" : String(prefix.dropLast())
    var type = inheritedType
    if let declared = group["$type"] {
      if let text = declared.stringValue {
        type = text
        groupTypes[groupPath] = text
      } else {
        errors.append(
          ThemeDiagnostics.badSetting(
            groupPath.isEmpty ? "$type" : groupPath + ".$type", declared, expected: "a type name",
            file: source))
      }
    }
    for key in group.keys.sorted() {
      let child = group[key]!
      if key.hasPrefix("$") {
        if !Self.groupProperties.contains(key) {
          errors.append(ThemeDiagnostics.unknownProperty(key, in: groupPath, file: source))
        }
        continue
      }
      guard !key.isEmpty, !key.contains(where: { ".{}".contains($0) }) else {
        errors.append(ThemeDiagnostics.badName(key, in: groupPath, file: source))
        continue
      }
      let path = prefix + key
      guard let members = child.objectValue else {
        errors.append(ThemeDiagnostics.notATokenOrGroup(path, child, file: source))
        continue
      }
      guard let value = members["$value"] else {
        collect(members, prefix: path + ".", inheritedType: type, source: source, errors: &errors)
        continue
      }
      for property in members.keys.sorted() where !Self.tokenProperties.contains(property) {
        errors.append(ThemeDiagnostics.unknownProperty(property, in: path, file: source))
      }
      definitions[path] = TokenDefinition(
        path: path, value: value, type: members["$type"]?.stringValue ?? type,
        description: members["$description"]?.stringValue, extensions: members["$extensions"],
        source: source)
    }
  }

  /// Lays `layer` over this set; the layer wins. A token that redefines only `$value` keeps
  /// the `$type` and `$description` it had; its `$extensions` describe the old value and go
  /// unless the layer gives new ones. A token replaces a group at its path and vice versa.
  mutating func overlay(_ layer: TokenSet) {
    groupTypes.merge(layer.groupTypes) { _, new in new }
    // A new token replaces the group at its path: drop every existing token below it. One
    // pass over the existing tokens, looking up each one's ancestors, keeps this linear in
    // the number of tokens (a scan per new token made 100,000 tokens take minutes). The
    // ancestors are looked up as slices of the path, not as an array of new strings: with the
    // look's tokens under every theme, those arrays were most of the merge's cost, and the
    // merge the largest part of what the look added to a one-variant render's start-up (perf;
    // docs/performance.md, "The look's cost").
    let newPaths = Set(layer.definitions.keys.filter { definitions[$0] == nil }.map { Substring($0) })
    if !newPaths.isEmpty {
      for existing in Array(definitions.keys) where Self.hasAncestor(existing, in: newPaths) {
        definitions[existing] = nil
      }
    }
    for path in layer.definitions.keys.sorted() {
      var incoming = layer.definitions[path]!
      var ancestor = Substring(path)
      while let dot = ancestor.lastIndex(of: ".") {
        ancestor = ancestor[..<dot]
        definitions[String(ancestor)] = nil
      }
      if let old = definitions[path] {
        incoming.type = incoming.type ?? old.type
        incoming.description = incoming.description ?? old.description
      }
      definitions[path] = incoming
    }
  }

  /// Whether one of `path`'s ancestors (`a.b` and `a` for `a.b.c`) is in `paths`.
  static func hasAncestor(_ path: String, in paths: Set<Substring>) -> Bool {
    var ancestor = Substring(path)
    while let dot = ancestor.lastIndex(of: ".") {
      ancestor = ancestor[..<dot]
      if paths.contains(ancestor) { return true }
    }
    return false
  }

  /// Gives each untyped token the `$type` of its nearest group typed in any layer.
  mutating func inheritGroupTypes() {
    for (path, definition) in definitions where definition.type == nil {
      var group = path
      while let dot = group.lastIndex(of: ".") {
        group = String(group[..<dot])
        if let type = groupTypes[group] {
          definitions[path]!.type = type
          break
        }
      }
      if definitions[path]!.type == nil { definitions[path]!.type = groupTypes[""] }
    }
  }
}
