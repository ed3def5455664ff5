import Foundation
import ListShotCore

/// Keeps every write inside the folder it was given.
///
/// A relative path is refused when it is absolute, contains `..` or empty components, and
/// when any folder on the way (inside the root) is a symbolic link, so a link planted in a
/// snapshots folder cannot send a golden elsewhere.
public enum SafePath {
  public static func resolve(_ relative: String, under root: URL) throws -> URL {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !relative.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
      throw ListShotError(.badInput, at: SourceLocation(file: relative), "unsafe path: it must stay inside \(root.path)")
    }
    var url = root
    for component in components {
      url.appendPathComponent(String(component))
      var isDirectory: ObjCBool = false
      if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
        attributes[.type] as? FileAttributeType == .typeSymbolicLink
      {
        throw ListShotError(.badInput, at: SourceLocation(file: url.path), "refusing to write through a symbolic link")
      }
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    }
    return url
  }
}
