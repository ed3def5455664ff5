import Foundation
import XCTest

/// README.md documents every command-line option, and README.md or a page under docs/ every
/// spec key, so neither can be added without the documentation. (README's Swift blocks are
/// compiled by `scripts/consumer-check.sh`.)
final class ReadmeCoverageTests: XCTestCase {
  let readme = (try? String(contentsOf: CLI.repositoryRoot.appendingPathComponent("README.md"))) ?? ""
  /// README.md and the pages under docs/.
  var documentation: String {
    let docs = CLI.repositoryRoot.appendingPathComponent("docs")
    let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).sorted()
      .filter { $0.hasSuffix(".md") }
      .compactMap { try? String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }
    return ([readme] + pages).joined(separator: "\n")
  }

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
    let documentation = self.documentation
    for key in keys.sorted() {
      XCTAssertTrue(
        documentation.contains("`\(key)`") || documentation.contains("\(key):") || documentation.contains("`\(key) "),
        "spec key `\(key)` is not in README.md or docs/")
    }
  }
}
