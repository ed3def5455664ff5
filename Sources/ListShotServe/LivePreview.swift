import Dispatch
import Foundation
import ListShot
import ListShotCore
import ListShotTheme

/// The state behind the live page: the sources as last loaded without error, the rendered
/// cards of every setting a page is showing, the pages' event streams, and the current error.
///
/// A reload that fails (a theme or spec with an error) keeps every render and pushes the
/// error; the next good reload clears it. Rendering runs on a dispatch queue, off the
/// server's threads, and at most one reload runs at a time (the watcher awaits each).
public actor LivePreview {
  public nonisolated let sources: LiveSources
  nonisolated let store = PNGStore()
  private var renderer: ListShotRenderer
  private var cards: [LiveCard]
  private var problem: String?
  private var renders: [PreviewSettings: CardRenders] = [:]
  /// Settings asked for, least recently first.
  private var recent: [PreviewSettings] = []
  private var subscribers: [UUID: (settings: PreviewSettings, continuation: AsyncStream<LiveEvent>.Continuation)] = [:]
  private let log: @Sendable (String) -> Void

  /// Loads every source once; throws the first error (the command exits 2 on bad input).
  public init(sources: LiveSources, log: @escaping @Sendable (String) -> Void = { _ in }) throws {
    self.sources = sources
    self.log = log
    (renderer, cards) = try Self.load(sources, renderer: nil)
  }

  /// The theme switch's labels: built-in names, and file names for theme files.
  public nonisolated var themeLabels: [String] {
    sources.themes.map { RenderVariant(theme: $0).themeName }
  }

  /// A fresh renderer when fonts changed (or first), checked themes and read specs.
  ///
  /// The theme files are checked first, outside the theme cache: while one has an error the
  /// cache keeps the last good themes, so a page that opens or switches meanwhile still
  /// renders them. Only when every file is good are the cached themes replaced.
  private static func load(_ sources: LiveSources, renderer: ListShotRenderer?) throws -> (ListShotRenderer, [LiveCard])
  {
    let renderer = try renderer ?? ListShotRenderer(fontDirectories: sources.fontDirectories)
    for file in sources.themeFiles {
      if let error = try renderer.themes.validate(file: file).first { throw error }
    }
    var cards = LiveCard.gallery
    for spec in sources.specs { cards += LiveCard.cards(of: try renderer.readSpec(spec)) }
    ThemeLoader.forgetLoadedThemes()
    for theme in sources.themes {
      for scheme in ColorScheme.allCases { _ = try renderer.themes.load(theme, scheme: scheme) }
    }
    return (renderer, cards)
  }

  /// The cards of `settings`, rendered now if no page showed them yet.
  ///
  /// Renders of settings no page is subscribed to are kept for the `Limits.maxUnshownPreviews`
  /// most recently asked for only: a page asking for every setting in turn (`GET /state`)
  /// cannot make the server keep a render of each for good.
  func state(for settings: PreviewSettings) async -> LiveState {
    if renders[settings] == nil {
      switch await render(settings, previous: nil) {
      case .success(let result): renders[settings] = renders[settings] ?? result.0
      case .failure(let error): return LiveState(cards: [], problem: Self.message(error))
      }
    }
    let state = LiveState(cards: renders[settings]?.images ?? [], problem: problem)
    recent.removeAll { $0 == settings }
    recent.append(settings)
    let shown = Set(subscribers.values.map(\.settings))
    let unshown = recent.filter { !shown.contains($0) }
    if unshown.count > Limits.maxUnshownPreviews {
      let dropped = Set(unshown.dropLast(Limits.maxUnshownPreviews))
      recent.removeAll { dropped.contains($0) }
      for old in dropped { renders[old] = nil }
      store.retain(Set(renders.values.flatMap { $0.images.map(\.digest) }))
    }
    return state
  }

  /// The number of settings whose render is kept now (for tests).
  var keptRenders: Int { renders.count }

  /// A page's events: first the whole state of its settings, then what changes.
  func subscribe(_ settings: PreviewSettings) async -> AsyncStream<LiveEvent> {
    let state = await state(for: settings)
    let (stream, continuation) = AsyncStream.makeStream(of: LiveEvent.self, bufferingPolicy: .bufferingNewest(256))
    let id = UUID()
    subscribers[id] = (settings, continuation)
    continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
    continuation.yield(.state(state))
    return stream
  }

  private func unsubscribe(_ id: UUID) {
    subscribers[id] = nil
  }

  func ping() {
    for subscriber in subscribers.values { subscriber.continuation.yield(.ping) }
  }

  /// Reads the sources again and re-renders the settings pages show; pushes each changed
  /// card, or the error.
  func reload(fontsChanged: Bool, because files: [String]) async {
    let started = Date()
    let sources = self.sources, current = fontsChanged ? nil : renderer
    let loaded = await Self.offload { try Self.load(sources, renderer: current) }
    guard case .success(let (renderer, cards)) = loaded else {
      if case .failure(let error) = loaded { report(Self.message(error)) }
      return
    }
    self.renderer = renderer
    self.cards = cards
    let shown = Set(subscribers.values.map(\.settings))
    renders = renders.filter { shown.contains($0.key) }
    var pushed = 0, painted = 0
    for settings in shown {
      let old = renders[settings]
      switch await render(settings, previous: fontsChanged ? nil : old) {
      case .failure(let error):
        report(Self.message(error))
        return
      case .success(let (next, count)):
        painted += count
        renders[settings] = next
        let events: [LiveEvent]
        if let old, let changed = next.changedImages(since: old) {
          events = changed.map { .card($0) }
        } else {
          events = [.state(LiveState(cards: next.images, problem: nil))]
        }
        pushed += events.count
        for subscriber in subscribers.values where subscriber.settings == settings {
          for event in events { subscriber.continuation.yield(event) }
        }
      }
    }
    if problem != nil {
      problem = nil
      for subscriber in subscribers.values { subscriber.continuation.yield(.clear) }
    }
    store.retain(Set(renders.values.flatMap { $0.images.map(\.digest) }))
    let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
    log(
      "reloaded after a change to \(files.joined(separator: ", ")): \(painted) cards painted, \(pushed) pushed, in \(milliseconds) ms"
    )
  }

  private func report(_ message: String) {
    problem = message
    log(message)
    for subscriber in subscribers.values { subscriber.continuation.yield(.problem(message)) }
  }

  private func render(_ settings: PreviewSettings, previous: CardRenders?) async -> Result<
    (CardRenders, Int), any Error
  > {
    let cards = self.cards, renderer = self.renderer, store = self.store, sources = self.sources
    return await Self.offload {
      let result = try CardRenders.render(
        cards, settings: settings, theme: sources.themes[settings.theme], scale: sources.scale,
        renderer: renderer, previous: previous, store: store)
      return (result.renders, result.painted)
    }
  }

  /// Card `name` in `settings`, laid out again with provenance (`CardProvenance`), for the
  /// page's "which token is this?"; nil when there is no such card. Layout only, no painting.
  func provenance(of name: String, settings: PreviewSettings) async -> Result<CardProvenance, any Error>? {
    guard let card = cards.first(where: { $0.name == name }) else { return nil }
    let renderer = self.renderer, theme = sources.themes[settings.theme], scale = sources.scale
    return await Self.offload {
      let list = try renderer.displayList(
        for: card.screen, in: card.variant(settings, theme: theme, scale: scale), specFile: card.specFile,
        provenance: true)
      return CardProvenance(name: name, list: list)
    }
  }

  /// Runs `work` on a dispatch queue: rendering blocks, and must not hold the server's threads.
  private static func offload<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async -> Result<T, any Error> {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: Result { try work() }) }
    }
  }

  static func message(_ error: any Error) -> String {
    (error as? ListShotError).map { TokenPosition.located($0).description } ?? String(describing: error)
  }
}
