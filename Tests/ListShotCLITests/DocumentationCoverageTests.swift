import Foundation
import XCTest

/// docs/cli.md documents every command-line option and docs/spec.md every spec key, so neither
/// can be added without the documentation. (The Swift blocks of README.md and of the Swift pages
/// in docs/ are compiled by `scripts/consumer-check.sh`.)
final class DocumentationCoverageTests: XCTestCase {
  static func page(_ path: String) -> String {
    (try? String(contentsOf: CLI.repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  func testEveryOptionOfEveryCommandIsInTheCommandLinePage() throws {
    let cli = Self.page("docs/cli.md")
    let commands = [
      ["render"], ["verify"], ["diff"], ["report", "merge"], ["audit"], ["preview"], ["themes", "list"],
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
          cli.contains("`\(option)"), "`listshot \(command.joined(separator: " ")) \(option)` is not in docs/cli.md")
      }
    }
    XCTAssertGreaterThan(checked, 40)
  }

  func testEverySpecKeyOfTheSchemaIsInTheSpecPage() throws {
    let spec = Self.page("docs/spec.md")
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
        "spec key `\(key)` is not in docs/spec.md")
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
