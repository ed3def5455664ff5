import Foundation
import ListShot
import ListShotCore

/// Runs a program to completion with `posix_spawn` and `waitpid`, for `listshot bench`'s
/// process figures.
///
/// Foundation's `Process.waitUntilExit` on Linux polls its run loop every 50 ms, so a child
/// that exits after 110 ms is seen after ~150: the cold-start figure came out in 50 ms steps.
/// `waitpid` returns when the child exits. (Other systems keep `Process`.)
enum ChildProcess {
  /// Runs `executable` with `arguments`, stdout and stderr to /dev/null; returns the wall
  /// time in milliseconds from spawn to exit, or throws when it cannot start or exits non-zero.
  static func run(_ executable: String, _ arguments: [String]) throws -> Double {
    #if os(Linux)
      return try spawnAndWait(executable, arguments)
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
      guard process.terminationStatus == 0 else { throw failure(arguments) }
      return elapsed
    #endif
  }

  private static func failure(_ arguments: [String]) -> ListShotError {
    ListShotError(.render, "benchmark child failed: listshot \(arguments.joined(separator: " "))")
  }

  #if os(Linux)
    private static func spawnAndWait(_ executable: String, _ arguments: [String]) throws -> Double {
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
      while waitpid(pid, &status, 0) == -1, errno == EINTR {}
      let elapsed = Double(Stopwatch.now() - start) / 1_000_000
      // Exited normally with status 0: the low 7 bits (the signal) and the exit code are zero.
      guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { throw failure(arguments) }
      return elapsed
    }
  #endif
}
