import Foundation

/// Runs `body` on a new thread, whose per-thread caches and pools start empty, and waits for
/// it: the uncached reference that cached results must equal.
func onFreshThread<T>(_ body: @escaping () -> T) -> T {
  let box = ThreadResult<T>()
  let thread = Thread {
    box.value = body()
    box.done.signal()
  }
  thread.start()
  box.done.wait()
  return box.value!
}

/// A value handed back from another thread; the semaphore orders the write before the read.
private final class ThreadResult<T>: @unchecked Sendable {
  var value: T?
  let done = DispatchSemaphore(value: 0)
}
