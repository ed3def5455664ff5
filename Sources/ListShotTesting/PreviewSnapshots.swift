import Foundation
import ListShot
import ListShotCore
import ListShotSpec
import Testing

/// A test target's previews as snapshot tests: what the tests the ListShotPreviews plugin
/// generates call. Each preview is checked in every variant of the run's matrix (the target's
/// `listshot-previews.yaml`, else the defaults of `ScreenSnapshot.png()`), with what the preview
/// sets in place of the matrix's values, against
/// `<test target>/__Snapshots__/<SourceFile>/<Preview-name>.<variant>.png`, through the same core
/// as `assertSnapshot`: the same record modes, CI rule, messages and artifacts.
public struct PreviewSnapshots: Sendable {
  /// One picture of a preview, as ListShotUI's `Preview.Part` describes it.
  public struct Item {
    /// The preview's name as written (`Dark, large text`).
    public var title: String
    /// Its goldens' name (`Dark-large-text`); empty when the name has no letter or digit.
    public var name: String
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int
    public var screen: any ScreenSource
    /// The variant the preview is drawn in for a variant of the matrix.
    public var variant: (RenderVariant) throws -> RenderVariant

    public init(
      title: String, name: String, fileID: String, filePath: String, line: Int, column: Int, screen: any ScreenSource,
      variant: @escaping (RenderVariant) throws -> RenderVariant
    ) {
      self.title = title
      self.name = name
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
      self.screen = screen
      self.variant = variant
    }

    /// `Preview 'Dark, large text' (SettingsView.swift:12)`.
    public var description: String {
      "Preview '\(title)' (\(URL(fileURLWithPath: filePath).lastPathComponent):\(line))"
    }

    /// The stem of the file the preview is written in: its goldens' folder.
    var fileStem: String { URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent }
  }

  /// The test target's folder: `__Snapshots__` and `listshot-previews.yaml` are in it.
  public let folder: URL

  public init(folder: String) { self.folder = URL(fileURLWithPath: folder, isDirectory: true) }

  /// The snapshots of `item`: one per distinct variant the matrix gives it.
  public func snapshots(of item: Item) throws -> [ScreenSnapshot] {
    let run = try PreviewRunConfiguration.shared(for: folder)
    var seen: Set<RenderVariant> = []
    return try run.variants.compactMap { matrixVariant in
      let variant = try item.variant(matrixVariant)
      guard seen.insert(variant).inserted else { return nil }
      return ScreenSnapshot(variant: variant, tolerance: run.tolerance)
    }
  }

  /// Checks `item` in each of its variants; returns one message per failure, each naming the
  /// preview, where it is written, and what ListShot found.
  public func failures(of item: Item, record: RecordMode? = nil) -> [String] {
    guard !item.name.isEmpty else {
      return [
        "\(item.description): the name has no letter or digit to name its goldens; give the preview a name with letters"
      ]
    }
    let snapshots: [ScreenSnapshot]
    do {
      snapshots = try self.snapshots(of: item)
    } catch var error as ListShotError {
      // Said once: the item's description names the preview's file and line.
      if error.location?.file == item.filePath { error.location = nil }
      return ["\(item.description): \(error)"]
    } catch {
      return ["\(item.description): \(error)"]
    }
    var screen = item.screen
    if let catalogues = try? PreviewRunConfiguration.shared(for: folder).assetCatalogues, !catalogues.isEmpty,
      let drawing = screen as? any AssetCatalogueScreen
    {
      screen = drawing.drawing(fromAssetCatalogues: catalogues)
    }
    return snapshots.compactMap { snapshot in
      let result = snapshotResult(
        of: screen, as: snapshot, record: record,
        owner: .current(file: item.filePath, testName: "\(item.title) (line \(item.line))", named: nil)
      ) { variantStem, environment in
        SnapshotLocation(
          preview: item.name, sourceFile: item.filePath, folder: folder, variantStem: variantStem,
          environment: environment)
      }
      return result.isFailure ? "\(item.description): \(result.message)" : nil
    }
  }

  /// Swift Testing: records an issue at the preview for each failure of each item.
  public func expectMatches(_ items: [Item]) {
    for item in items {
      for failure in failures(of: item) {
        Issue.record(Comment(rawValue: failure), sourceLocation: item.sourceLocation)
      }
    }
  }
}

extension PreviewSnapshots.Item {
  var sourceLocation: Testing.SourceLocation {
    Testing.SourceLocation(fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
  }
}

/// The variants and tolerance of a run, read once per test target folder.
struct PreviewRunConfiguration: Sendable {
  var variants: [RenderVariant]
  var tolerance: ToleranceSpec
  /// `assetCatalogues:`, resolved against the test target's folder.
  var assetCatalogues: [URL] = []

  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [String: Result<PreviewRunConfiguration, any Error>] = [:]

  static func shared(for folder: URL) throws -> PreviewRunConfiguration {
    try lock.withLock {
      if let cached = cache[folder.path] { return cached }
      let result = Result { try read(in: folder) }
      cache[folder.path] = result
      return result
    }.get()
  }

  /// `listshot-previews.yaml`'s matrix over the defaults of `ScreenSnapshot.png()`.
  static func read(in folder: URL) throws -> PreviewRunConfiguration {
    let config = try PreviewsConfig.read(in: folder)
    let base = ScreenSnapshot.png().variant
    let spec = config.matrix ?? MatrixSpec()
    var themes = spec.themes ?? [base.theme]
    if themes == ["all"] { themes = try SnapshotRenderer.shared().themes.builtinThemeNames() }
    let matrix = RenderMatrix(
      themes: themes, schemes: spec.schemes ?? [base.scheme], sizes: spec.sizes ?? [base.dynamicTypeSize],
      directions: spec.directions?.map { $0 } ?? [base.direction], devices: spec.devices?.map { $0 } ?? [base.device],
      width: base.width, scale: spec.scale ?? base.scale)
    return PreviewRunConfiguration(
      variants: matrix.allVariants, tolerance: config.tolerance ?? ToleranceSpec(),
      assetCatalogues: config.assetCatalogues.map {
        $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appendingPathComponent($0).standardizedFileURL
      })
  }
}
