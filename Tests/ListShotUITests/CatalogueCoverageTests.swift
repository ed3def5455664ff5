import Foundation
import ListShotUI
import XCTest

/// What SwiftUI ListShot supports is declared once, in the catalogue (`ViewCatalogue`): every
/// public name of ListShotUI has an entry, every public type its `SwiftUI.` (and so `SwiftUICore.`)
/// aliases, and every drawn view or modifier of free-form content a lowering test
/// (`CatalogueLoweringTests.cases`); layout tests and gallery cards are checked in
/// ListShotLayoutTests (`CatalogueLayoutTests`).
final class CatalogueCoverageTests: XCTestCase {
  static let sources = DocsExampleTests.root.appendingPathComponent("Sources/ListShotUI")

  /// The public type names and the public methods of `extension View` (and of shapes, texts
  /// and images) declared in ListShotUI's sources.
  static func publicNames() throws -> (types: Set<String>, modifiers: Set<String>) {
    var types = Set<String>(), modifiers = Set<String>()
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
    let typePattern = try NSRegularExpression(
      pattern:
        #"^(?:@MainActor\s+)?(?:@preconcurrency\s+)?(?:public|open)\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
      options: .anchorsMatchLines)
    for file in files where file != "SwiftUINamespaces.swift" {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in typePattern.matches(in: text, range: range) {
        types.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
      // Methods of the extensions of View, Shape, InsettableShape, Text and Image.
      var depth = 0, inViewExtension = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if depth == 0 {
          let extended = trimmed.hasPrefix("extension ") ? trimmed.dropFirst(10).prefix { $0.isLetter } : ""
          inViewExtension = ["View", "Shape", "InsettableShape", "Text", "Image"].contains(String(extended))
        }
        if depth == 1, inViewExtension, trimmed.hasPrefix("public func ") {
          modifiers.insert("." + trimmed.dropFirst(12).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      }
    }
    return (types, modifiers)
  }

  func testEveryPublicNameOfListShotUIHasACatalogueEntry() throws {
    let names = Set(ViewCatalogue.entries.flatMap(\.names))
    let (types, modifiers) = try Self.publicNames()
    XCTAssertGreaterThan(types.count, 100)
    XCTAssertGreaterThan(modifiers.count, 40)
    for name in (types.union(modifiers)).sorted() where !names.contains(name) && !names.contains("@" + name) {
      XCTFail("\(name) is public in ListShotUI but has no entry in ViewCatalogue (its name or `also:`)")
    }
  }

  func testEveryPublicTypeHasItsQualifiedAliases() throws {
    let (types, _) = try Self.publicNames()
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
    let text = try files.map { try String(contentsOf: Self.sources.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
    for type in types.sorted() where !["SwiftUI", "SwiftUICore"].contains(type) {
      // `SwiftUICore` is `SwiftUI` (a typealias), so one alias qualifies the name in both.
      let count = text.components(separatedBy: "public typealias \(type) = ListShotUI.\(type)").count - 1
      XCTAssertEqual(count, 1, "\(type) needs its one alias in `extension SwiftUI`")
    }
  }

  /// A drawn entry's lowering test: a case of `CatalogueLoweringTests`, or a test of its own that
  /// calls `Lowering.assertLowersToItsExample(entry: "Name", …)`.
  func testEveryDrawnContentEntryHasALoweringTest() throws {
    let folder = DocsExampleTests.root.appendingPathComponent("Tests/ListShotUITests")
    let text = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    let cases = Set(CatalogueLoweringTests.cases.map(\.entry))
    for entry in ViewCatalogue.views + ViewCatalogue.modifiers where entry.status.draws && entry.spec != nil {
      XCTAssertTrue(
        cases.contains(entry.name) || text.contains("assertLowersToItsExample(entry: \"\(entry.name)\""),
        "\(entry.name) has no lowering test: a case in CatalogueLoweringTests.cases, or a call of Lowering.assertLowersToItsExample"
      )
    }
  }
}

// Apps extend SwiftUI's types by their qualified names too: this compiles with ListShotUI.
extension SwiftUICore.Text {
  static func count(_ value: Int) -> SwiftUI.Text { Text("\(value)") }
}
