import Foundation
import ListShot
import ListShotCore
import ListShotGallery
import ListShotTestSupport
import XCTest

/// `themes impact OLD NEW`: checked against what it claims to shortcut. The changed tokens
/// against `themes show` of both files; the changed cards against a full re-render of every
/// gallery card in both themes, compared pixel by pixel.
final class ThemesImpactCLITests: XCTestCase {
  var work: URL!
  var old: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-impact-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    old = work.appendingPathComponent("old.tokens.json")
    try FileManager.default.copyItem(
      at: CLI.repositoryRoot.appendingPathComponent("Themes/orange.tokens.json"), to: old)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  /// One raw colour that semantic tokens alias (light only): exactly it and its dependants,
  /// exactly the cards a full re-render finds changed, with their pixel counts; exit 1.
  func testOneTokenChangeListsThatTokenItsDependantsAndExactlyTheChangedCards() throws {
    let new = try variant(of: "\"550\": {\"$value\": \"#F15E00\"}", as: "\"550\": {\"$value\": \"#E00000\"}")
    let result = try CLI.run(["themes", "impact", old.path, new.path, "--format", "json", "--jobs", "2"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let impact = try JSONDecoder().decode(ThemeImpact.self, from: Data(result.stdout.utf8))

    let tokens = Set(impact.tokens.map { "\($0.scheme) \($0.path)" })
    XCTAssertEqual(tokens, try showDifference(old, new))
    XCTAssertTrue(tokens.contains("light raw.color.orange.550"))
    XCTAssertTrue(tokens.contains("light color.action.selected"), "a dependant through an alias")
    for token in impact.tokens {
      XCTAssertEqual([token.old, token.new], ["#F15E00", "#E00000"], token.path)
    }
    // Dark aliases orange 500: the raw token changes there but moves nothing.
    XCTAssertEqual(impact.tokens.first { $0.scheme == "dark" && $0.path == "raw.color.orange.550" }?.movesPixels, false)
    XCTAssertEqual(impact.tokens.first { $0.scheme == "light" && $0.path == "raw.color.orange.550" }?.movesPixels, true)

    let rerender = try fullRerender(old, new)
    XCTAssertFalse(rerender.isEmpty)
    XCTAssertLessThan(rerender.count, impact.compared, "the change must leave some cards alone")
    XCTAssertEqual(impact.compared, Gallery.cards.count * 2)
    XCTAssertEqual(
      Dictionary(uniqueKeysWithValues: impact.changed.map { ("\($0.scheme) \($0.name)", $0.differingPixels) }), rerender
    )
    // Each changed card names, from its provenance, the changed tokens it uses.
    for change in impact.changed {
      let uses = try XCTUnwrap(change.usesTokens, change.name)
      XCTAssertTrue(
        Set(uses).isSubset(of: Set(impact.tokens.filter { $0.scheme == change.scheme }.map(\.path))), change.name)
    }
    let checkbox = try XCTUnwrap(impact.changed.first { $0.scheme == "light" && $0.name == "checkbox-item-selected" })
    // Its selected box is `color.action.selected`; its pressed row `color.action.pressed`.
    XCTAssertEqual(checkbox.usesTokens, ["color.action.pressed", "color.action.selected"])
    let table = try CLI.run(["themes", "impact", old.path, new.path, "--jobs", "2"])
    XCTAssertTrue(
      table.stdout.split(separator: "\n").contains {
        $0.contains("checkbox-item-selected") && $0.hasSuffix("color.action.pressed, color.action.selected")
      },
      table.stdout)
  }

  /// A token no card uses: reported as changed and as moving no pixel, exit 0, and a full
  /// re-render agrees that no pixel moves.
  func testATokenThatMovesNoPixelIsReportedAsSuchAndExitsZero() throws {
    let new = try variant(
      of: "\"functionalPositiveDark\": {\"$value\": \"#32C832\"}",
      as: "\"functionalPositiveDark\": {\"$value\": \"#123456\"}")
    XCTAssertEqual(try fullRerender(old, new), [:], "the gallery now uses this token: pick another one")
    let json = try CLI.run(["themes", "impact", old.path, new.path, "--format", "json", "--jobs", "2"])
    XCTAssertEqual(json.status, 0, json.stderr)
    let impact = try JSONDecoder().decode(ThemeImpact.self, from: Data(json.stdout.utf8))
    XCTAssertEqual(Set(impact.tokens.map { "\($0.scheme) \($0.path)" }), try showDifference(old, new))
    XCTAssertFalse(impact.tokens.isEmpty)
    XCTAssertTrue(impact.tokens.allSatisfy { $0.movesPixels == false })
    XCTAssertEqual(impact.changed.count, 0)

    let table = try CLI.run(["themes", "impact", old.path, new.path, "--jobs", "2"])
    XCTAssertEqual(table.status, 0, table.stderr)
    XCTAssertTrue(
      table.stdout.contains("raw.color.ods.functionalPositiveDark  #32C832  #123456  moves no pixel"), table.stdout)
    XCTAssertTrue(table.stdout.contains("No pixel changes in \(Gallery.cards.count * 2) compared."), table.stdout)
  }

  /// Two changes in one scheme, one visible and one not: each is tried alone.
  func testEachTokenOfASeveralTokenChangeIsTriedAlone() throws {
    let visible = try variant(of: "\"550\": {\"$value\": \"#F15E00\"}", as: "\"550\": {\"$value\": \"#E00000\"}")
    let both = work.appendingPathComponent("both.tokens.json")
    try String(contentsOf: visible, encoding: .utf8)
      .replacingOccurrences(
        of: "\"functionalPositiveLight\": {\"$value\": \"#228722\"}",
        with: "\"functionalPositiveLight\": {\"$value\": \"#123456\"}"
      )
      .write(to: both, atomically: true, encoding: .utf8)
    // Paths relative to the working folder (CLI.run's is the temporary folder): the scratch
    // theme each token is tried in extends OLD from another folder.
    let folder = work.lastPathComponent
    let result = try CLI.run([
      "themes", "impact", "\(folder)/old.tokens.json", "\(folder)/both.tokens.json", "--format", "json", "--jobs", "2",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let impact = try JSONDecoder().decode(ThemeImpact.self, from: Data(result.stdout.utf8))
    let light = Dictionary(
      uniqueKeysWithValues: impact.tokens.filter { $0.scheme == "light" }.map { ($0.path, $0.movesPixels) })
    XCTAssertEqual(light["raw.color.ods.functionalPositiveLight"], false)
    XCTAssertEqual(light["raw.color.orange.550"], true)
  }

  /// Same theme twice: nothing changes, exit 0. A missing file or a bad token value: exit 2
  /// naming the file (and the bad value), nothing on stdout.
  func testExitCodes() throws {
    let same = try CLI.run(["themes", "impact", old.path, old.path, "--jobs", "2"])
    XCTAssertEqual(same.status, 0, same.stderr)
    XCTAssertTrue(same.stdout.contains("No token changes its resolved value."), same.stdout)
    XCTAssertTrue(same.stdout.contains("No pixel changes in"), same.stdout)

    let missing = work.appendingPathComponent("missing.tokens.json").path
    let absent = try CLI.run(["themes", "impact", old.path, missing])
    XCTAssertEqual(absent.status, 2)
    XCTAssertTrue(absent.stderr.contains(missing), absent.stderr)
    XCTAssertEqual(absent.stdout, "")

    let broken = try variant(of: "\"550\": {\"$value\": \"#F15E00\"}", as: "\"550\": {\"$value\": \"#F15E0\"}")
    let bad = try CLI.run(["themes", "impact", old.path, broken.path])
    XCTAssertEqual(bad.status, 2)
    // The loader names the first token that resolves to the bad literal (an alias of it).
    XCTAssertTrue(
      bad.stderr.contains(broken.lastPathComponent) && bad.stderr.contains("bad colour \"#F15E0\""), bad.stderr)
    XCTAssertEqual(bad.stdout, "")

    let revision = try CLI.run(["themes", "impact", "orange@", "orange"])
    XCTAssertEqual(revision.status, 2)
    XCTAssertTrue(revision.stderr.contains("FILE@REVISION"), revision.stderr)
  }

  /// Cards are named by slugs of their titles: non-empty, lower-case, unique.
  func testGalleryCardNamesAreUniqueSlugs() {
    let names = Gallery.cards.map(\.name)
    XCTAssertGreaterThan(names.count, 20)
    XCTAssertEqual(
      Set(names).count, names.count,
      "duplicates: \(Dictionary(grouping: names) { $0 }.filter { $1.count > 1 }.keys.sorted())")
    for name in names {
      XCTAssertNotNil(name.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), name)
    }
  }

  // MARK: - Helpers

  /// A copy of the old theme with `text` replaced by `replacement` (which must occur once).
  private func variant(of text: String, as replacement: String) throws -> URL {
    let source = try String(contentsOf: old, encoding: .utf8)
    XCTAssertEqual(source.components(separatedBy: text).count, 2, "\(text) occurs once")
    let url = work.appendingPathComponent("new-\(UUID().uuidString.prefix(8)).tokens.json")
    try source.replacingOccurrences(of: text, with: replacement).write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// "scheme path" of every token whose value `themes show` prints differently for the two files.
  private func showDifference(_ a: URL, _ b: URL) throws -> Set<String> {
    func values(_ file: URL) throws -> [String: [String: String]] {
      let result = try CLI.run(["themes", "show", file.path])
      XCTAssertEqual(result.status, 0, result.stderr)
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      let schemes = json?["schemes"] as? [String: [String: [String: Any]]] ?? [:]
      return schemes.mapValues { tokens in tokens.mapValues { "\($0["value"] ?? "")" } }
    }
    let before = try values(a), after = try values(b)
    XCTAssertEqual(Set(before.keys), ["light", "dark"])
    var changed: Set<String> = []
    for (scheme, tokens) in before {
      let other = after[scheme] ?? [:]
      for path in Set(tokens.keys).union(other.keys) where tokens[path] != other[path] {
        changed.insert("\(scheme) \(path)")
      }
    }
    return changed
  }

  /// "scheme card" → differing pixel count, for every gallery card painted in both themes
  /// (no display-list shortcut) whose pixels differ.
  private func fullRerender(_ a: URL, _ b: URL) throws -> [String: Int] {
    let renderer = try TestEnvironment.renderer()
    var changed: [String: Int] = [:]
    for scheme in ColorScheme.allCases {
      for card in Gallery.cards {
        let images = try [a, b].map { theme in
          try renderer.withPixels(
            renderer.displayList(for: card.screen, in: card.variant(theme: theme.path, scheme: scheme))
          ) { $0.rgba }
        }
        guard images[0] != images[1] else { continue }
        XCTAssertEqual([images[0].width, images[0].height], [images[1].width, images[1].height], card.name)
        var count = 0
        for pixel in 0..<(images[0].pixels.count / 4)
        where images[0].pixels[pixel * 4..<pixel * 4 + 4] != images[1].pixels[pixel * 4..<pixel * 4 + 4] {
          count += 1
        }
        changed["\(scheme.rawValue) \(card.name)"] = count
      }
    }
    return changed
  }
}
