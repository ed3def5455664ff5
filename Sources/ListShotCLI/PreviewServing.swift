import Dispatch
import Foundation
import ListShotCore
import ListShotFiles
import ListShotServe
import ListShotTheme

/// `listshot preview --serve`: the live page. Prints its URL on stdout, then serves until
/// SIGINT or SIGTERM (exit 130 or 143, `Interrupts`); nothing is written to disk.
extension PreviewCommand {
  func serveLivePage() throws -> Never {
    let sources = LiveSources(
      themes: serveThemes(), specs: specs.map { URL(fileURLWithPath: $0) },
      fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) }, scale: scale,
      look: Look(name: look) ?? .default)
    for spec in sources.specs where !InputFile.isRegular(spec.path) {
      throw ListShotError(.badInput, at: SourceLocation(file: spec.path), "--spec: not a regular file")
    }
    let preview = try LivePreview(sources: sources) { Terminal.error("listshot: \($0)") }
    var log: (@Sendable (String) -> Void)?
    if logRequests { log = { line in Terminal.error(line) } }
    let server = PreviewServer(preview: preview, requestLog: log)
    let port = UInt16(port)
    Task {
      do {
        let url = try await server.start(port: port)
        Terminal.result(url)
        Terminal.error("Serving the live preview at \(url) (127.0.0.1 only); Ctrl-C stops.")
      } catch {
        Terminal.error((error as? ListShotError)?.description ?? "listshot: \(error)", multiline: false)
        Foundation.exit(ExitStatus.badInput.rawValue)
      }
    }
    dispatchMain()
  }

  /// The theme switch: the themes named with --theme, then the other built-in themes.
  private func serveThemes() -> [String] {
    let builtin = ThemeLoader().builtinThemeNames()
    let given = theme == "all" ? [] : theme.split(separator: ",").map(String.init)
    return given + builtin.filter { !given.contains($0) }
  }
}
