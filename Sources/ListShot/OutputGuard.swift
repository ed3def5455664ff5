import Foundation
import ListShotCore

/// One rule for every file ListShot writes at a path the user names (`verify --junit` and
/// `--summary`, `report merge --summary`, `render --contact-sheet`, `diff --out` and
/// `--side-by-side`): it may not name an input of the run (a spec, a theme file, an image,
/// a report it reads), a golden (a PNG ListShot stamped, or the text golden beside one),
/// a file inside the snapshots folder, or another output of the same run. The folders a run
/// writes into (`--report`, `--artifacts`) may not be inside the snapshots folder either.
///
/// Every check runs before anything is deleted or written (`verify --junit` removes the
/// previous JUnit file first). Paths are compared as the files they name: another spelling,
/// a symbolic link on the way or a hard link is the same file.
public struct OutputGuard {
  public struct Input: Sendable {
    /// How messages name it: "spec file", "theme file", "image".
    public var what: String
    public var path: String

    public init(_ what: String, _ path: String) {
      self.what = what
      self.path = path
    }
  }

  public var inputs: [Input]
  /// The goldens folder of the run, when it has one.
  public var snapshots: URL?
  private var claimed: [(option: String, path: String)] = []

  public init(inputs: [Input], snapshots: URL? = nil) {
    self.inputs = inputs
    self.snapshots = snapshots
  }

  /// The spec files, theme files and image files of `jobs`, as inputs.
  public static func inputs(of jobs: [RenderJob], specs: [String]) -> [Input] {
    var inputs = specs.map { Input("spec file", $0) }
    var seen = Set(specs)
    for job in jobs {
      let theme = job.variant.theme
      if theme.hasSuffix(".json"), seen.insert(theme).inserted { inputs.append(Input("theme file", theme)) }
      for path in (job.screen.images ?? [:]).values.map(\.path).sorted() where seen.insert(path).inserted {
        inputs.append(Input("image", path))
      }
    }
    return inputs
  }

  /// Checks the file at `path`, named by `option`, and keeps it as an output of the run.
  /// - Parameter what: the file, as the message names it: "the JUnit file", "the summary".
  public mutating func claim(_ path: String, option: String, what: String) throws {
    let url = URL(fileURLWithPath: path)
    func refuse(_ message: String, expected: String? = nil) -> ListShotError {
      ListShotError(
        .badInput, at: SourceLocation(file: path), message,
        expected: expected ?? "another path for \(what)")
    }
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw refuse("\(option) names a folder, not a file")
    }
    for input in inputs where Self.sameFile(path, input.path) {
      throw refuse("\(option) names the \(input.what) \(input.path), which it would overwrite")
    }
    for other in claimed where Self.sameFile(path, other.path) {
      throw refuse("\(option) names the same file as \(other.option), which it would overwrite")
    }
    if let snapshots, Self.isInside(url, snapshots) {
      throw refuse(
        "\(option) names a file inside the snapshots folder \(snapshots.path), where only goldens belong",
        expected: "another path for \(what), outside --snapshots")
    }
    if let golden = Self.goldenAt(url) {
      throw refuse(
        "\(option) names \(golden), which it would replace outside a record mode",
        expected: "another path for \(what): goldens change only through verify --record and review")
    }
    claimed.append((option, path))
  }

  /// Keeps `path` as an output of the run without checking it against the others: the files
  /// of one render, distinct by construction (`OutputNames`), checked against the inputs.
  public mutating func reserve(_ path: String, option: String, what: String) throws {
    for input in inputs where Self.sameFile(path, input.path) {
      throw ListShotError(
        .badInput, at: SourceLocation(file: path),
        "\(option) names the \(input.what) \(input.path), which it would overwrite",
        expected: "another path for \(what)")
    }
    claimed.append((option, path))
  }

  /// Checks a folder the run writes into: it may not be, or be inside, the snapshots folder.
  public func checkFolder(_ path: String, option: String) throws {
    guard let snapshots, Self.isInside(URL(fileURLWithPath: path), snapshots, orEqual: true) else { return }
    throw ListShotError(
      .badInput, at: SourceLocation(file: path),
      "\(option) is inside the snapshots folder \(snapshots.path), where only goldens belong",
      expected: "a folder outside --snapshots")
  }

  /// What `url` is when it is a golden: "a golden ListShot recorded (it is stamped)", or
  /// "a text golden (beside the stamped golden NAME.png)"; nil for any other file or none.
  public static func goldenAt(_ url: URL) -> String? {
    var status = stat()
    guard stat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    if Verifier.isListShotGolden(url) { return "a golden ListShot recorded (it is stamped)" }
    guard url.pathExtension == "json" else { return nil }
    let png = url.deletingPathExtension().appendingPathExtension("png")
    guard Verifier.isListShotGolden(png) else { return nil }
    return "a text golden (beside the stamped golden \(png.lastPathComponent))"
  }

  /// Whether two paths name one file: the same device and inode when both exist, else the same
  /// resolved path.
  public static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat(), second = stat()
    if stat(a, &first) == 0, stat(b, &second) == 0 {
      return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
    return resolved(URL(fileURLWithPath: a)) == resolved(URL(fileURLWithPath: b))
  }

  /// Whether `url` is inside the folder `folder` (or is it, with `orEqual`), links resolved.
  static func isInside(_ url: URL, _ folder: URL, orEqual: Bool = false) -> Bool {
    let path = resolved(url), root = resolved(folder)
    if path == root { return orEqual }
    return path.starts(with: root)
  }

  /// The components of `url`'s absolute path with every link resolved in the part that exists
  /// (`realpath` of the nearest existing ancestor), and the rest as written.
  static func resolved(_ url: URL) -> [String] {
    var existing = url.absoluteURL.standardizedFileURL
    var rest: [String] = []
    while existing.path != "/" {
      if let real = realpath(existing.path, nil) {
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real)).pathComponents + rest.reversed()
      }
      rest.append(existing.lastPathComponent)
      existing.deleteLastPathComponent()
    }
    return ["/"] + rest.reversed()
  }
}
