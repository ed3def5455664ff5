/// Where a value sits in a document: `sections[0].rows[2].odsListItem.title`.
///
/// One typed path serves every stage that names a node: the spec reader (where a key is in
/// the file), validation (which setting is wrong), layout (the ids of the items a row draws,
/// and where a layout error is) and the audit (which row a suppression is about). Paths are
/// built by appending keys and indices as a tree is walked down, and only ever printed; no
/// stage reads a printed path back.
public struct NodePath: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Hashable, Sendable {
    /// A mapping key or a property: `.title`.
    case key(String)
    /// A position in a list: `[2]`.
    case index(Int)
  }

  public private(set) var components: [Component]

  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document itself (prints as the empty string).
  public static let root = NodePath()

  /// A path of one key: `title`.
  public static func key(_ key: String) -> NodePath { NodePath([.key(key)]) }

  /// `sections[section].rows[row]`: the id of a row of a screen.
  public static func row(section: Int, _ row: Int) -> NodePath {
    NodePath([.key("sections"), .index(section), .key("rows"), .index(row)])
  }

  public var isEmpty: Bool { components.isEmpty }

  /// The path one key further down.
  public func appending(_ key: String) -> NodePath {
    NodePath(components + [.key(key)])
  }

  /// The path of item `index` of the list at this path.
  public func index(_ index: Int) -> NodePath {
    NodePath(components + [.index(index)])
  }

  /// `other` taken from this path: the path of a value validated on its own, inside this one.
  public func appending(_ other: NodePath) -> NodePath {
    NodePath(components + other.components)
  }

  /// The path one step up, nil at the root.
  public var parent: NodePath? {
    isEmpty ? nil : NodePath(Array(components.dropLast()))
  }

  /// The last key on the path (`title` in `rows[0].title`, `rows` in `sections[0].rows[2]`).
  public var lastKey: String? {
    for case .key(let key) in components.reversed() { return key }
    return nil
  }

  /// The top-level row of a screen this path lies in (`sections[0].rows[2]` for any path
  /// below it, outline children included), nil outside the rows.
  public var row: NodePath? {
    guard components.count >= 4, components[0] == .key("sections"), case .index = components[1],
      components[2] == .key("rows"), case .index = components[3]
    else { return nil }
    return NodePath(Array(components.prefix(4)))
  }

  /// Keys joined by dots, indices in brackets: `sections[0].rows[2].title`.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// A literal is one key (`"title"`), so `ValidationIssue(path: "title", …)` reads as it did;
/// deeper paths are built with `appending` and `index`, never from text.
extension NodePath: ExpressibleByStringLiteral {
  public init(stringLiteral key: String) {
    assert(
      !key.contains { ".[]".contains($0) }, "'\(key)' is more than one key: build the path with appending and index")
    self.init([.key(key)])
  }
}

/// In JSON a path is its components: `["sections", 0, "rows", 2, "title"]`.
extension NodePath: Codable {
  public init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var components: [Component] = []
    while !container.isAtEnd { components.append(try container.decode(Component.self)) }
    self.init(components)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    for component in components { try container.encode(component) }
  }
}

extension NodePath.Component: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let index = try? container.decode(Int.self) {
      self = .index(index)
    } else {
      self = .key(try container.decode(String.self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .key(let key): try container.encode(key)
    case .index(let index): try container.encode(index)
    }
  }
}

extension KeyedEncodingContainer {
  /// Writes `path` the way every JSON ListShot writes a path beside other fields: printed under
  /// `printed` (`"sections[0].rows[2].title"`, for people and `grep`) and as its components under
  /// `components`, which is the one decoding reads, so no printed path is parsed back.
  public mutating func encode(_ path: NodePath, printed: Key, components: Key) throws {
    try encode(path.description, forKey: printed)
    try encode(path, forKey: components)
  }
}
