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

  static func install() {
    for (number, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInteractive))
      source.setEventHandler {
        AtomicFile.abandonAll()
        ScratchFolders.removeAll()
        Terminal.error("listshot: interrupted (\(number == SIGINT ? "SIGINT" : "SIGTERM")); no partial file was left")
        _exit(code)
      }
      source.resume()
      sources.append(source)
    }
  }
}
