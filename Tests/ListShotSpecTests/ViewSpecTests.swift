import Foundation
import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// `content:`: SwiftUI-shaped views in YAML read into the same `ViewNode` the Swift API builds,
/// and every kind of bad input is an error at its file:line:column.
final class ViewSpecTests: XCTestCase {
  func content(_ yaml: String, views: String = "") -> String {
    let indented = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { "          " + $0 }
      .joined(separator: "\n")
    return views + """
      screens:
        - name: a
          rows:
            - content:
      \(indented)
      """
  }

  func read(_ yaml: String, views: String = "") throws -> ViewNode? {
    let screen = try SpecReader.parse(content(yaml, views: views), file: "spec.yaml").screens.first
    guard case .view(let view)? = screen?.sections.first?.rows.first?.content else { return nil }
    return view
  }

  func testYAMLAndTheSwiftAPIBuildTheSameTree() throws {
    let yaml = """
      hstack:
        - image: person.circle.fill
          foregroundStyle: blue
        - vstack:
            - text: Ada
            - text: ada@example.com
              font: caption
              foregroundStyle: gray
          alignment: leading
        - spacer
        - text: "3"
          padding: { horizontal: 8 }
          background: { color: "#E0E0E0", cornerRadius: 6 }
      spacing: 12
      """
    let expected = ViewNode.hstack(
      spacing: 12,
      .image(systemName: "person.circle.fill").foregroundStyle(.blue),
      .vstack(alignment: .leading, .text("Ada"), .text("ada@example.com").font(.caption1).foregroundStyle(.gray)),
      .spacer(),
      .text("3").padding(EdgeInsets(leading: 8, trailing: 8)).background(
        ViewNode.color(.custom(Color(hex: "#E0E0E0")!)).cornerRadius(6)))
    XCTAssertEqual(try read(yaml), expected)
  }

  func testModifiersApplyInTheOrderWritten() throws {
    let a = try read("text: x\npadding: 4\nbackground: red")
    let b = try read("text: x\nbackground: red\npadding: 4")
    XCTAssertEqual(a, ViewNode.text("x").padding(4).background(.red))
    XCTAssertEqual(b, ViewNode.text("x").background(.red).padding(4))
  }

  func testFramesAndFonts() throws {
    XCTAssertEqual(
      try read("text: x\nframe: { maxWidth: infinity, alignment: leading }\nfont: { size: 15, weight: bold }"),
      ViewNode.text("x").frame(maxWidth: .infinity, alignment: .leading).font(.system(size: 15, weight: .bold)))
  }

  func testCustomViewsExpandWhereTheyAreUsed() throws {
    let views = """
      views:
        - name: Stats
          body: { hstack: [{ text: "10 m" }, { image: star }], spacing: 4 }

      """
    XCTAssertEqual(
      try read("hstack: [{ text: Pacific }, spacer, { view: Stats }]", views: views),
      .hstack(
        .text("Pacific"), .spacer(),
        .custom(name: "Stats", body: .hstack(spacing: 4, .text("10 m"), .image(systemName: "star")))))
  }

  func testAJoinedTextIsAListOfStyledTexts() throws {
    let yaml = """
      text:
        - { text: Ada, bold: true }
        - " · "
        - { text: admin, italic: true, foregroundStyle: secondary }
        - { text: " (away)", fontWeight: light }
      font: caption
      """
    XCTAssertEqual(
      try read(yaml),
      ViewNode.text([
        TextSpan("Ada", weight: .bold), TextSpan(" · "), TextSpan("admin", isItalic: true, color: .secondary),
        TextSpan(" (away)", weight: FontWeight(rawValue: 300)),
      ]).font(.caption1))
    let message = specErrorMessage(content("text: [{ text: a, underline: true }]")) ?? ""
    XCTAssertTrue(message.contains("unknown key 'underline' in a styled text"), message)
    XCTAssertTrue(message.hasPrefix("spec.yaml:5:"), message)
    let tooMany = specErrorMessage(content("text: [\(Array(repeating: "a", count: 65).joined(separator: ", "))]")) ?? ""
    XCTAssertTrue(tooMany.contains("64"), tooMany)
  }

  func testBadViewsAreErrorsAtTheirPosition() {
    // Every key of a view, from the catalogue, with the closest one suggested.
    let unknown = specErrorMessage(content("stack: []")) ?? ""
    XCTAssertTrue(
      unknown.hasPrefix(
        "spec.yaml:5:11 (screens[0].rows[0].content): error: unknown key 'stack' in a view; expected one of: hstack, vstack, zstack, viewThatFits, spacer, divider, text,"
      ), unknown)
    XCTAssertTrue(unknown.hasSuffix("(did you mean 'hstack'?)"), unknown)
    for key in ViewCatalogue.viewSpecKeys + ViewCatalogue.modifiers.compactMap(\.spec?.key) {
      XCTAssertTrue(unknown.contains(" \(key),") || unknown.contains(" \(key) ("), "\(key) is not listed: \(unknown)")
    }
    XCTAssertEqual(
      specErrorMessage(content("{ view: Missing }")),
      "spec.yaml:5:19 (screens[0].rows[0].content.view): error: unknown view 'Missing'; expected a view declared under 'views' at the top of the spec"
    )
    let message = specErrorMessage(content("text: x\nframe: { width: 1000000000 }")) ?? ""
    XCTAssertTrue(message.hasPrefix("spec.yaml:6:27 (screens[0].rows[0].content.frame.width): error:"), message)
    XCTAssertTrue(message.contains("4096"), message)
    XCTAssertTrue(
      specErrorMessage(content("text: x\nalignment: leading"))?.contains(
        "alignment applies to hstack, vstack or zstack, not to text")
        ?? false)
    XCTAssertTrue(
      specErrorMessage(content("hstack: []\nalignment: leading"))?.contains("'leading' is not an alignment of hstack")
        ?? false)
  }

  func testACycleOfCustomViewsIsAnErrorNamingIt() {
    let views = """
      views:
        - name: A
          body: { vstack: [{ view: B }] }
        - name: B
          body: { hstack: [{ text: x }, { view: A }] }

      """
    let message = specErrorMessage(content("{ view: A }", views: views)) ?? ""
    XCTAssertTrue(message.contains("custom views use each other in a cycle: A → B → A"), message)
    XCTAssertTrue(message.hasPrefix("spec.yaml:"), message)
  }

  func testDeepAndHugeTreesAreRefusedBeforeLayout() {
    // 100 nested stacks: within the spec's nesting limit, beyond the views' (64).
    var deep = "text: x"
    for _ in 0..<100 { deep = "vstack: [{ \(deep) }]" }
    let message = specErrorMessage(content(deep)) ?? ""
    XCTAssertTrue(message.contains("more than 64 levels deep"), message)
    // 1,000 nested stacks exceed the spec's own nesting limit: still an error, not a crash.
    var deeper = "text: x"
    for _ in 0..<1000 { deeper = "vstack: [{ \(deeper) }]" }
    XCTAssertNotNil(specErrorMessage(content(deeper)))
    // A custom view used twice by the next, 40 times over: 2⁴⁰ views, refused while expanding.
    var views = "views:\n  - name: V0\n    body: { text: x }\n"
    for i in 1...40 { views += "  - name: V\(i)\n    body: { hstack: [{ view: V\(i - 1) }, { view: V\(i - 1) }] }\n" }
    let huge = specErrorMessage(content("{ view: V40 }", views: views + "\n")) ?? ""
    XCTAssertTrue(huge.contains("more than 2000 views"), huge)
  }
}
