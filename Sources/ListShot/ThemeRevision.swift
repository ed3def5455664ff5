import Foundation
import ListShotCore
import ListShotFiles

/// A theme named on the command line as it is now (a built-in name or a file) or as it was at
/// a git revision: `Themes/orange.tokens.json@HEAD~1`, `orange@main`.
///
/// A revision is read with `git show` (no network) into a scratch folder, together with the
/// other token files of the same folder at the same revision, so an `extends` between them
/// reads the files as they were. The scratch folder goes with `close()`.
public struct ThemeRevision {
  /// What the loader is given: a built-in name or a file path.
  public let theme: String
  /// The argument as given, for reports.
  public let label: String
  private let scratch: URL?

  /// `argument` is `NAME`, `FILE`, `NAME@REV` or `FILE@REV`; a file whose own name holds
  /// an `@` is taken as a file.
  public init(_ argument: String, builtinDirectory: URL) throws {
    label = argument
    let manager = FileManager.default
    guard !manager.fileExists(atPath: argument), let at = argument.lastIndex(of: "@") else {
      (theme, scratch) = (argument, nil)
      return
    }
    let name = String(argument[..<at]), revision = String(argument[argument.index(after: at)...])
    guard !name.isEmpty, !revision.isEmpty, !revision.hasPrefix("-") else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: argument), "cannot read the theme revision",
        expected: "FILE@REVISION or NAME@REVISION, e.g. Themes/orange.tokens.json@HEAD~1")
    }
    let isBuiltin = !name.contains("/") && !name.hasSuffix(".json")
    let file =
      isBuiltin
      ? builtinDirectory.appendingPathComponent(name + ".tokens.json") : URL(fileURLWithPath: name)
    let folder = file.deletingLastPathComponent()
    let scratch = try ScratchFolders.create("listshot-revision")
    do {
      let listing = try Self.git(["ls-tree", "-z", "--name-only", revision, "--", "."], in: folder, argument: argument)
      let siblings = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      guard siblings.contains(file.lastPathComponent) else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: argument),
          "\(file.lastPathComponent) is not in git at revision \(revision)",
          expected: "a theme file git tracks at that revision")
      }
      for sibling in siblings where sibling.hasSuffix(".json") {
        // A tree entry's name is not a path: a crafted tree can hold `../x.json` or `/x.json`,
        // which would be written outside the scratch folder.
        guard !sibling.contains("/"), sibling != "..", !sibling.hasPrefix("-") else {
          throw ListShotError(
            .badInput, at: SourceLocation(file: argument),
            "git lists a file named \"\(TerminalText.escape(sibling))\" beside the theme at revision \(revision), "
              + "which is not a file name",
            expected: "a revision whose tree holds plain file names (this one was crafted or is damaged)")
        }
        let data = try Self.git(["show", "\(revision):./\(sibling)"], in: folder, argument: argument)
        try AtomicFile.write(data, to: try ContainedPath.resolve(sibling, under: scratch))
      }
    } catch {
      ScratchFolders.remove(scratch)
      throw error
    }
    theme = scratch.appendingPathComponent(file.lastPathComponent).path
    self.scratch = scratch
  }

  /// Removes the scratch folder of a revision.
  public func close() {
    if let scratch { ScratchFolders.remove(scratch) }
  }

  /// Runs git in `folder` and returns its stdout; a failure names the argument and says why.
  private static func git(_ arguments: [String], in folder: URL, argument: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw ListShotError(
        .badInput, at: SourceLocation(file: argument), "cannot run git: \(error.localizedDescription)")
    }
    // Read stdout to the end first: git's stderr here is a line or two, far below a pipe's buffer.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw ListShotError(
        .badInput, at: SourceLocation(file: argument), "git cannot read the revision: \(message)",
        expected: "a revision git knows (HEAD~1, a branch, a tag) of a file in a git checkout")
    }
    return stdout
  }
}
