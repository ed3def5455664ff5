import Foundation
import ListShotCore

/// The files ListShot renders with, shipped inside the package as resources: the pinned font
/// files, the Material Symbols code-point map and the SF Symbol name list (the built-in themes
/// are `ListShotThemes`, the repository's top-level `Themes/`).
///
/// Nothing is read from the machine's font folders, so a golden made on one machine matches
/// on any other that builds the same version of ListShot. `manifest.json` lists every
/// third-party file with its name, version, licence, licence file and SHA-256; the licences
/// are in `Licenses/`.
public enum ListShotResources {
  /// The environment variable that points at another copy of this folder (for a `listshot`
  /// binary installed without its `.resources` folder beside it).
  public static let variable = "LISTSHOT_RESOURCES"

  /// The folder holding `manifest.json`, `Fonts/`, `Icons/` and `Licenses/`.
  public static var directory: URL {
    if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return Bundle.module.resourceURL ?? Bundle.module.bundleURL
  }

  /// The absolute URL of a file the manifest lists.
  public static func url(of file: ResourceManifest.File) -> URL {
    directory.appendingPathComponent(file.path)
  }

  /// A shipped text file (an icon map, the symbol names): its path, for errors, and its text.
  public static func text(of file: ResourceManifest.File) throws -> (path: String, text: String) {
    let path = url(of: file).path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw incomplete(path, "cannot read the \(file.name)")
    }
    return (path, text)
  }

  /// The shipped files, read once per process.
  public static func manifest() throws -> ResourceManifest { try manifestResult.get() }

  /// The error for a shipped file that is missing or unreadable: the package, or the copy of
  /// its resources next to an installed binary, is incomplete.
  public static func incomplete(_ path: String, _ problem: String) -> ListShotError {
    ListShotError(
      .io, at: SourceLocation(file: path), problem,
      hint:
        "the ListShot resources are incomplete; rebuild, or set \(variable) to a complete copy of the resources folder")
  }

  private static let manifestResult = Result { try ResourceManifest.read(from: directory) }
}

/// `manifest.json`: every third-party file ListShot ships, in the order fonts are loaded.
public struct ResourceManifest: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A font; the icon font's code-point map; ListShot's SF Symbol name list.
    case font, iconMap, symbolNames
  }

  public struct File: Hashable, Sendable, Codable {
    /// Relative to the resources folder, e.g. `Fonts/Inter-Regular.otf`.
    public var path: String
    public var kind: Kind
    /// What it is, e.g. `Inter Regular`.
    public var name: String
    /// The file's own version (a font's `head` revision, e.g. `3.019`).
    public var version: String
    /// An SPDX-style licence name (`OFL-1.1`, `Apache-2.0`, `GUST-Font-License`).
    public var licence: String
    /// The licence text and copyright statement, relative to the resources folder.
    public var licenceFile: String
    /// Lower-case hex SHA-256 of the file's bytes.
    public var sha256: String
    /// Where the file was copied from.
    public var source: String
  }

  public var files: [File]

  /// The files of one kind, in manifest order.
  public func files(_ kind: Kind) -> [File] { files.filter { $0.kind == kind } }

  static func read(from directory: URL) throws -> ResourceManifest {
    let url = directory.appendingPathComponent("manifest.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ListShotResources.incomplete(url.path, "the resources manifest is missing")
    }
    do {
      return try JSONDecoder().decode(ResourceManifest.self, from: data)
    } catch {
      throw ListShotResources.incomplete(url.path, "the resources manifest cannot be read: \(error)")
    }
  }
}
