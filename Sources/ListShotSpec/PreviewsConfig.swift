import Foundation
import ListShotCore
import ListShotFiles
import ListShotModel

/// The run's matrix and tolerance of a test target's previews: `listshot-previews.yaml` beside
/// its sources, with the spec's `matrix:` and `tolerance:` keys, and the app's asset
/// catalogues its previews draw from.
///
/// ```yaml
/// matrix: { theme: [orange, sosh], scheme: all, size: [large, AX3], direction: all }
/// tolerance: { threshold: 0.02 }
/// assetCatalogues: [../../Sources/App/Assets.xcassets]
/// ```
public struct PreviewsConfig: Hashable, Sendable {
  /// The file's name in the test target's folder.
  public static let fileName = "listshot-previews.yaml"

  public var matrix: MatrixSpec?
  public var tolerance: ToleranceSpec?
  /// The asset catalogue folders every preview draws from (`ScreenState(assetCatalogues:)`),
  /// as written: relative to the file's folder, or absolute.
  public var assetCatalogues: [String]

  public init(matrix: MatrixSpec? = nil, tolerance: ToleranceSpec? = nil, assetCatalogues: [String] = []) {
    self.matrix = matrix
    self.tolerance = tolerance
    self.assetCatalogues = assetCatalogues
  }

  /// The configuration in `folder`, or the defaults when the folder has none.
  public static func read(in folder: URL) throws -> PreviewsConfig {
    let url = folder.appendingPathComponent(fileName)
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return PreviewsConfig() }
    let data = Data(try InputFile.read(url, maxBytes: Limits.maxSpecFileBytes, what: "previews configuration"))
    guard let text = String(data: data, encoding: .utf8) else {
      throw ListShotError(.badInput, at: SourceLocation(file: url.path), "is not UTF-8 text")
    }
    return try parse(text, file: url.path)
  }

  /// Parses the configuration's text; errors name the file, line and column.
  public static func parse(_ text: String, file: String) throws -> PreviewsConfig {
    let root: YAMLNode
    do {
      guard let node = try YAMLComposer.compose(text) else { return PreviewsConfig() }
      root = node
    } catch let error as YAMLComposer.Failure {
      throw SpecReader.syntaxError(error, file: file, text: text)
    }
    let context = SpecContext(file: file, directory: ".", iconCheck: nil)
    let top = try SpecNode(node: root, path: .root, context: context).mapping(
      shape, what: "the previews configuration")
    return PreviewsConfig(
      matrix: try top["matrix"].map(MatrixSpecDecoder.decode),
      tolerance: try top["tolerance"].map(MatrixSpecDecoder.decodeTolerance),
      assetCatalogues: try top["assetCatalogues"]?.sequence().map { try $0.string() } ?? [])
  }

  /// The spec's own `matrix` and `tolerance`, declared once in `SpecShapes.document`.
  static let shape: SpecShape = .object(
    "The matrix and tolerance of a test target's previews, and the asset catalogues they draw from.",
    [
      "matrix" <- SpecShapes.document.field("matrix")!, "tolerance" <- SpecShapes.document.field("tolerance")!,
      "assetCatalogues"
        <- .array(
          .string(minLength: 1),
          "The app's asset catalogue folders (Assets.xcassets), relative to this file or absolute: Color(\"Brand\") and Image(\"logo\") in every preview draw from them."
        ),
    ])
}
