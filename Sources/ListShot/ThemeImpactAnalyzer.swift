import Foundation
import ListShotCore
import ListShotFiles
import ListShotPNG
import ListShotTheme

/// Works out a `ThemeImpact`: resolves both themes' tokens, lays out every subject in both
/// themes and compares their pixels.
///
/// A subject whose display lists are equal has equal pixels (the painter is deterministic),
/// so only subjects whose lists differ are painted. Which token moves pixels: with no changed
/// subject in a scheme, none; with one changed token in a scheme, that one; otherwise each
/// token is tried alone, in a scratch theme that extends the old one and sets only that token
/// to its new value.
public struct ThemeImpactAnalyzer: Sendable {
  public var renderer: ListShotRenderer
  public var jobs: Int

  /// The pictures of a changed subject, for the review report.
  public struct Pictures: Sendable {
    public var name: String
    public var scheme: ColorScheme
    public var before: RGBAImage
    public var after: RGBAImage
  }

  public init(renderer: ListShotRenderer, jobs: Int = ParallelRunner.defaultJobs) {
    self.renderer = renderer
    self.jobs = jobs
  }

  public func analyse(
    old: ThemeRevision, new: ThemeRevision, subjects: [ImpactSubject], keepPictures: Bool = false
  ) throws -> (impact: ThemeImpact, pictures: [Pictures]) {
    var schemes: [ColorScheme] = []
    for subject in subjects where !schemes.contains(subject.scheme) { schemes.append(subject.scheme) }
    if schemes.isEmpty { schemes = ColorScheme.allCases }
    var tokens: [ThemeImpact.TokenChange] = []
    for scheme in schemes {
      // Loading checks each theme completely, so a broken one fails before any rendering.
      _ = try renderer.themes.load(old.theme, scheme: scheme)
      _ = try renderer.themes.load(new.theme, scheme: scheme)
      tokens += try tokenChanges(old: old.theme, new: new.theme, scheme: scheme)
    }
    let changedPaths = Dictionary(grouping: tokens, by: \.scheme).mapValues { Set($0.map(\.path)) }
    let outcomes = try compare(
      subjects, old: old.theme, new: new.theme, keepPictures: keepPictures, changedPaths: changedPaths)
    let changed = outcomes.compactMap { $0?.change }
    try attribute(&tokens, changed: changed, subjects: subjects, old: old.theme)
    let impact = ThemeImpact(old: old.label, new: new.label, tokens: tokens, changed: changed, compared: subjects.count)
    return (impact, outcomes.compactMap { $0?.pictures })
  }

  /// The tokens whose resolved value differs, sorted by path.
  func tokenChanges(old: String, new: String, scheme: ColorScheme) throws -> [ThemeImpact.TokenChange] {
    let before = Dictionary(try renderer.themes.resolvedTokens(old, scheme: scheme).map { ($0.path, $0) }) { $1 }
    let after = Dictionary(try renderer.themes.resolvedTokens(new, scheme: scheme).map { ($0.path, $0) }) { $1 }
    return Set(before.keys).union(after.keys).sorted().compactMap { path in
      let a = before[path], b = after[path]
      guard a != b else { return nil }
      return ThemeImpact.TokenChange(
        scheme: scheme.rawValue, path: path, type: (b ?? a)!.type, old: a?.value, new: b?.value)
    }
  }

  private struct Outcome: Sendable {
    var change: ThemeImpact.SubjectChange
    var pictures: Pictures?
  }

  /// - Parameter changedPaths: the changed token paths by scheme; given, each changed subject
  ///   is laid out again with provenance to name the ones it uses (`usesTokens`).
  private func compare(
    _ subjects: [ImpactSubject], old: String, new: String, keepPictures: Bool,
    changedPaths: [String: Set<String>]? = nil
  ) throws -> [Outcome?] {
    let renderer = self.renderer
    return try ParallelRunner.map(subjects, jobs: jobs) { subject in
      let before = try renderer.displayList(for: subject.screen, in: subject.variant(old))
      let after = try renderer.displayList(for: subject.screen, in: subject.variant(new))
      guard before != after else { return nil }
      let a = try renderer.withPixels(before) { $0.rgba }, b = try renderer.withPixels(after) { $0.rgba }
      guard let (count, area) = PixelChange.between(a, b) else { return nil }
      var change = ThemeImpact.SubjectChange(
        name: subject.name, scheme: subject.scheme.rawValue, differingPixels: count, changedArea: area,
        oldSize: [a.width, a.height], newSize: [b.width, b.height])
      if let changedPaths {
        change.usesTokens = try TokenUse.paths(
          of: subject, themes: [old, new], among: changedPaths[subject.scheme.rawValue] ?? [], renderer: renderer)
      }
      let pictures = keepPictures ? Pictures(name: subject.name, scheme: subject.scheme, before: a, after: b) : nil
      return Outcome(change: change, pictures: pictures)
    }
  }

