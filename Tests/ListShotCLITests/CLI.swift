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

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // Default output folders (listshot-artifacts) land in a scratch folder, not the checkout.
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe(), err = Pipe()
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
