import Foundation
import XCTest

/// README.md documents every command-line option and every spec key, so neither can be added
/// without the documentation. (Its Swift blocks are compiled by `scripts/consumer-check.sh`.)
final class ReadmeCoverageTests: XCTestCase {
  /// README.md and the pages of docs/ it links to.
  let readme: String = {
    let root = CLI.repositoryRoot
    let docs = root.appendingPathComponent("docs")
    let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }
      .sorted().map { docs.appendingPathComponent($0) }
    return ([root.appendingPathComponent("README.md")] + pages).compactMap { try? String(contentsOf: $0) }.joined(
      separator: "\n")
  }()

  func testEveryOptionOfEveryCommandIsInTheReadme() throws {
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
          readme.contains("`\(option)"), "`listshot \(command.joined(separator: " ")) \(option)` is not in README.md")
      }
    }
    XCTAssertGreaterThan(checked, 40)
  }

  func testEverySpecKeyOfTheSchemaIsInTheReadme() throws {
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
        readme.contains("`\(key)`") || readme.contains("\(key):") || readme.contains("`\(key) "),
        "spec key `\(key)` is not in README.md")
    }
  }
}
