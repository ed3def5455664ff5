import ListShotAssets
import ListShotCore
import ListShotModel
import Yams

/// A YAML/JSON node together with where it came from, with typed accessors that fail with
/// a `file:line:column` error naming what was expected.
///
/// The spec reader walks these instead of using `Codable`, because every error it reports
/// must point at the exact place in the user's file.
struct SpecNode {
  let node: YAMLNode
  /// Where the node is in the file: `screens[0].rows[2].odsListItem.title`.
  let path: NodePath
  let context: SpecContext
  /// The model value the node becomes, inside the screen being read: see `SourceMap`.
  var anchor: SourceMap.Anchor?

  init(node: YAMLNode, path: NodePath, context: SpecContext, anchor: SourceMap.Anchor? = nil) {
    self.node = node
    self.path = path
    self.context = context
    self.anchor = anchor
    anchor.map { $0.map.record(self, at: $0.path) }
  }

  var location: SourceLocation {
    SourceLocation(file: context.file, line: node.mark?.line, column: node.mark?.column, path: path.description)
  }

  /// The value of `key` in this mapping, as a node of its own.
  func child(_ key: String, _ value: YAMLNode) -> SpecNode {
    SpecNode(node: value, path: path.appending(key), context: context, anchor: anchor?.appending(key))
  }

  /// Item `index` of this list, as a node of its own.
  func element(_ index: Int, _ value: YAMLNode) -> SpecNode {
    SpecNode(node: value, path: path.index(index), context: context, anchor: anchor?.index(index))
  }

  /// This node as the root of a screen whose positions `map` collects.
  func anchored(in map: SourceMap) -> SpecNode {
    SpecNode(node: node, path: path, context: context, anchor: SourceMap.Anchor(map: map, path: .root))
  }

  func error(_ message: String, expected: String? = nil, hint: String? = nil) -> ListShotError {
    ListShotError(.badInput, at: location, message, expected: expected, hint: hint)
  }

  private var kindName: String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
      // An explicit tag (`!!binary`, `!!int x`) is named as written: calling `!!int x` a
      // number, or `!!binary …` a string, would mislead.
      if let tag = scalar.explicitTagMisleads {
        return "a value tagged \(tag) (\"\(scalar.string)\")"
      }
      switch scalar.tagName {
      case .int: return "the number \(scalar.string)"
      case .float: return "the number \(scalar.string)"
      case .bool: return "the boolean \(scalar.string)"
      case .null: return "null"
      default: return "the string \"\(scalar.string)\""
      }
    }
  }

  func typeError(_ expected: String, hint: String? = nil) -> ListShotError {
    error("wrong type for '\(path.lastKey ?? "")': found \(kindName)", expected: expected, hint: hint)
  }

  var isNull: Bool {
    if case .scalar(let scalar) = node, scalar.tagName == .null { return true }
    return false
  }

  func string() throws -> String {
    guard case .scalar(let scalar) = node else { throw typeError("a string") }
    if let tag = scalar.tag, Tag.Name(rawValue: tag) != .str {
      throw typeError("a string", hint: "remove the \(YAMLNode.Scalar.short(tag)) tag to use it as text")
    }
    guard scalar.tagName == .str || !scalar.isPlain else {
      throw typeError("a string", hint: "put it in quotes to use it as text")
    }
    // Scalars first: counting characters (grapheme clusters) is bounded only once they are.
    let text = scalar.string
    let key = path.lastKey ?? ""
    let scalars = text.unicodeScalars.count
    guard scalars <= Limits.maxTextScalars else {
      throw error(
        "'\(key)' is \(scalars) Unicode scalars long (letters, combining marks and joiners each count); the limit is \(Limits.maxTextScalars)"
      )
    }
    var length = 0
    for character in text {
      length += 1
      let marks = character.unicodeScalars.count
      guard marks <= Limits.maxScalarsPerCharacter else {
        throw error(
          "character \(length) of '\(key)' is made of \(marks) Unicode scalars (a letter with its combining marks); the limit is \(Limits.maxScalarsPerCharacter)"
        )
      }
    }
    guard length <= Limits.maxTextLength else {
      throw error("'\(key)' is \(length) characters long; the limit is \(Limits.maxTextLength)")
    }
    return text
  }

  func bool() throws -> Bool {
    guard case .scalar(let scalar) = node, scalar.tagName == .bool,
      let value = Bool.construct(from: Node.Scalar(scalar.string))
    else { throw typeError("true or false") }
    return value
  }

  func sequence() throws -> [SpecNode] {
    guard case .sequence(let sequence) = node else { throw typeError("a list") }
    try context.spend(sequence.count)
    return sequence.enumerated().map { element($0, $1) }
  }

  /// The node as a mapping whose keys are declared in `shape` (see `SpecShapes`); its values are
  /// then read, and checked, against their declarations (`SpecMapping.int(_:)`, `choice(_:)` …).
  /// `alsoAllowing` keys are read only to explain a mistake (a radio item key on a checkbox item).
  func mapping(_ shape: SpecShape, what: String, alsoAllowing extra: [String] = []) throws -> SpecMapping {
    let declared = shape.mappingShape ?? SpecShape()
    return try mapping(allowed: declared.keys + extra, shape: declared, what: what)
  }

  /// The node as a mapping whose keys must all be in `allowed`.
  private func mapping(allowed: [String], shape: SpecShape, what: String) throws -> SpecMapping {
    guard case .mapping(let mapping) = node else { throw typeError("a mapping (\(what))") }
    try context.spend(mapping.count)
    var entries: [(key: String, value: SpecNode)] = []
    for (keyNode, valueNode) in mapping {
      let key = SpecNode(node: keyNode, path: path, context: context)
      guard case .scalar(let scalar) = keyNode else { throw key.error("a key must be a plain name") }
      guard allowed.contains(scalar.string) else {
        let suggestion = closestMatch(to: scalar.string, in: allowed).map { "did you mean '\($0)'?" }
        throw key.error(
          "unknown key '\(Excerpt.of(scalar.string))' in \(what)",
          expected: "one of: \(allowed.joined(separator: ", "))", hint: suggestion)
      }
      entries.append((scalar.string, child(scalar.string, valueNode)))
    }
    return SpecMapping(owner: self, entries: entries, shape: shape, what: what)
  }
}

