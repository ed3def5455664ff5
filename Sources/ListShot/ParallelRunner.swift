import Foundation

/// Runs independent work items on a fixed number of threads and returns the results in the
/// items' order, so output never depends on the thread count.
///
/// At most `jobs` items are in flight at once, which bounds memory: each holds one canvas.
/// The first error stops the workers from taking new items and is rethrown.
public enum ParallelRunner {
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  public static func map<Item, Result>(
    _ items: [Item], jobs: Int, progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
    _ work: @escaping @Sendable (Item) throws -> Result
  ) throws -> [Result] {
    let state = RunnerState<Result>(count: items.count)
    let threads = max(1, min(jobs, items.count))
    let group = DispatchGroup()
    let itemsBox = UncheckedBox(items)
    for _ in 0..<threads {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        while let index = state.next() {
          do {
            let value = try work(itemsBox.value[index])
            let done = state.finish(index, value)
            if let progress { state.report { progress(done, items.count) } }
          } catch {
            state.fail(error)
          }
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    if let error = state.error { throw error }
    return state.results.map { $0! }
  }
}

private final class UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

private final class RunnerState<Result>: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var done = 0
  private(set) var results: [Result?]
  private(set) var error: Error?

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func next() -> Int? {
    lock.lock(); defer { lock.unlock() }
    guard error == nil, nextIndex < results.count else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }

  func finish(_ index: Int, _ value: Result) -> Int {
    lock.lock(); defer { lock.unlock() }
    results[index] = value
    done += 1
    return done
  }

  func fail(_ error: Error) {
    lock.lock(); defer { lock.unlock() }
    if self.error == nil { self.error = error }
  }

  func report(_ body: () -> Void) {
    lock.lock(); defer { lock.unlock() }
    body()
  }
}
