import Foundation
import ListShotCore

/// Writes files so that a reader sees either the old content or the new, never a mix.
///
/// The bytes go to a uniquely named temporary file in the destination's own folder (so the
/// rename stays on one file system), are flushed with `fsync`, and then renamed over the
/// destination. A failure at any step removes the temporary file and leaves the destination
/// as it was.
///
/// Temporary files in flight are kept in a process-wide registry. `abandonAll()` (called by
/// the command line's SIGINT/SIGTERM handlers) removes them and stops every later write from
/// creating or renaming anything, so an interrupted run leaves no stray temporary file and
/// no half-written destination.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to url: URL) throws {
    try bytes.withUnsafeBytes { try write(UnsafeRawBufferPointer($0), to: url) }
  }

  public static func write(_ data: Data, to url: URL) throws {
    try data.withUnsafeBytes { try write($0, to: url) }
  }

  public static func write(_ buffer: UnsafeRawBufferPointer, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    // The folder is opened once; the temporary file is created, and renamed, relative to it,
    // never following a link. A path `ContainedPath` resolved is opened from its root one
    // folder at a time without following links (so a folder swapped for a link after the
    // check is refused); another path (a scratch folder ListShot made) by its path.
    let folder: Int32
    if let contained = try ContainedPath.openFolder(of: url) {
      folder = contained
    } else {
      try createFolder(directory)
      folder = Foundation.open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard folder >= 0 else { throw ioError("cannot open the folder of", url) }
    }
    defer { close(folder) }
    OrphanFiles.sweep(directory)
    let temporaryName = OrphanFiles.temporaryName(for: name)
    let temporary = directory.appendingPathComponent(temporaryName).path
    let fd = try registry.create(temporary, in: folder, name: temporaryName)
    var ok = false
    defer {
      if !ok { registry.discard(temporary) }
    }
    let (failing, holding) = FaultInjection.next()
    var offset = 0
    while offset < buffer.count {
      var written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if failing, written >= 0 {
        written = -1
        errno = ENOSPC
      }
      if written < 0 {
        if errno == EINTR { continue }
        let error = ioError("cannot write", url)
        close(fd)
        throw error
      }
      offset += written
    }
    // A file written again keeps its permissions (a golden made read-only or group-writable
    // stays so after a re-record).
    var existing = stat()
    if fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
      _ = fchmod(fd, existing.st_mode & 0o777)
    }
    if fsync(fd) != 0 {
      let error = ioError("cannot flush", url)
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw ioError("cannot close", url) }
    if holding { sleep(60) }  // test hook: the temporary file is complete, the rename not done
    try registry.commit(temporary, to: name) { ioError("cannot rename onto", url) }
    ok = true
  }

  /// Creates `directory` and its parents, with an error that says what the system said.
  public static func createFolder(_ directory: URL) throws {
    var status = stat()
    if stat(directory.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return }
    var path = ""
    for component in directory.standardizedFileURL.path.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o755) != 0, errno != EEXIST {
        throw ListShotError(
          .io, at: SourceLocation(file: directory.path), "cannot create the folder: \(String(cString: strerror(errno)))"
        )
      }
    }
    guard stat(directory.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
      throw ListShotError(
        .io, at: SourceLocation(file: directory.path), "cannot create the folder: \(String(cString: strerror(ENOTDIR)))"
      )
    }
  }

  /// Removes every temporary file being written and makes later writes fail: for signal
  /// handlers, just before the process exits. Returns how many files were removed.
  @discardableResult
  public static func abandonAll() -> Int { registry.abandonAll() }

  /// The temporary files being written now (for tests).
  public static var inFlight: [String] { registry.paths }

  private static let registry = TemporaryFiles()

  static func ioError(_ what: String, _ url: URL) -> ListShotError {
    ListShotError(
      .io, at: SourceLocation(file: url.path), "\(what) file: \(String(cString: strerror(errno)))")
  }
}

/// The registry: creating and renaming a temporary file happen under its lock, so once
/// `abandonAll()` has run no temporary file can appear and no destination can change.
private final class TemporaryFiles: @unchecked Sendable {
  private let lock = NSLock()
  /// Each temporary file by path, with its folder's descriptor and its name there.
  private var open: [String: (folder: Int32, name: String)] = [:]
  private var abandoned = false

  var paths: [String] {
    lock.lock(); defer { lock.unlock() }
    return open.keys.sorted()
  }

  func create(_ path: String, in folder: Int32, name: String) throws -> Int32 {
    lock.lock(); defer { lock.unlock() }
    guard !abandoned else { throw interrupted(path) }
    let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw ListShotError(
        .io, at: SourceLocation(file: path), "cannot create file: \(String(cString: strerror(errno)))")
    }
    open[path] = (folder, name)
    return fd
  }

  /// Renames the temporary file over `destination`, a name in the same folder.
  func commit(_ temporary: String, to destination: String, failure: () -> ListShotError) throws {
    lock.lock(); defer { lock.unlock() }
    guard !abandoned else { throw interrupted(destination) }
    guard let entry = open[temporary], renameat(entry.folder, entry.name, entry.folder, destination) == 0 else {
      throw failure()
    }
    open[temporary] = nil
  }

  func discard(_ path: String) {
    lock.lock(); defer { lock.unlock() }
    if let entry = open.removeValue(forKey: path) { unlinkat(entry.folder, entry.name, 0) }
  }

  func abandonAll() -> Int {
    lock.lock(); defer { lock.unlock() }
    abandoned = true
    for entry in open.values { unlinkat(entry.folder, entry.name, 0) }
    defer { open.removeAll() }
    return open.count
  }

  private func interrupted(_ path: String) -> ListShotError {
    ListShotError(.io, at: SourceLocation(file: path), "interrupted: the file was not written")
  }
}

/// Test hooks: `LISTSHOT_TEST_FAIL_WRITE=N` makes the Nth atomic write of the process (from
/// 1) fail as if the disk were full, so tests can check that a failed write leaves the old
/// file intact and nothing else behind; `LISTSHOT_TEST_HOLD_WRITE=N` makes the Nth write wait
/// a minute between its temporary file and the rename, so a test can kill the process there.
private enum FaultInjection {
  private static let failing: Int? = ProcessInfo.processInfo.environment["LISTSHOT_TEST_FAIL_WRITE"].flatMap { Int($0) }
  private static let holding: Int? = ProcessInfo.processInfo.environment["LISTSHOT_TEST_HOLD_WRITE"].flatMap { Int($0) }
  private static let counter = Counter()

  /// Whether this write fails, and whether it holds before its rename.
  static func next() -> (fail: Bool, hold: Bool) {
    guard failing != nil || holding != nil else { return (false, false) }
    let index = counter.next()
    return (index == failing, index == holding)
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock(); defer { lock.unlock() }
      value += 1
      return value
    }
  }
}
