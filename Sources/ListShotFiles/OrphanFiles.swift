import Foundation

/// Temporary files that an earlier run left behind when it was killed outright (SIGKILL, a
/// power cut), which no signal handler could clean up.
///
/// `AtomicFile` names its temporary files `.<name>.<pid>.<owner>.<random>.tmp`, where `owner`
/// stands for the machine boot and PID namespace the process lives in. The first time a
/// process writes into a folder, it sweeps that folder once: a temporary file is removed, and
/// `onRemove` told (so the command line can list it), when its writer is in this PID namespace
/// and no longer exists, or when it is more than `maxAge` old. A process id says nothing
/// about a file written from another container on a shared workspace (its number may be free
/// here while that run is still writing), so such a file, and one named in the older format
/// without an owner, is only removed once it is old.
public enum OrphanFiles {
  /// Called with the path of each orphan removed (the command line prints it on stderr).
  nonisolated(unsafe) public static var onRemove: (@Sendable (String) -> Void)?

  /// Age after which a temporary file counts as orphaned whoever wrote it.
  public static let maxAge: TimeInterval = 3600

  /// This process's boot and PID namespace, as written into temporary file names: `o` and
  /// 12 hex digits of the digest of the PID namespace link, the boot id and the host name.
  public static let owner: String = {
    var link = [CChar](repeating: 0, count: 256)
    let count = readlink("/proc/self/ns/pid", &link, link.count - 1)
    let namespace = count > 0 ? String(decoding: link[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    let boot = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)) ?? ""
    let digest = Digest()
    digest.update(Array("\(namespace) \(boot) \(ProcessInfo.processInfo.hostName)".utf8))
    return "o" + digest.finalize().prefix(12)
  }()

  static func temporaryName(for name: String) -> String {
    ".\(name).\(getpid()).\(owner).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// The process id and owner in a temporary file's name (owner nil in the older format), or
  /// nil when the name is not one of ours.
  static func writer(of name: String) -> (pid: pid_t, owner: String?)? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4, let random = parts.last, random.allSatisfy(\.isNumber), !random.isEmpty else { return nil }
    let tag = parts[parts.count - 2]
    if parts.count >= 5, tag.count == 13, tag.hasPrefix("o"), let pid = pid_t(parts[parts.count - 3]), pid > 0 {
      return (pid, String(tag))
    }
    guard let pid = pid_t(tag), pid > 0 else { return nil }
    return (pid, nil)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var swept: Set<String> = []

  /// Removes the orphans in `directory`, once per folder and process.
  public static func sweep(_ directory: URL) {
    let path = directory.standardizedFileURL.path
    lock.lock()
    let first = swept.insert(path).inserted
    lock.unlock()
    guard first else { return }
    // The folder is opened once, without following a link, and every file is looked at and
    // removed relative to it: a folder swapped for a link while the sweep runs is not followed.
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return }
    defer { close(folder) }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd/\(folder)") else { return }
    let now = time(nil)
    for name in names {
      guard let writer = writer(of: name), writer.pid != getpid() || writer.owner != owner else { continue }
      var status = stat()
      guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
        continue
      }
      let gone = writer.owner == owner && kill(writer.pid, 0) != 0 && errno == ESRCH
      guard gone || Double(now - status.st_mtim.tv_sec) > maxAge else { continue }
      if unlinkat(folder, name, 0) == 0 { onRemove?((path as NSString).appendingPathComponent(name)) }
    }
  }
}
