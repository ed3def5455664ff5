import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotPNG
import ListShotSnapshot

/// `listshot review`: the decisions on the changes of one verify report, and the goldens
/// accepting them writes. The page (`ListShotServe.ReviewServer`) and the headless options
/// both go through it.
///
/// Opening a report checks all of it before anything can be written: its format, every
/// golden path (a relative path of the form verify writes, once each), and every image of a
/// change (inside `images/`, a regular file whose bytes have the digest its name says, the
/// golden's digest the one the report recorded). Accepting a change then rebuilds the render
/// from the report (`ReviewPixels`, proved by its pixel digest), and writes the golden,
/// stamped as a recorded golden, atomically, only when the golden on disk is still the one
/// the report compared against. The check and the write hold an advisory lock on the
/// snapshots folder, so two reviews of one folder take turns: each golden is whole, and
/// the second review finds it changed.
public final class ReviewSession: @unchecked Sendable {
  public enum Decision: String, Codable, Sendable {
    case pending, accepted, rejected
  }

  /// One change of the report, as the page and `--list` show it.
  public struct Item: Codable, Sendable, Equatable {
    /// The golden's path relative to the snapshots folder.
    public var golden: String
    public var decision: Decision
    /// Whether accepting wrote the golden (false for a golden that already held the render).
    public var written: Bool
    /// Why accepting was refused, when it was.
    public var refused: String?
  }

  /// What an accept or reject did to each golden asked for.
  public struct Outcome: Sendable, Equatable {
    public var golden: String
    public var decision: Decision
    /// The golden's file, when this call wrote it (the text golden's, for a change of the
    /// display list alone).
    public var wrote: URL?
    /// The text golden beside the PNG, when this call wrote it too.
    public var wroteText: URL?
    public var refused: String?

    /// Every file this call wrote.
    public var files: [URL] {
      [wrote, wroteText].compactMap { $0 }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
  }

  public let report: URL
  public let snapshots: URL
  public let run: VerifyRun
  /// The changes that can be accepted, in the report's order.
  public let changes: [VerifyResult]
  private let byGolden: [String: VerifyResult]
  private let lock = NSLock()
  private var items: [String: Item]
  private var writtenOrder: [String] = []

