import ListShotCore
import ListShotModel
import Yams

/// A YAML/JSON node together with where it came from, with typed accessors that fail with
/// a `file:line:column` error naming what was expected.
///
/// The spec reader walks these instead of using `Codable`, because every error it reports
/// must point at the exact place in the user's file.
struct SpecNode {
  let node: Node
  let path: String
  let context: SpecContext

  var location: SourceLocation {
    SourceLocation(file: context.file, line: node.mark?.line, column: node.mark?.column, path: path)
  }

  func error(_ message: String, expected: String? = nil, hint: String? = nil) -> ListShotError {
    ListShotError(.badInput, at: location, message, expected: expected, hint: hint)
  }

  private var kindName: String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    case .scalar(let scalar):
      switch scalar.tagName {
      case .int: return "the number \(scalar.string)"
      case .float: return "the number \(scalar.string)"
      case .bool: return "the boolean \(scalar.string)"
      case .null: return "null"
      default: return "the string \"\(scalar.string)\""
      }
    }
  }

  private func typeError(_ expected: String, hint: String? = nil) -> ListShotError {
    error("wrong type for '\(path.lastComponent)': found \(kindName)", expected: expected, hint: hint)
  }

  var isNull: Bool {
    if case .scalar(let scalar) = node, scalar.tagName == .null { return true }
    return false
  }

  func string() throws -> String {
    guard case .scalar(let scalar) = node else { throw typeError("a string") }
    guard scalar.tagName == .str || scalar.style != .plain else {
      throw typeError("a string", hint: "put it in quotes to use it as text")
    }
    let length = scalar.string.count
    guard length <= Limits.maxTextLength else {
      throw error("'\(path.lastComponent)' is \(length) characters long; the limit is \(Limits.maxTextLength)")
    }
    return scalar.string
  }

  func bool() throws -> Bool {
    guard case .scalar(let scalar) = node, scalar.tagName == .bool, let value = Bool.construct(from: scalar)
    else { throw typeError("true or false") }
    return value
  }

  func double(in range: ClosedRange<Double>) throws -> Double {
    guard case .scalar(let scalar) = node, scalar.tagName == .int || scalar.tagName == .float,
      let value = Double(scalar.string), value.isFinite
    else { throw typeError("a number") }
    guard range.contains(value) else {
      throw error("\(path.lastComponent) \(scalar.string) is out of range", expected: "\(range.lowerBound.clean)...\(range.upperBound.clean)")
    }
    return value
  }

  func int(in range: ClosedRange<Int>) throws -> Int {
    guard case .scalar(let scalar) = node, scalar.tagName == .int, let value = Int(scalar.string)
    else { throw typeError("a whole number") }
    guard range.contains(value) else {
      throw error("\(path.lastComponent) \(value) is out of range", expected: "\(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// A string that must be one of `choices`.
  func choice(_ choices: [String]) throws -> String {
    let value = try string()
    guard choices.contains(value) else {
      let suggestion = closestMatch(to: value, in: choices).map { "did you mean '\($0)'?" }
      throw error(
        "unknown \(path.lastComponent) '\(value)'", expected: "one of: \(choices.joined(separator: ", "))",
        hint: suggestion)
    }
    return value
  }

  func sequence() throws -> [SpecNode] {
    guard case .sequence(let sequence) = node else { throw typeError("a list") }
    try context.spend(sequence.count)
    return sequence.enumerated().map { SpecNode(node: $1, path: "\(path)[\($0)]", context: context) }
  }

  /// The node as a mapping whose keys must all be in `allowed`.
  func mapping(allowed: [String], what: String) throws -> SpecMapping {
    guard case .mapping(let mapping) = node else { throw typeError("a mapping (\(what))") }
    try context.spend(mapping.count)
    var entries: [(key: String, value: SpecNode)] = []
    for (keyNode, valueNode) in mapping {
      let key = SpecNode(node: keyNode, path: path, context: context)
      guard case .scalar(let scalar) = keyNode else { throw key.error("a key must be a plain name") }
      guard allowed.contains(scalar.string) else {
        let suggestion = closestMatch(to: scalar.string, in: allowed).map { "did you mean '\($0)'?" }
        throw key.error(
          "unknown key '\(scalar.string)' in \(what)",
          expected: "one of: \(allowed.joined(separator: ", "))", hint: suggestion)
      }
      let childPath = path.isEmpty ? scalar.string : "\(path).\(scalar.string)"
      entries.append((scalar.string, SpecNode(node: valueNode, path: childPath, context: context)))
    }
    return SpecMapping(owner: self, entries: entries, what: what)
  }
}

/// The keys of one mapping, checked against the allowed set.
struct SpecMapping {
  let owner: SpecNode
  let entries: [(key: String, value: SpecNode)]
  let what: String

  /// The value for `key`, or nil when absent or null.
  subscript(key: String) -> SpecNode? {
    guard let value = entries.first(where: { $0.key == key })?.value, !value.isNull else { return nil }
    return value
  }

  func required(_ key: String) throws -> SpecNode {
    guard let value = self[key] else {
      throw owner.error("missing required key '\(key)' in \(what)")
    }
    return value
  }

  var keys: [String] { entries.map(\.key) }
}

/// Shared state of one parse: the file name, and a budget of nodes visited so that a small
/// file full of YAML aliases cannot make the reader walk an exponential tree.
final class SpecContext {
  let file: String
  let directory: String
  let iconCheck: IconCheck?
  private var budget: Int

  init(file: String, directory: String, iconCheck: IconCheck?, budget: Int = 1_000_000) {
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

extension String {
  var lastComponent: String {
    let tail = split(separator: ".").last.map(String.init) ?? self
    if let bracket = tail.firstIndex(of: "["), bracket != tail.startIndex {
      return String(tail[..<bracket])
    }
    return tail
  }
}


extension Node.Scalar {
  /// The resolved YAML tag (str, int, float, bool, null).
  var tagName: Tag.Name {
    if style != .plain { return .str }
    return Resolver.default.resolveTag(of: .scalar(self))
  }
}
