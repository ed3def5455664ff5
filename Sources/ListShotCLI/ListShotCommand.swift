import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotPNG

/// `listshot`: render design-system list screens to PNG and check them against goldens.
///
/// Results go to stdout (one written path per line), diagnostics to stderr. Exit codes:
/// 0 ok, 1 snapshots differ, 2 bad input or usage, 3 goldens missing.
@main
struct ListShotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listshot",
    abstract: "Render design-system list screens to PNG and check them against golden images.",
    version: ListShotVersion.string,
    subcommands: [
      RenderCommand.self, VerifyCommand.self, DiffCommand.self, ReportCommand.self, ReviewCommand.self,
      PreviewCommand.self,
      ThemesCommand.self, AuditCommand.self, SchemaCommand.self, CatalogueCommand.self,
    ])

  static func main() {
    // A reader that goes away (`verify … | head -1`) must not end the run before its report,
    // page and JUnit file are written: writes to a closed pipe fail with EPIPE instead, and
    // `Terminal` ignores them.
    signal(SIGPIPE, SIG_IGN)
    AllocatorPolicy.keepLargeBlocks()
    Interrupts.install()
    OrphanFiles.onRemove = { path in
      Terminal.error("listshot: removed \(path), a temporary file left by an interrupted run")
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as ListShotError {
      Interrupts.awaitHandlerIfInterrupted()
      Terminal.error(error.description, multiline: false)
      Foundation.exit(ExitStatus.code(for: error))
    } catch let error as ExitStatus {
      Interrupts.awaitHandlerIfInterrupted()
      Foundation.exit(error.rawValue)
    } catch {
      Interrupts.awaitHandlerIfInterrupted()
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      Terminal.error(fullMessage(for: error), multiline: true)
      Foundation.exit(ExitStatus.badInput.rawValue)
    }
  }
}

/// The process exit codes, shared by every subcommand.
enum ExitStatus: Int32, Error {
  case ok = 0
  case snapshotsDiffer = 1
  case badInput = 2
  case goldensMissing = 3

  static func code(for error: ListShotError) -> Int32 {
    error.kind == .missingGolden ? goldensMissing.rawValue : badInput.rawValue
  }
}

/// Output helpers: results to stdout, diagnostics to stderr. Everything printed goes through
/// `TerminalText.escape`, so text from files cannot drive the terminal.
///
/// A result or a diagnostic is one line unless its caller says it is a text of many lines (a
/// table, JSON, usage): a line break or tab in a path or a name from outside (a report folder
/// named `a\nb`) prints as `\u{A}`, so it cannot split one line into two or forge another.
enum Terminal {
  static func result(_ line: String, multiline: Bool = false) {
    print(TerminalText.escape(line, multiline: multiline))
    fflush(stdout)
  }

  /// A result that escaped its text from files itself (`TerminalText.escape`) and carries
  /// escape sequences of its own (the colour swatches of `themes show`).
  static func composed(_ text: String) {
    print(text)
    fflush(stdout)
  }

  /// `multiline: true` for a text of many lines (usage); a diagnostic's line breaks print as `\u{A}`.
  static func error(_ message: String, multiline: Bool = false) {
    write(TerminalText.escape(message, multiline: multiline) + "\n", to: STDERR_FILENO)
  }

  /// Writes to stdout or stderr, ignoring every failure: a stream that is closed (`2>&-`),
  /// full (`2>/dev/full`) or a pipe whose reader left cannot say anything more, and the run
  /// goes on to its documented exit code. (`FileHandle.write` traps on such errors.)
  static func write(_ text: String, to descriptor: Int32) {
    write(Array(text.utf8), to: descriptor)
  }

  static func write(_ bytes: [UInt8], to descriptor: Int32) {
    if descriptor == STDOUT_FILENO { fflush(stdout) }  // after what `print` holds in its buffer
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  static var isInteractive: Bool { isatty(STDERR_FILENO) != 0 }
}
