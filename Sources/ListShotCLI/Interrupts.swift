import Dispatch
import Foundation
import ListShotCore
import ListShotFiles

/// SIGINT and SIGTERM: remove the temporary files being written and the scratch folders
/// (`ScratchFolders`), then exit 130 or 143.
///
/// The signals are handled by dispatch sources (on a dispatch queue, not inside a signal
/// handler), so the clean-up may take locks. Every golden, PNG and report is written through
/// `AtomicFile`, so after `abandonAll()` each destination holds its old or its new content,
/// and nothing else is left in the folders.
enum Interrupts {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
  private static let lock = NSLock()
  nonisolated(unsafe) private static var code: Int32?

  static func install() {
    for (number, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInteractive))
      source.setEventHandler {
        lock.withLock { Interrupts.code = code }
        AtomicFile.abandonAll()
        ScratchFolders.removeAll()
        Terminal.error("listshot: interrupted (\(number == SIGINT ? "SIGINT" : "SIGTERM")); no partial file was left")
        _exit(code)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Called before the process exits on an error: when a signal is being handled, the error is
  /// most likely one it caused (a write refused once `abandonAll()` has run), and the exit code
  /// is the signal's (130 or 143), so this waits for the handler, which ends the process once
  /// it has cleaned up. (Exiting 2 here raced the handler: SIGTERM exited 2 now and then.)
  static func awaitHandlerIfInterrupted() {
    guard lock.withLock({ code }) != nil else { return }
    while true { pause() }
  }
}
