import Foundation
import ListShotTestSupport

/// Runs the `listshot` executable built next to the test bundle.
enum CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var repositoryRoot: URL { TestEnvironment.repositoryRoot }

  static var executable: URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidate = bundleDirectory.appendingPathComponent("listshot")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    return TestEnvironment.repositoryRoot.appendingPathComponent(".build/debug/listshot")
  }

  static let recordVariables: Set = ["CI", "LISTSHOT_RECORD", "LISTSHOT_RECORD_ON_CI", "LISTSHOT_ARTIFACTS"]

  /// The environment of a `listshot` child: this process's, without the record settings of the
  /// shell that runs the tests (`CI` on CI), plus `extra`. A test that wants a record setting
  /// passes it in `extra`; every process a test starts takes its environment from here.
  static func childEnvironment(adding extra: [String: String] = [:]) -> [String: String] {
    ProcessInfo.processInfo.environment.filter { !recordVariables.contains($0.key) }.merging(extra) { $1 }
  }

  static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable ?? Self.executable
    process.arguments = arguments
    // Default output folders (listshot-artifacts) land in a scratch folder, not the checkout.
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    process.environment = childEnvironment(adding: environment)
    let out = Pipe(), err = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
