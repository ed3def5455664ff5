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
    // the number of tokens (a scan per new token made 100,000 tokens take minutes).
    let newPaths = Set(layer.definitions.keys.filter { definitions[$0] == nil })
    if !newPaths.isEmpty {
      for existing in Array(definitions.keys) where Self.ancestors(of: existing).contains(where: newPaths.contains) {
        definitions[existing] = nil
      }
    }
    for path in layer.definitions.keys.sorted() {
      var incoming = layer.definitions[path]!
      for ancestor in Self.ancestors(of: path) { definitions[ancestor] = nil }
      if let old = definitions[path] {
        incoming.type = incoming.type ?? old.type
        incoming.description = incoming.description ?? old.description
      }
      definitions[path] = incoming
    }
  }

  /// `a.b.c` → `a.b`, `a`.
  static func ancestors(of path: String) -> [String] {
    var result: [String] = []
    var ancestor = Substring(path)
    while let dot = ancestor.lastIndex(of: ".") {
      ancestor = ancestor[..<dot]
      result.append(String(ancestor))
    }
    return result
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
