import Foundation
import ListShotCore

/// An advisory lock (flock) on a folder, held while `body` runs: reviews of one snapshots
/// folder check and write goldens one at a time. Nothing is created in the folder.
/// `listshot review` takes it around each golden's check and write.
public enum FolderLock {
  public static func holding<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
    let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      throw ListShotError(
        .io, at: SourceLocation(file: folder.path),
        "cannot open the snapshots folder: \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw ListShotError(
          .io, at: SourceLocation(file: folder.path),
          "cannot lock the snapshots folder: \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(fd, LOCK_UN) }
    return try body()
  }
}
