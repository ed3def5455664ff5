import Dispatch
import Foundation

/// Whether the caller is on the main queue: the main actor's executor. On Linux, once a
/// process calls `dispatchMain()` (Swift Testing's runner does), the main queue is drained by a
/// worker thread, so `Thread.isMainThread` is false on the main actor there, and a
/// `DispatchQueue.main.sync` from it would wait for itself. The queue is marked instead.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