/// Shared state of one parse: the file name, and a budget of nodes visited so that a small
/// file full of YAML aliases cannot make the reader walk an exponential tree.
final class SpecContext {
  let file: String
  let directory: String
  let iconCheck: IconCheck?
  let imageCheck: ImageCheck?
  private var budget: Int
  /// The custom views declared under `views:`, by name, read when a row uses one.
  var customViews: [String: SpecNode] = [:]
  /// The custom views being expanded, outermost first (to refuse a cycle).
  var expandingViews: [String] = []
  /// Every image file read so far, by standardised path: a file the spec names twice is read once.
  var images: ImageFiles = [:]
  /// The image files the screen being read names (`Screen.images`).
  var screenImages: ImageFiles = [:]
  /// The asset catalogues the screen being read names (`assetCatalogues:`), for
  /// `{asset: Name}` colours and images.
  var assets = AssetCatalogues([])
  /// Views the row being read may still hold (`Limits.maxViewsPerRow`); nil outside content.
  var viewsLeft: Int?

  init(file: String, directory: String, iconCheck: IconCheck?, imageCheck: ImageCheck? = nil, budget: Int = 1_000_000) {
    self.imageCheck = imageCheck
    self.file = file
    self.directory = directory
    self.iconCheck = iconCheck
    self.budget = budget
  }

  func spend(_ count: Int) throws {
    budget -= count
    if budget < 0 {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file),
        "the spec is too large (more than 1000000 nodes after expanding aliases)")
    }
  }
}

/// Checks a built-in icon name; returns the error to report for an unknown one.
public typealias IconCheck = @Sendable (_ name: String, _ location: SourceLocation) -> ListShotError?

extension YAMLNode.Scalar {
  /// The resolved YAML tag (str, int, float, bool, null): an explicit tag, else `str` for a
  /// quoted scalar, else what Yams' resolver makes of the plain text.
  var tagName: Tag.Name {
    if let tag { return Tag.Name(rawValue: tag) }
    if !isPlain { return .str }
    return Resolver.default.resolveTag(of: .scalar(Node.Scalar(string)))
  }

  /// The explicit tag, shortened (`!!binary`), when naming the value by its resolved type would
  /// mislead: a tag outside YAML's core types, or a core tag on text that is not of that type
  /// (`!!int x`).
  var explicitTagMisleads: String? {
    guard let tag else { return nil }
    let name = Tag.Name(rawValue: tag)
    if name == .str { return nil }
    let core: [Tag.Name] = [.int, .float, .bool, .null]
    if core.contains(name), Resolver.default.resolveTag(of: .scalar(Node.Scalar(string))) == name { return nil }
    return Self.short(tag)
  }

  static func short(_ tag: String) -> String {
    tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
  }
}
