import Foundation

/// Polls the watched files' sizes and modification times every `interval` (simple, and the
/// same on every file system, including bind mounts where inotify sees nothing) and has the
/// preview reload when they change. Also pings the pages now and then, so a page that went
/// away is noticed and its settings are no longer re-rendered.
struct SourceWatcher: Sendable {
  var sources: LiveSources
  var interval: Duration = .milliseconds(200)
  var pingEvery = 50

  func run(_ preview: LivePreview) async {
    var last = sources.fingerprint()
    var ticks = 0
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let now = sources.fingerprint()
      if now != last {
        let changed =
          now.files.filter { last.files[$0.key] != $0.value }.keys.sorted()
          + (now.fonts == last.fonts ? [] : ["font folder"])
        let fontsChanged = now.fonts != last.fonts
        last = now
        await preview.reload(fontsChanged: fontsChanged, because: changed)
      }
      ticks += 1
      if ticks % pingEvery == 0 { await preview.ping() }
    }
  }
}