  /// Opens `report` (a folder) for the goldens in `snapshots`. Throws `.badInput` for a
  /// report that is not one, of another format, or that fails any check above.
  public init(report: URL, snapshots: URL) throws {
    self.report = report.absoluteURL.standardizedFileURL
    self.snapshots = snapshots.absoluteURL.standardizedFileURL
    run = try ReportWriter.read(from: self.report)
    guard !run.mode.hasPrefix("themes impact") else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: self.report.path),
        "this is a themes impact report: it compares themes, not goldens, so there is nothing to accept")
    }
    var seen = Set<String>()
    var changes: [VerifyResult] = []
    for result in run.results {
      try Self.checkGoldenPath(result)
      guard seen.insert(result.golden).inserted else {
        throw ReviewPixels.tampered(result.name, "the report lists it twice")
      }
      guard Self.isAcceptable(result) else { continue }
      if let images = result.images {
        for path in images.paths { _ = try ReviewPixels.read(path, variant: result.name, in: self.report) }
        guard images.goldenDigest.map({ images.golden == "\(ReportStore.imagesFolder)/\($0).png" }) == true else {
          throw ReviewPixels.tampered(result.name, "its golden image is not the one the report compared against")
        }
      }
      if let text = result.text { _ = try ReviewPixels.readText(text.actual, variant: result.name, in: self.report) }
      changes.append(result)
    }
    self.changes = changes
    byGolden = Dictionary(uniqueKeysWithValues: changes.map { ($0.golden, $0) })
    items = Dictionary(
      uniqueKeysWithValues: changes.map { ($0.golden, Item(golden: $0.golden, decision: .pending, written: false)) })
  }

  /// A failed result whose report keeps what accepting needs: the pixels of a changed render,
  /// and with text goldens the display list of one whose text golden differs or is missing
  /// (a change of the display list alone, with equal pixels, keeps only that). A text golden
  /// that differed in a report without its display list (written before review wrote text
  /// goldens) cannot be accepted: the PNG alone would leave the next verify failing.
  public static func isAcceptable(_ result: VerifyResult) -> Bool {
    guard result.status == .failed, result.textChange == nil || result.text != nil else { return false }
    if result.images == nil { return result.text != nil }
    return result.images?.actual != nil && result.images?.actualPixels != nil
  }

  /// Why `result`, a failure, cannot be accepted (for `--list`).
  public static func whyNotAcceptable(_ result: VerifyResult) -> String {
    result.textChange != nil && result.text == nil
      ? "the report keeps no display list to accept its text golden (run verify --text-goldens --report again)"
      : "the report keeps no pixels to accept it"
  }

  /// The text golden beside `golden` (`a/x.png` → `a/x.json`).
  static func textGolden(of golden: String) -> String { String(golden.dropLast(4)) + ".json" }

  /// `<screen>/<theme>-<scheme>-<size>-<direction>-<device>[-<look>].png`, as verify names
  /// goldens (`RenderVariant.fileStem`: no look part for iOS 18 or a report written before
  /// looks): two plain components, no `..`, no link (checked when written).
  static func checkGoldenPath(_ result: VerifyResult) throws {
    let look = result.look.flatMap(Look.init(name:)) ?? .unnamed
    let expected =
      "\(result.screen)/\(result.theme)-\(result.scheme)-\(result.size)-\(result.direction)-\(result.device)"
      + "\(look.fileStemSuffix).png"
    let parts = result.golden.split(separator: "/", omittingEmptySubsequences: false)
    guard result.golden == expected, parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }),
      !result.golden.contains("\0"), !result.golden.contains("\\")
    else {
      throw ListShotError(
        .badInput,
        "the report cannot be trusted: it names the golden '\(result.golden)', which is not a path verify writes; nothing was written"
      )
    }
  }

  /// The changes with their decisions, in the report's order.
  public var state: [Item] {
    lock.lock()
    defer { lock.unlock() }
    return changes.map { items[$0.golden]! }
  }

  /// The goldens written so far (PNG and text goldens, relative to the snapshots folder), in
  /// the order they were.
  public var written: [String] {
    lock.lock()
    defer { lock.unlock() }
    return writtenOrder
  }

  /// The changes whose name (`screen/theme-…`, without `.png`) or golden path matches one
  /// of `patterns` (shell patterns: `*`, `?`, `[…]`), or whose group is `#N` (1-based, as
  /// the page numbers them). Throws `.badInput` for a pattern that matches no change.
  public func select(_ patterns: [String]) throws -> [String] {
    var chosen = Set<String>()
    for pattern in patterns {
      let matched = changes.filter { change in
        if pattern.hasPrefix("#"), let number = Int(pattern.dropFirst()) { return change.group == number - 1 }
        return fnmatch(pattern, change.name, 0) == 0 || fnmatch(pattern, change.golden, 0) == 0
      }
      guard !matched.isEmpty else {
        throw ListShotError(
          .badInput,
          "--accept '\(pattern)' matches no change of the report; run with --list to see them; nothing was written")
      }
      chosen.formUnion(matched.map(\.golden))
    }
    return changes.map(\.golden).filter { chosen.contains($0) }
  }

  /// Rebuilds and proves the render of each golden (all of them before writing any, so a
  /// report that fails for one writes nothing), then writes them, rebuilding each again (one
  /// image in memory at a time, whatever the number). Throws `.badInput` for a golden that is
  /// not a change of the report, or a report that cannot rebuild one.
  @discardableResult
  public func accept(_ goldens: [String]) throws -> [Outcome] {
    var chosen: [VerifyResult] = []
    for golden in goldens {
      guard let change = byGolden[golden] else {
        throw ListShotError(.badInput, "'\(golden)' is not a change of the report; nothing was written")
      }
      if let images = change.images { _ = try ReviewPixels.rebuild(images, variant: change.name, in: report) }
      if let text = change.text { _ = try ReviewPixels.readText(text.actual, variant: change.name, in: report) }
      // A link planted on the way is refused before anything is written.
      _ = try ContainedPath.resolve(change.golden, under: snapshots)
      if change.text != nil { _ = try ContainedPath.resolve(Self.textGolden(of: change.golden), under: snapshots) }
      chosen.append(change)
    }
    return try chosen.map { change in
      try write(
        change, try change.images.map { try ReviewPixels.rebuild($0, variant: change.name, in: report) },
        text: try change.text.map { try ReviewPixels.readText($0.actual, variant: change.name, in: report) })
    }
  }

  /// Marks the goldens rejected: nothing is written. A golden already written stays accepted.
  @discardableResult
  public func reject(_ goldens: [String]) throws -> [Outcome] {
    lock.lock()
    defer { lock.unlock() }
    for golden in goldens where items[golden] == nil {
      throw ListShotError(.badInput, "'\(golden)' is not a change of the report")
    }
    return goldens.map { golden in
      if items[golden]!.written || items[golden]!.decision == .accepted {
        return Outcome(golden: golden, decision: .accepted, refused: "already accepted: its golden is written")
      }
      items[golden]!.decision = .rejected
      items[golden]!.refused = nil
      return Outcome(golden: golden, decision: .rejected)
    }
  }

  /// Writes one change under the folder lock: its golden from `pixels` and, with `text`, the
  /// text golden beside it. Refused, with nothing written, when either file on disk is no
  /// longer the one the report compared against (unless it already holds what is accepted).
  private func write(_ change: VerifyResult, _ pixels: ReviewPixels.Rebuilt?, text: [UInt8]?) throws -> Outcome {
    let url = try ContainedPath.resolve(change.golden, under: snapshots)
    let textURL = try ContainedPath.resolve(Self.textGolden(of: change.golden), under: snapshots)
    let recorder = GoldenFile(mode: .failed, artifactsDirectory: nil, environment: run.environment)
    let png = try pixels.map { try recorder.stampedPNG(png: PNGEncoder.encode($0.image), digest: $0.pixels) }
    let outcome = try FolderLock.holding(snapshots) { () throws -> Outcome in
      // Each file that does not hold what is accepted yet, once it is proved to be the one the
      // report compared against.
      var writes: [(URL, [UInt8])] = []
      if let png {
        let current = try InputFile.readIfPresent(
          url, maxBytes: Limits.maxPNGFileBytes, what: "golden", followingLinks: false)
        if current != png {
          guard let current, ReviewPixels.digest(current) == change.images?.goldenDigest else {
            let why =
              current == nil
              ? "the golden \(url.path) is gone since the report was made; not written"
              : "the golden \(url.path) changed since the report was made (it is not the one the report compared against); not written"
            return Outcome(golden: change.golden, decision: .pending, refused: why)
          }
          writes.append((url, png))
        }
      }
      if let text, let kept = change.text {
        let current = try InputFile.readIfPresent(
          textURL, maxBytes: Limits.maxTextGoldenBytes, what: "text golden", followingLinks: false)
        if current != text {
          guard current.map(ReviewPixels.digest) == kept.goldenDigest else {
            let why =
              kept.goldenDigest == nil
              ? "the text golden \(textURL.path) was written since the report was made (it had none); not written"
              : current == nil
                ? "the text golden \(textURL.path) is gone since the report was made; not written"
                : "the text golden \(textURL.path) changed since the report was made (it is not the one the report compared against); not written"
            return Outcome(golden: change.golden, decision: .pending, refused: why)
          }
          writes.append((textURL, text))
        }
      }
      for (file, bytes) in writes {
        try AtomicFile.createFolder(file.deletingLastPathComponent())
        try AtomicFile.write(bytes, to: file)
      }
      let wrote = writes.map(\.0)
      return Outcome(
        golden: change.golden, decision: .accepted, wrote: wrote.first,
        wroteText: wrote.contains(textURL) && wrote.first != textURL ? textURL : nil)
    }
    lock.lock()
    defer { lock.unlock() }
    var item = items[change.golden]!
    if outcome.refused == nil || item.decision != .accepted {
      item.decision = outcome.decision
      item.refused = outcome.refused
    }
    if outcome.wrote != nil {
      item.written = true
      for file in outcome.files {
        writtenOrder.append(String(file.path.dropFirst(snapshots.path.count + 1)))
      }
    }
    items[change.golden] = item
    return outcome
  }

  /// Refusals of a report that cannot be trusted, met while accepting from the page (the
  /// review then ends with exit 2).
  public var refusals: [String] {
    lock.lock()
    defer { lock.unlock() }
    return refused
  }
  private var refused: [String] = []

  public func noteRefusal(_ message: String) {
    lock.lock()
    refused.append(message)
    lock.unlock()
  }

  /// Counts for people: "2 accepted (1 written), 1 rejected, 3 pending".
  public var summary: String {
    let all = state
    let count = { (d: Decision) in all.filter { $0.decision == d }.count }
    return
      "\(count(.accepted)) accepted (\(all.filter(\.written).count) written), \(count(.rejected)) rejected, \(count(.pending)) pending of \(all.count) changes"
  }

  /// The exit status the review ends with, as `verify`'s: 1 while a change is not accepted,
  /// else 3 when the report has goldens missing (there are no pixels to accept for those),
  /// else 0.
  public var exitStatus: Int32 {
    if !refusals.isEmpty { return 2 }
    if state.contains(where: { $0.decision != .accepted }) { return 1 }
    if run.results.contains(where: { $0.status == .missing }) { return 3 }
    if run.results.contains(where: { $0.status == .failed && !Self.isAcceptable($0) }) { return 1 }
    return 0
  }
}
