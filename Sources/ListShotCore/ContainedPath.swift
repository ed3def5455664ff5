import Foundation

/// Keeps every write inside the folder it was given: every output path of ListShot (renders,
/// goldens, artifacts, reports, JUnit files, contact sheets, diff images) goes through here.
///
/// A relative path is refused when it is absolute, contains `..`, `.` or empty components,
/// and when anything on the way inside the root (a folder, or the file itself) is a symbolic
/// link, so a link planted in a snapshots, output or report folder cannot send a write
/// elsewhere. The root itself may be a link: the user chose it. Folders ListShot picks
/// itself inside another (a report's `artifacts`, the default `listshot-artifacts` in the
/// working folder) are resolved here too, so a link planted there is refused as well.
public enum ContainedPath {
  public static func resolve(_ relative: String, under root: URL) throws -> URL {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !relative.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: relative), "unsafe path: it must stay inside \(root.path)")
    }
    var url = root
    for component in components {
      url.appendPathComponent(String(component))
      var status = stat()
      if lstat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
        throw ListShotError(.badInput, at: SourceLocation(file: url.path), "refusing to write through a symbolic link")
      }
    }
    return url
  }

  /// A file the user named on the command line (`--junit`, `--contact-sheet`, `diff --out`):
  /// its folder is the root, and the file itself must not be a symbolic link.
  public static func file(_ path: String) throws -> URL {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    guard !name.isEmpty, name != "/", name != ".", name != ".." else {
      throw ListShotError(.badInput, at: SourceLocation(file: path), "not a file name")
    }
    return try resolve(name, under: url.deletingLastPathComponent())
  }

  /// Checks that `url`, when it exists, is a folder (following a link the user gave).
  /// - Parameter option: the option that named it, for the message.
  public static func requireFolder(_ url: URL, option: String) throws {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: url.path), "\(option) must name a folder, and this is not one")
    }
  }
}
