import Foundation

/// Keeps every write inside the folder it was given.
///
/// A relative path is refused when it is absolute, contains `..`, `.` or empty components,
/// and when anything on the way inside the root (a folder, or the file itself) is a symbolic
/// link, so a link planted in a snapshots, output or report folder cannot send a write
/// elsewhere. The root itself may be a link: the user chose it.
public enum ContainedPath {
  public static func resolve(_ relative: String, under root: URL) throws -> URL {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !relative.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
      throw ListShotError(.badInput, at: SourceLocation(file: relative), "unsafe path: it must stay inside \(root.path)")
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
}
