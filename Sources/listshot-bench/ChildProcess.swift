import Foundation
import ListShot
import ListShotCore

/// Runs a program to completion with `posix_spawn` and `waitpid`, for `listshot bench`'s
/// process figures.
///
/// Foundation's `Process.waitUntilExit` on Linux polls its run loop every 50 ms, so a child
/// that exits after 110 ms is seen after ~150: the cold-start figure came out in 50 ms steps.
/// `waitpid` returns when the child exits. (Other systems keep `Process`.)
///
/// Peak memory is sampled from the child's own `VmHWM` in `/proc/<pid>/status` while it runs.
/// `getrusage(RUSAGE_CHILDREN)` cannot be used: a child started with `posix_spawn` (vfork)
/// inherits the parent's high-water mark at `exec`, so it reports at least the size of the
/// benchmark process itself.
enum ChildProcess {
  struct Outcome {
    /// Wall time from spawn to exit.
    var milliseconds: Double
    /// The child's peak resident memory as last sampled before it exited (Linux only).
    var peakResidentBytes: Int?
  }

  /// Runs `executable` with `arguments`, stdout and stderr to /dev/null; throws when it cannot
  /// start or exits with a code not in `exitCodes`. With `samplingMemory` the exit is polled every 2 ms, so the
  /// time may be up to 2 ms late.
  static func run(
    _ executable: String, _ arguments: [String], samplingMemory: Bool = false, exitCodes: Set<Int32> = [0]
  ) throws -> Outcome {
    #if os(Linux)
      return try spawnAndWait(executable, arguments, samplingMemory: samplingMemory, exitCodes: exitCodes)
    #else
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let elapsed = try Stopwatch.time {
        try process.run()
        process.waitUntilExit()
      }
      guard exitCodes.contains(process.terminationStatus) else { throw failure(arguments) }
      return Outcome(milliseconds: elapsed, peakResidentBytes: nil)
    #endif
  }

  private static func failure(_ arguments: [String]) -> ListShotError {
    ListShotError(.render, "benchmark child failed: listshot \(arguments.joined(separator: " "))")
  }

  #if os(Linux)
    private static func spawnAndWait(
      _ executable: String, _ arguments: [String], samplingMemory: Bool, exitCodes: Set<Int32>
    ) throws -> Outcome {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }

      var pid: pid_t = 0
      var status: Int32 = 0
      let start = Stopwatch.now()
      let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
      guard spawned == 0 else {
        throw ListShotError(.io, "cannot start \(executable): \(String(cString: strerror(spawned)))")
      }
      var peak: Int?
      while true {
        let waited = waitpid(pid, &status, samplingMemory ? WNOHANG : 0)
        if waited == pid { break }
        if waited == -1 {
          guard errno == EINTR else { throw failure(arguments) }
          continue
        }
        if let sample = highWaterMark(pid) { peak = max(peak ?? 0, sample) }
        usleep(2000)
      }
      let elapsed = Double(Stopwatch.now() - start) / 1_000_000
      // Exited normally (the low 7 bits, the signal, are zero) with an accepted exit code.
      guard status & 0x7F == 0, exitCodes.contains((status >> 8) & 0xFF) else { throw failure(arguments) }
      return Outcome(milliseconds: elapsed, peakResidentBytes: peak)
    }

    /// `VmHWM` of a running process, in bytes.
    private static func highWaterMark(_ pid: pid_t) -> Int? {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
      else { return nil }
      return kilobytes * 1024
    }
  #endif
}
