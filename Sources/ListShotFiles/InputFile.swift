import Foundation
import ListShotCore

/// The one way ListShot reads a file it was given: only a regular file, its size checked with
/// `fstat` on the open descriptor before a byte is read.
///
/// The file is opened with `O_NONBLOCK`, so a FIFO or a device named like an input does not
/// block the open; it is then refused because it is not a regular file. The size is checked
/// against the caller's limit before memory is allocated, so a huge (or sparse) file fails at
/// once instead of being read whole.
public enum InputFile {
  /// Why a file could not be read, for callers that word the error themselves (an image the
  /// spec names is reported at the spec's line).
  public enum Failure: Error, Hashable, Sendable {
    case notRegularFile
    /// Opened without following links (a golden), and the path is a symbolic link.
    case symbolicLink
    case tooLarge(size: Int, limit: Int)
    /// open, fstat or read failed; the system's reason.
    case system(operation: String, reason: String)

    /// The message `readIfPresent` throws, naming the file as `what`.
    public func message(what: String) -> String {
      switch self {
      case .notRegularFile: return "the \(what) is not a regular file"
      case .symbolicLink: return "the \(what) is a symbolic link, which ListShot does not follow"
      case .tooLarge(let size, let limit): return "the \(what) is \(size) bytes; the limit is \(limit) bytes"
      case .system(let operation, let reason): return "cannot \(operation) the \(what): \(reason)"
      }
    }
  }

  /// The bytes of `url`, or nil when nothing exists at that path.
  /// - Parameter what: how errors name the file, e.g. "golden" or "image".
  /// - Parameter followingLinks: false for a golden: a symbolic link at `url` is refused, not
  ///   read through (a golden linked to `~/.git-credentials` must not be quoted in a report).
  public static func readIfPresent(_ url: URL, maxBytes: Int, what: String, followingLinks: Bool = true) throws
    -> [UInt8]?
  {
    do {
      return try contents(url, maxBytes: maxBytes, followingLinks: followingLinks)
    } catch let failure as Failure {
      var kind = ListShotError.Kind.badInput
      if case .system = failure { kind = .io }
      throw ListShotError(kind, at: SourceLocation(file: url.path), failure.message(what: what))
    }
  }

  /// The bytes of `url`, or nil when nothing exists at that path; throws a `Failure`.
  public static func contents(_ url: URL, maxBytes: Int, followingLinks: Bool = true) throws -> [UInt8]? {
    let path = url.path
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
    if fd < 0, errno == ENOENT || errno == ENOTDIR { return nil }
    if fd < 0, errno == ELOOP, !followingLinks { throw Failure.symbolicLink }
    guard fd >= 0 else { throw failure("open") }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw failure("inspect") }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw Failure.notRegularFile }
    let size = Int(status.st_size)
    guard size <= maxBytes else { throw Failure.tooLarge(size: size, limit: maxBytes) }
    var bytes = [UInt8](repeating: 0, count: size)
    var offset = 0
    while offset < size {
      let got = bytes.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + offset, size - offset) }
      if got < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw failure("read")
      }
      if got == 0 { break }  // the file shrank while being read
      offset += got
    }
    return offset == size ? bytes : Array(bytes[..<offset])
  }

  /// The bytes of `url`; a missing file is a `.badInput` error "<what> not found".
  public static func read(_ url: URL, maxBytes: Int, what: String) throws -> [UInt8] {
    guard let bytes = try readIfPresent(url, maxBytes: maxBytes, what: what) else {
      throw ListShotError(.badInput, at: SourceLocation(file: url.path), "\(what) not found")
    }
    return bytes
  }

  /// A file as `stat` tells it apart from any other: its device and inode, and its size and
  /// modification time (so a file rewritten in place is another).
  public struct Identity: Hashable, Sendable {
    public var device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64
  }

  /// The identity of the regular file `url` names (following links, as reading does); nil for
  /// anything else or nothing.
  public static func identity(_ url: URL) -> Identity? {
    var status = stat()
    guard stat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Identity(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modified: Int64(status.st_mtim.tv_sec), modifiedNanoseconds: Int64(status.st_mtim.tv_nsec))
  }

  /// True when `path` names a regular file (following links); false for a folder, a FIFO, a
  /// device, a socket or nothing.
  public static func isRegular(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  private static func failure(_ operation: String) -> Failure {
    .system(operation: operation, reason: String(cString: strerror(errno)))
  }
}