  /// Sets `movesPixels` on every token change.
  private func attribute(
    _ tokens: inout [ThemeImpact.TokenChange], changed: [ThemeImpact.SubjectChange], subjects: [ImpactSubject],
    old: String
  ) throws {
    var scratch: URL?
    defer { scratch.map(ScratchFolders.remove) }
    for index in tokens.indices {
      let token = tokens[index]
      let inScheme = tokens.filter { $0.scheme == token.scheme }
      let schemeMoves = changed.contains { $0.scheme == token.scheme }
      if !schemeMoves || inScheme.count == 1 {
        tokens[index].movesPixels = schemeMoves
        continue
      }
      guard let value = token.new,
        let json = TokenOverride.json(path: token.path, type: token.type, value: value, extends: old)
      else {
        continue
      }
      let folder = try scratch ?? ScratchFolders.create("listshot-impact")
      scratch = folder
      let file = folder.appendingPathComponent("token-\(index).tokens.json")
      try AtomicFile.write(json, to: file)
      let scheme = ColorScheme(rawValue: token.scheme)
      let alone = try compare(subjects.filter { $0.scheme == scheme }, old: old, new: file.path, keepPictures: false)
      tokens[index].movesPixels = alone.contains { $0 != nil }
    }
  }
}

/// Exact pixel comparison: how many pixels differ in any channel, and where.
enum PixelChange {
  /// Nil when the images are equal; else the count and the box `[x, y, width, height]`.
  /// Pixels outside the smaller image count as changed when the sizes differ.
  static func between(_ a: RGBAImage, _ b: RGBAImage) -> (Int, [Int])? {
    if a == b { return nil }
    let width = max(a.width, b.width), height = max(a.height, b.height)
    var count = 0, minX = width, minY = height, maxX = -1, maxY = -1
    a.pixels.withUnsafeBufferPointer { p in
      b.pixels.withUnsafeBufferPointer { q in
        for y in 0..<height {
          for x in 0..<width {
            let inA = x < a.width && y < a.height, inB = x < b.width && y < b.height
            var differs = inA != inB
            if inA, inB {
              let i = (y * a.width + x) * 4, j = (y * b.width + x) * 4
              differs = p[i] != q[j] || p[i + 1] != q[j + 1] || p[i + 2] != q[j + 2] || p[i + 3] != q[j + 3]
            }
            guard differs else { continue }
            count += 1
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
          }
        }
      }
    }
    return count == 0 ? nil : (count, [minX, minY, maxX - minX + 1, maxY - minY + 1])
  }
}

/// A scratch theme file that extends a theme and sets one token.
enum TokenOverride {
  /// Nil for a type whose resolved text cannot be written back (typography composites).
  static func json(path: String, type: String, value: String, extends theme: String) -> Data? {
    let literal: Any
    switch type {
    case "color", "dimension", "fontFamily": literal = value
    case "number", "fontWeight":
      guard let number = Double(value) else { return nil }
      literal = number
    default: return nil
    }
    var node: [String: Any] = ["$type": type, "$value": literal]
    for part in path.split(separator: ".").reversed() { node = [String(part): node] }
    // The scratch file lives in another folder: a theme file is named by its absolute path,
    // or a relative one would be looked for beside the scratch file.
    let base =
      FileManager.default.fileExists(atPath: theme) ? URL(fileURLWithPath: theme).standardizedFileURL.path : theme
    node["$extensions"] = ["com.listshot": ["extends": base]]
    return try? JSONSerialization.data(withJSONObject: node, options: [.sortedKeys])
  }
}
