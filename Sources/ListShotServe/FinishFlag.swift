import Foundation

/// Set once, by the first request to finish.
final class FinishFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
  /// Sets the flag; true the first time.
  func set() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    defer { value = true }
    return !value
  }
}
