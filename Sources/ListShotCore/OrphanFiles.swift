import Foundation

/// Temporary files that an earlier run left behind when it was killed outright (SIGKILL, a
/// power cut), which no signal handler could clean up.
///
/// `AtomicFile` names its temporary files `.<name>.<pid>.<random>.tmp`. The first time a
/// process writes into a folder, it sweeps that folder once: a temporary file whose process
/// no longer exists (or that is more than an hour old, in case the number was reused) is
/// removed, and `onRemove` is told, so the command line can list it.
public enum OrphanFiles {
  /// Called with the path of each orphan removed (the command line prints it on stderr).
  nonisolated(unsafe) public static var onRemove: (@Sendable (String) -> Void)?

  /// Age after which a temporary file counts as orphaned whoever wrote it.
  public static let maxAge: TimeInterval = 3600

  static func temporaryName(for name: String) -> String {
    ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// The process id in a temporary file's name, or nil when the name is not one of ours.
  static func writer(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4, let random = parts.last, random.allSatisfy(\.isNumber), !random.isEmpty,
      let pid = pid_t(parts[parts.count - 2]), pid > 0
    else { return nil }
    return pid
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var swept: Set<String> = []

  /// Removes the orphans in `directory`, once per folder and process.
  public static func sweep(_ directory: URL) {
    let path = directory.standardizedFileURL.path
    lock.lock()
    let first = swept.insert(path).inserted
    lock.unlock()
    guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    let now = Date()
    for name in names {
      guard let pid = writer(of: name), pid != getpid() else { continue }
      let file = (path as NSString).appendingPathComponent(name)
      var status = stat()
      guard lstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
      let attributes = try? FileManager.default.attributesOfItem(atPath: file)
      let modified = attributes?[.modificationDate] as? Date ?? now
      let gone = kill(pid, 0) != 0 && errno == ESRCH
      guard gone || now.timeIntervalSince(modified) > maxAge else { continue }
      if unlink(file) == 0 { onRemove?(file) }
    }
  }
}
