import Foundation
import XCTest

/// docs/cli.md documents every command-line option and the spec pages (docs/spec.md and the
/// pages it links for parts of the format: content, list modifiers, symbols and colours …) every
/// spec key, so neither
/// can be added without the documentation. (The Swift blocks of README.md and of the Swift pages
/// in docs/ are compiled by `scripts/consumer-check.sh`.)
final class DocumentationCoverageTests: XCTestCase {
  static func page(_ path: String) -> String {
    (try? String(contentsOf: CLI.repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  func testEveryOptionOfEveryCommandIsInTheCommandLinePage() throws {
    // docs/review.md documents the review command of its own.
    let cli = Self.page("docs/cli.md") + Self.page("docs/review.md")
    let commands = [
      ["render"], ["verify"], ["diff"], ["report", "merge"], ["review"], ["audit"], ["preview"], ["themes", "list"],
      ["themes", "show"], ["themes", "validate"],
    ]
    var checked = 0
    for command in commands {
      let help = try CLI.run(command + ["--help"])
      XCTAssertEqual(help.status, 0, help.stderr)
      let options = Set(
        help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).compactMap { word -> String? in
          guard word.hasPrefix("--"), word.count > 2 else { return nil }
          return String(word.prefix { $0 == "-" || $0.isLetter })
        })
      XCTAssertFalse(options.isEmpty, command.joined(separator: " "))
      for option in options where option != "--help" {
        checked += 1
        XCTAssertTrue(
          cli.contains("`\(option)"),
          "`listshot \(command.joined(separator: " ")) \(option)` is not in docs/cli.md or docs/review.md")
      }
    }
    XCTAssertGreaterThan(checked, 40)
  }

  /// docs/spec.md and the pages of docs/ it links to.
  static var specPages: String {
    let spec = page("docs/spec.md")
    let linked = spec.split(separator: "(").compactMap { part -> String? in
      guard let end = part.firstIndex(of: ")") else { return nil }
      let target = String(part[..<end])
      return target.hasSuffix(".md") && !target.contains("/") && !target.contains(":") ? target : nil
    }
    return ([spec] + Set(linked).sorted().map { page("docs/" + $0) }).joined(separator: "\n")
  }

  func testEverySpecKeyOfTheSchemaIsInTheSpecPage() throws {
    let spec = Self.specPages
    let schema = try JSONSerialization.jsonObject(
      with: Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("schema/listshot-spec.schema.json")))
    var keys = Set<String>()
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(schema)
    XCTAssertGreaterThan(keys.count, 80)
    for key in keys.sorted() {
      XCTAssertTrue(
        spec.contains("`\(key)`") || spec.contains("\(key):") || spec.contains("`\(key) "),
        "spec key `\(key)` is not in docs/spec.md or a page it links")
    }
  }

  /// README.md is a front page: short, and the way in to every page of docs/.
  func testTheReadmeIsAFrontPageThatLinksEveryPage() throws {
    let readme = Self.page("README.md")
    XCTAssertLessThan(readme.split(separator: "\n", omittingEmptySubsequences: false).count, 250)
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: CLI.repositoryRoot.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }
    XCTAssertGreaterThan(pages.count, 10)
    for page in pages.sorted() {
      XCTAssertTrue(readme.contains("](docs/\(page))"), "README.md does not link docs/\(page)")
    }
  }
}
