import Foundation
import ListShotCore
import ListShotFiles
import ListShotModel
import Yams

/// A parsed spec file: its screens, ready to render.
public struct SpecDocument: Hashable, Sendable {
  public var file: String
  public var screens: [Screen] {
    didSet { screensAreValidated = false }
  }
  /// True when every screen passed `Screen.validate()` as the reader read it (and `screens` has
  /// not been set since): the renderer then does not validate them again for each variant.
  @IgnoredInEquality public internal(set) var screensAreValidated = false
  /// The variants to render, when the spec declares them.
  public var matrix: MatrixSpec?
  /// How far a render may differ from its golden, when the spec allows any difference.
  public var tolerance: ToleranceSpec?
  /// For each screen (by name), the line of the spec each top-level row starts on.
  public var rowLines: [String: [NodePath: Int]]

  public init(
    file: String, screens: [Screen], matrix: MatrixSpec? = nil, tolerance: ToleranceSpec? = nil,
    rowLines: [String: [NodePath: Int]] = [:]
  ) {
    self.file = file
    self.screens = screens
    self.matrix = matrix
    self.tolerance = tolerance
    self.rowLines = rowLines
  }
}

/// Reads a YAML or JSON spec into model values.
///
/// Every problem is reported as a `ListShotError` naming the file, the line and column and
/// what was expected; validation issues from the model (`Screen.validate()`) are mapped back
/// to the position of the offending key.
public enum SpecReader {
  /// - Parameter iconCheck: validates built-in icon names where they are written.
  /// - Parameter imageCheck: loads each image file as painting will.
  public static func read(contentsOf url: URL, iconCheck: IconCheck? = nil, imageCheck: ImageCheck? = nil) throws
    -> SpecDocument
  {
    let file = url.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
      throw ListShotError(.badInput, at: SourceLocation(file: file), "is a folder, not a spec file")
    }
    let data = Data(try InputFile.read(url, maxBytes: Limits.maxSpecFileBytes, what: "spec file"))
    guard let text = String(data: data, encoding: .utf8) else {
      let (offset, byte) = BytePosition.firstInvalidUTF8([UInt8](data))
      let (line, column) = BytePosition.lineAndColumn(of: offset, in: [UInt8](data))
      throw ListShotError(
        .badInput, at: SourceLocation(file: file, line: line, column: column),
        "spec file is not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) here is not UTF-8",
        expected: "a file saved as UTF-8")
    }
    return try parse(
      text, file: file, directory: url.deletingLastPathComponent().path, iconCheck: iconCheck, imageCheck: imageCheck)
  }

  /// Parses spec text. Relative image paths are resolved against `directory`.
  public static func parse(
    _ text: String, file: String, directory: String = ".", iconCheck: IconCheck? = nil, imageCheck: ImageCheck? = nil
  ) throws -> SpecDocument {
    let root: YAMLNode
    let isJSON = file.lowercased().hasSuffix(".json")
    let composed = isJSON ? JSONEscapes.joiningSurrogatePairs(text) : text
    do {
      guard let node = try YAMLComposer.compose(composed) else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: file), "the spec is empty", expected: "a mapping with a 'screens' list")
      }
      root = node
    } catch let error as YAMLComposer.Failure {
      throw syntaxError(error, file: file, text: composed)
    }
    let context = SpecContext(file: file, directory: directory, iconCheck: iconCheck, imageCheck: imageCheck)
    let document = SpecNode(node: root, path: .root, context: context)
    let top = try document.mapping(SpecShapes.document, what: "the spec")
    _ = try top.int("version")
    if let views = top["views"] { try CustomViewsDecoder.declare(views, in: context) }
    var screens: [Screen] = []
    var names: Set<String> = []
    var rowLines: [String: [NodePath: Int]] = [:]
    let screenList = try top.required("screens")
    for node in try screenList.sequence() {
      let sources = SourceMap()
      context.screenImages = [:]
      var screen = try ScreenDecoder.decode(node.anchored(in: sources))
      screen.images = context.screenImages
      guard names.insert(screen.name).inserted else {
        throw node.error("duplicate screen name '\(screen.name)'", hint: "screen names must be unique in a spec")
      }
      if let issue = screen.limitIssue() { throw node.error(issue.message) }
      try report(screen.validate(), in: node, sources: sources)
      screens.append(screen)
      rowLines[screen.name] = sources.rowLines
    }
    let matrix = try top["matrix"].map(MatrixSpecDecoder.decode)
    let tolerance = try top["tolerance"].map(MatrixSpecDecoder.decodeTolerance)
    // A spec without screens renders nothing, and a verify of it would pass having checked nothing.
    guard !screens.isEmpty else { throw screenList.error("screens lists no screen", expected: "at least one screen") }
    var read = SpecDocument(file: file, screens: screens, matrix: matrix, tolerance: tolerance, rowLines: rowLines)
    read.screensAreValidated = true
    return read
  }

  /// Throws the first validation error, pointing at the key it is about.
  private static func report(_ issues: [ValidationIssue], in screen: SpecNode, sources: SourceMap) throws {
    guard let issue = issues.first(where: { $0.severity == .error }) else { return }
    let target = sources.node(nearest: issue.path) ?? screen
    throw target.error(issue.message)
  }

  static func syntaxError(_ error: YAMLComposer.Failure, file: String, text: String) -> ListShotError {
    func at(_ mark: YAMLMark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
    switch error {
    case .syntax(let problem, let mark, let context):
      if problem.hasPrefix("Maximum nesting level reached") {
        return ListShotError(.badInput, at: at(mark), "the spec nests deeper than \(Limits.maxSpecDepth) levels")
      }
      let detail = context.map { "\(problem) (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? problem
      return ListShotError(
        .badInput, at: at(mark), "\(file.lowercased().hasSuffix(".json") ? "JSON" : "YAML") syntax error: \(detail)")
    case .reader(let problem, let offset):
      // libyaml gives a byte offset; people read lines and columns.
      let (line, column) = BytePosition.lineAndColumn(of: offset, in: Array(text.utf8))
      return ListShotError(
        .badInput, at: SourceLocation(file: file, line: line, column: column), "cannot read the spec: \(problem)")
    case .composition(let message, let mark):
      return ListShotError(.badInput, at: at(mark), message)
    }
  }
}
