import Foundation
import ListShotCore
import ListShotModel
import Yams

/// A parsed spec file: its screens, ready to render.
public struct SpecDocument: Hashable, Sendable {
  public var file: String
  public var screens: [Screen]
  /// The variants to render, when the spec declares them.
  public var matrix: MatrixSpec?
  /// How far a render may differ from its golden, when the spec allows any difference.
  public var tolerance: ToleranceSpec?

  public init(file: String, screens: [Screen], matrix: MatrixSpec? = nil, tolerance: ToleranceSpec? = nil) {
    self.file = file
    self.screens = screens
    self.matrix = matrix
    self.tolerance = tolerance
  }
}

/// Reads a YAML or JSON spec into model values.
///
/// Every problem is reported as a `ListShotError` naming the file, the line and column and
/// what was expected; validation issues from the model (`Screen.validate()`) are mapped back
/// to the position of the offending key.
public enum SpecReader {
  /// The largest spec file accepted.
  public static let maxFileBytes = 8 << 20

  /// - Parameter iconCheck: validates built-in icon names where they are written.
  public static func read(contentsOf url: URL, iconCheck: IconCheck? = nil) throws -> SpecDocument {
    let file = url.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else {
      throw ListShotError(.badInput, at: SourceLocation(file: file), "spec file not found")
    }
    if (attributes[.type] as? FileAttributeType) == .typeDirectory {
      throw ListShotError(.badInput, at: SourceLocation(file: file), "is a folder, not a spec file")
    }
    if let size = attributes[.size] as? Int, size > maxFileBytes {
      throw ListShotError(
        .badInput, at: SourceLocation(file: file),
        "spec file is \(size) bytes; the limit is \(maxFileBytes)")
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw ListShotError(.badInput, at: SourceLocation(file: file), "cannot read the spec file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ListShotError(.badInput, at: SourceLocation(file: file), "spec file is not UTF-8 text")
    }
    return try parse(text, file: file, directory: url.deletingLastPathComponent().path, iconCheck: iconCheck)
  }

  /// Parses spec text. Relative image paths are resolved against `directory`.
  public static func parse(
    _ text: String, file: String, directory: String = ".", iconCheck: IconCheck? = nil
  ) throws -> SpecDocument
  {
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else {
        throw ListShotError(.badInput, at: SourceLocation(file: file), "the spec is empty", expected: "a mapping with a 'screens' list")
      }
      root = node
    } catch let error as YamlError {
      throw syntaxError(error, file: file)
    }
    let context = SpecContext(file: file, directory: directory, iconCheck: iconCheck)
    let document = SpecNode(node: root, path: "", context: context)
    let top = try document.mapping(allowed: ["version", "matrix", "tolerance", "screens"], what: "the spec")
    if let version = top["version"] {
      _ = try version.int(in: 1...1)
    }
    var screens: [Screen] = []
    var names: Set<String> = []
    for node in try top.required("screens").sequence() {
      let screen = try ScreenDecoder.decode(node)
      guard names.insert(screen.name).inserted else {
        throw node.error("duplicate screen name '\(screen.name)'", hint: "screen names must be unique in a spec")
      }
      if let issue = screen.limitIssue() { throw node.error(issue.message) }
      try report(screen.validate(), in: node)
      screens.append(screen)
    }
    return SpecDocument(
      file: file, screens: screens, matrix: try top["matrix"].map(MatrixSpecDecoder.decode),
      tolerance: try top["tolerance"].map(MatrixSpecDecoder.decodeTolerance))
  }

  /// Throws the first validation error, pointing at the key it is about.
  private static func report(_ issues: [ValidationIssue], in screen: SpecNode) throws {
    guard let issue = issues.first(where: { $0.severity == .error }) else { return }
    let target = screen.descendant(at: issue.path)
    throw target.error(issue.message)
  }

  private static func syntaxError(_ error: YamlError, file: String) -> ListShotError {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      if problem.hasPrefix("Maximum nesting level reached") {
        return ListShotError(
          .badInput, at: SourceLocation(file: file, line: mark.line, column: mark.column),
          "the spec nests deeper than \(Limits.maxSpecDepth) levels")
      }
      let detail = context.map { "\(problem) (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? problem
      return ListShotError(
        .badInput, at: SourceLocation(file: file, line: mark.line, column: mark.column),
        "\(file.lowercased().hasSuffix(".json") ? "JSON" : "YAML") syntax error: \(detail)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ListShotError(
        .badInput, at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
        "duplicate key '\(duplicates.joined(separator: "', '"))' in a mapping")
    case .reader(let problem, let offset, _, _):
      return ListShotError(
        .badInput, at: SourceLocation(file: file),
        "cannot read the spec: \(problem)\(offset.map { " at byte \($0)" } ?? "")")
    default:
      return ListShotError(.badInput, at: SourceLocation(file: file), "cannot parse the spec: \(error)")
    }
  }
}

extension SpecNode {
  /// The node at a model path such as `sections[0].rows[2].odsListItem.title`, or the deepest
  /// existing ancestor when the key is absent (a missing value is reported at its parent).
  func descendant(at path: String) -> SpecNode {
    var current = self
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var indices: [Int] = []
      while let open = name.lastIndex(of: "["), name.hasSuffix("]"),
        let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
      {
        indices.insert(index, at: 0)
        name = name[..<open]
      }
      // `rows:` at the screen is shorthand for the one section `sections[0]`.
      if name == "sections", indices == [0], current.child("sections") == nil, current.child("rows") != nil {
        continue
      }
      guard let next = current.child(String(name)) else { return current }
      current = next
      for index in indices {
        guard case .sequence(let items) = current.node, index < items.count else { return current }
        current = SpecNode(node: items[index], path: "\(current.path)[\(index)]", context: context)
      }
    }
    return current
  }

  private func child(_ key: String) -> SpecNode? {
    if key.isEmpty { return self }
    guard case .mapping(let mapping) = node,
      let pair = mapping.first(where: { $0.key.scalar?.string == key })
    else { return nil }
    return SpecNode(node: pair.value, path: path.isEmpty ? key : "\(path).\(key)", context: context)
  }
}
