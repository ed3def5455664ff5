import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotSnapshot

/// Where a Swift test's snapshot lives, named by test file, test and variant:
///
/// ```
/// <folder of the test file>/__Snapshots__/<TestFile>/<test>.<variant>.png          the golden
/// <artifacts>/<TestFile>/<test>.<variant>.{expected,actual,diff,side-by-side}.png   on failure
/// ```
/// `<test>` is the test function's name without its argument list; `named:` adds a part
/// after it. `<artifacts>` is `LISTSHOT_ARTIFACTS`, else `.build/listshot-artifacts` in the
/// package that holds the test file, a folder CI can upload.
public struct SnapshotLocation: Hashable, Sendable {
  /// The variable that sets the artifacts folder.
  public static let artifactsVariable = "LISTSHOT_ARTIFACTS"

  /// `<TestFile>/<test>.<variant>`: the golden's path below `__Snapshots__` without `.png`,
  /// and the artifacts' below the artifacts folder.
  public var name: String
  public var golden: URL
  public var artifacts: URL
  /// The `__Snapshots__` folder the golden must stay in.
  public var snapshots: URL
  /// The test's part of the name: its function name without the argument list, letters,
  /// digits and `_` only.
  public var test: String
  public var testName: String

  /// For ListShot's own tests of the front-ends: a folder used in place of the test file's
  /// own, so that goldens land in a scratch folder.
  @_spi(Testing) @TaskLocal public static var testFolderOverride: URL?

  public init(
    testFile: String, testName: String, named: String? = nil, variantStem: String,
    environment: [String: String] = SnapshotEnvironment.current
  ) {
    let file = URL(fileURLWithPath: testFile)
    let fileStem = file.deletingPathExtension().lastPathComponent
    let test = String(testName.prefix { $0 != "(" }).filter { $0.isLetter || $0.isNumber || $0 == "_" }
    let stem = [test, named.map(Self.sanitized), variantStem].compactMap { $0 }.joined(separator: ".")
    self.test = test
    self.testName = testName
    name = fileStem + "/" + stem
    snapshots = (Self.testFolderOverride ?? file.deletingLastPathComponent()).appendingPathComponent("__Snapshots__")
    golden = snapshots.appendingPathComponent(fileStem).appendingPathComponent(stem + ".png")
    artifacts = Self.artifacts(near: file.deletingLastPathComponent(), environment: environment)
  }

  /// A preview's golden, `<folder>/__Snapshots__/<SourceFile>/<name>.<variant>.png`, where
  /// `folder` is the test target's (the one with the ListShotPreviews plugin), `<SourceFile>`
  /// the stem of the file the preview is written in and `name` the preview's golden name.
  public init(
    preview name: String, sourceFile: String, folder: URL, variantStem: String,
    environment: [String: String] = SnapshotEnvironment.current
  ) {
    let fileStem = URL(fileURLWithPath: sourceFile).deletingPathExtension().lastPathComponent
    test = name
    testName = name
    self.name = fileStem + "/" + name + "." + variantStem
    snapshots = folder.appendingPathComponent("__Snapshots__")
    golden = snapshots.appendingPathComponent(fileStem).appendingPathComponent(name + "." + variantStem + ".png")
    artifacts = Self.artifacts(near: folder, environment: environment)
  }

  /// `LISTSHOT_ARTIFACTS`, else `.build/listshot-artifacts` in the package that holds `folder`.
  static func artifacts(near folder: URL, environment: [String: String]) -> URL {
    if let folder = environment[Self.artifactsVariable], !folder.isEmpty {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    let root = Self.packageRoot(containing: folder)
    return root.map { $0.appendingPathComponent(".build/listshot-artifacts", isDirectory: true) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("listshot-artifacts", isDirectory: true)
  }

  /// The golden, checked: a test name with no letter or digit to name it by, or a path that
  /// would leave `__Snapshots__` (a test file named `..`) or pass through a symbolic link, is
  /// refused, as `listshot verify` refuses such a golden path.
  public func checkedGolden() throws -> URL {
    guard !test.isEmpty else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: name),
        "the test name '\(testName)' has no letter or digit to name its golden",
        hint: "give the test a name with letters, or pass `named:`")
    }
    return try ContainedPath.resolve(name + ".png", under: snapshots)
  }

  /// Letters, digits, `-` and `_`; anything else becomes `_`.
  static func sanitized(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }

  /// The nearest folder at or above `folder` that holds a `Package.swift`.
  static func packageRoot(containing folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while current.path != "/" {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current }
      current.deleteLastPathComponent()
    }
    return nil
  }
}
