import Foundation

/// Polls the watched files' sizes and modification times every `interval` (simple, and the
/// same on every file system, including bind mounts where inotify sees nothing) and has the
/// preview reload once a change has settled. Also pings the pages now and then, so a page that
/// went away is noticed and its settings are no longer re-rendered.
struct SourceWatcher: Sendable {
  var sources: LiveSources
  var interval: Duration = .milliseconds(200)
  var pingEvery = 50

  func run(_ preview: LivePreview) async {
    var watched = SettledChanges(sources.fingerprint())
    var ticks = 0
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let last = watched.current
      if let now = watched.observe(sources.fingerprint()) {
        let changed =
          now.files.filter { last.files[$0.key] != $0.value }.keys.sorted()
          + (now.fonts == last.fonts ? [] : ["font folder"])
        await preview.reload(fontsChanged: now.fonts != last.fonts, because: changed)
      }
      ticks += 1
      if ticks % pingEvery == 0 { await preview.ping() }
    }
  }
}

/// A watched value that counts as changed only when two polls in a row agree on the new value.
///
/// An editor that saves in place truncates the file and then writes it, and a large file is
/// written in several steps: a poll between them sees a half-written theme or spec, whose
/// error would flash on the page for one poll. Waiting for one quiet poll (200 ms) reads the
/// finished file; a save by rename is a single step and settles just as fast.
struct SettledChanges<Value: Equatable> {
  /// The value the preview was last loaded from.
  private(set) var current: Value
  /// A new value seen once, waiting for the next poll to confirm it.
  private var pending: Value?

  init(_ initial: Value) { current = initial }

  /// The new value when `observed` differs from `current` and the previous poll saw it too;
  /// nil while nothing changed or the change is still in progress.
  mutating func observe(_ observed: Value) -> Value? {
    guard observed != current else {
      pending = nil
      return nil
    }
    guard observed == pending else {
      pending = observed
      return nil
    }
    current = observed
    pending = nil
    return observed
  }
}
