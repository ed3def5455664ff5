import Foundation

/// A one-line progress bar on stderr, drawn only on a terminal.
final class Progress: @unchecked Sendable {
  private let total: Int
  private let enabled: Bool
  private var lastDrawn = -1

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled
  }

  /// Called by the runner (serialised) after each finished item.
  func update(done: Int, total: Int) {
    guard enabled else { return }
    let width = 30
    let filled = total == 0 ? width : done * width / total
    guard filled != lastDrawn || done == total else { return }
    lastDrawn = filled
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    Terminal.write("\r\(bar) \(done)/\(total)", to: STDERR_FILENO)
  }

  func finish() {
    guard enabled, total > 0 else { return }
    Terminal.write("\r\u{1B}[K", to: STDERR_FILENO)
  }
}
