import Foundation

/// Folders a command makes in the temporary folder for its own use (`themes impact`'s
/// revisions and one-token themes). They are registered while they exist, so the SIGINT and
/// SIGTERM handlers remove them with the temporary files in flight (`removeAll()`): an
/// interrupted run leaves nothing in the temporary folder either.
public enum ScratchFolders {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var folders: Set<String> = []

  /// Creates `$TMPDIR/<prefix>-<UUID>` and registers it.
  public static func create(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    lock.lock()
    folders.insert(url.path)
    lock.unlock()
    return url
  }

  /// Removes one folder and forgets it.
  public static func remove(_ url: URL) {
    lock.lock()
    folders.remove(url.path)
    lock.unlock()
    try? FileManager.default.removeItem(at: url)
  }

  /// Removes every registered folder (for the signal handlers); returns how many.
  @discardableResult
  public static func removeAll() -> Int {
    lock.lock()
    let all = folders
    folders.removeAll()
    lock.unlock()
    for path in all { try? FileManager.default.removeItem(atPath: path) }
    return all.count
  }

  /// The folders that exist now (for tests).
  public static var registered: [String] {
    lock.lock()
    defer { lock.unlock() }
    return folders.sorted()
  }
}
