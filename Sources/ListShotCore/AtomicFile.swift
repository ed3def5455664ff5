import Foundation

/// Writes files so that a reader sees either the old content or the new, never a mix.
///
/// The bytes go to a uniquely named temporary file in the destination's own folder (so the
/// rename stays on one file system), are flushed with `fsync`, and then renamed over the
/// destination. A failure at any step removes the temporary file and leaves the destination
/// as it was.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to url: URL) throws {
    try bytes.withUnsafeBytes { try write(UnsafeRawBufferPointer($0), to: url) }
  }

  public static func write(_ data: Data, to url: URL) throws {
    try data.withUnsafeBytes { try write($0, to: url) }
  }

  public static func write(_ buffer: UnsafeRawBufferPointer, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw ioError("cannot create", temporary) }
    var ok = false
    defer {
      if !ok { unlink(temporary.path) }
    }
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let error = ioError("cannot write", url)
        close(fd)
        throw error
      }
      offset += written
    }
    if fsync(fd) != 0 {
      let error = ioError("cannot flush", url)
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw ioError("cannot close", url) }
    guard rename(temporary.path, url.path) == 0 else { throw ioError("cannot rename onto", url) }
    ok = true
  }

  private static func ioError(_ what: String, _ url: URL) -> ListShotError {
    ListShotError(
      .io, at: SourceLocation(file: url.path), "\(what) file: \(String(cString: strerror(errno)))")
  }
}
