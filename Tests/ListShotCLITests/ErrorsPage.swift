import Foundation
import XCTest

/// docs/errors.md, read as data: the one home of every error message the command line prints.
/// The error tests take the expected message and exit code from its tables by case name, so a
/// message is written once, in the page users read.
enum ErrorsPage {
  struct Row {
    /// The table's cells, `\|` unescaped, backticks kept.
    var cells: [String]
    var name: String { cells[0] }
    /// The cell as code: the text between its outer backticks.
    func code(_ index: Int) -> String {
      var text = cells[index]
      if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
      return text
    }
    var exit: Int32? { cells.last.flatMap { Int32($0) } }
  }

  static let text =
    (try? String(contentsOf: CLI.repositoryRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)) ?? ""

  /// The rows of the first table under the `## ` heading that starts with `heading`.
  static func table(under heading: String) -> [Row] {
    var inside = false
    var rows: [Row] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        if inside { break }
        inside = line.dropFirst(3).hasPrefix(heading)
        continue
      }
      guard inside else { continue }
      if line.hasPrefix("|") {
        rows.append(Row(cells: cells(String(line))))
      } else if !rows.isEmpty {
        break
      }
    }
    // The header row and the |---| line.
    return Array(rows.dropFirst(2))
  }

  /// The rows of a table by case name; fails the test on a name written twice.
  static func rows(under heading: String, file: StaticString = #filePath, line: UInt = #line) -> [String: Row] {
    var found: [String: Row] = [:]
    for row in table(under: heading) where found.updateValue(row, forKey: row.name) != nil {
      XCTFail("docs/errors.md: case '\(row.name)' is written twice under '\(heading)'", file: file, line: line)
    }
    return found
  }

  /// Whether `line` is what the page quotes: each `…` in `message` stands for any text (the
  /// page shortens long lists of names so); `prefix` accepts more text after the message.
  static func matches(_ line: String, _ message: String, prefix: Bool = false) -> Bool {
    let parts = message.components(separatedBy: "…")
    guard line.hasPrefix(parts[0]) else { return false }
    var rest = line.dropFirst(parts[0].count)
    for (index, part) in parts.enumerated().dropFirst() {
      if index == parts.count - 1, !prefix { return rest.hasSuffix(part) && rest.count >= part.count }
      guard let found = rest.range(of: part) else { return false }
      rest = rest[found.upperBound...]
    }
    return prefix || rest.isEmpty
  }

  /// A Markdown table line split into trimmed cells; `\|` inside a cell is a `|`.
  static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in line.dropFirst() {
      if escaped {
        current.append(character == "|" ? "|" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    return cells
  }
}
