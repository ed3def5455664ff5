import Foundation
import ListShotCore

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
    roots.remember(url.path, root: root.path)
    return url
  }

  /// The folders of paths resolved here, by path: `AtomicFile` opens the folder of a file it
  /// writes from its root, one component at a time (`openFolder`), when the file or one of its
  /// folders came from `resolve`.
  static let roots = Roots()

  final class Roots: @unchecked Sendable {
    private let lock = NSLock()
    private var rootOfPath: [String: String] = [:]

    func remember(_ path: String, root: String) {
      lock.lock()
      rootOfPath[path] = root
      lock.unlock()
    }

    /// The root `path` or its nearest resolved ancestor was resolved under, and the components
    /// of `path` below that root.
    func root(of path: String) -> (root: String, components: [String])? {
      lock.lock()
      defer { lock.unlock() }
      var ancestor = path
      while !ancestor.isEmpty, ancestor != "/" {
        if let root = rootOfPath[ancestor], path.hasPrefix(root + "/") {
          return (root, path.dropFirst(root.count + 1).split(separator: "/").map(String.init))
        }
        ancestor = (ancestor as NSString).deletingLastPathComponent
      }
      return nil
    }
  }

  /// A descriptor of the folder `url` (a file to write) is in, opened from the root it was
  /// resolved under one component at a time, each with `O_NOFOLLOW` and created with `mkdirat`
  /// when missing: a link put in place of a folder on the way, even after `resolve` checked the
  /// path, is refused, never followed. Nil when `url` was not resolved here. The caller closes
  /// the descriptor.
  public static func openFolder(of url: URL) throws -> Int32? {
    guard let (root, components) = roots.root(of: url.path), !components.isEmpty else { return nil }
    try AtomicFile.createFolder(URL(fileURLWithPath: root))
    var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw AtomicFile.ioError("cannot open the folder of", url) }
    var path = root
    for component in components.dropLast() {
      path += "/" + component
      var next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0, errno == ENOENT {
        if mkdirat(folder, component, 0o755) != 0, errno != EEXIST {
          let error = ListShotError(
            .io, at: SourceLocation(file: path), "cannot create the folder: \(String(cString: strerror(errno)))")
          close(folder)
          throw error
        }
        next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      guard next >= 0 else {
        let reason = errno
        var status = stat()
        let isLink =
          fstatat(folder, component, &status, AT_SYMLINK_NOFOLLOW) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
        close(folder)
        if isLink || reason == ELOOP {
          throw ListShotError(.badInput, at: SourceLocation(file: path), "refusing to write through a symbolic link")
        }
        throw ListShotError(
          .io, at: SourceLocation(file: path), "cannot open the folder: \(String(cString: strerror(reason)))")
      }
      close(folder)
      folder = next
    }
    return folder
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
