import ListShot
import ListShotSpec
import ListShotUI
import XCTest

/// Helpers of the lowering tests: a screen of views lowered in one variant, the screen a YAML
/// spec builds, and the two rendered side by side.
enum Lowering {
  static let renderer: ListShotRenderer = {
    do { return try ListShotRenderer() } catch { fatalError("renderer: \(error)") }
  }()

  /// A variant of the default theme, as `RenderVariant` makes one (for files that declare
  /// views and so import ListShotUI only).
  static func variant(scale: Double = RenderVariant.defaultScale) -> RenderVariant { RenderVariant(scale: scale) }

  /// The model the views lower to in `variant` (light, left to right, large by default).
  static func screen(
    _ name: String, state: ScreenState = ScreenState(), variant: ScreenVariant = ScreenVariant(),
    @ViewBuilder _ content: () -> some View
  ) throws -> ListShotModel.Screen {
    try ListShotUI.Screen(name, state: state, content: content).screen(for: variant)
  }

  /// The screen of a one-screen YAML spec, read as `listshot` reads it.
  static func spec(_ yaml: String, views: String? = nil) throws -> ListShotModel.Screen {
    let text = "version: 1\n" + (views.map { "views:\n" + $0 + "\n" } ?? "") + "screens:\n" + yaml
    let document = try SpecReader.parse(text, file: "test.yaml", iconCheck: renderer.iconCheck)
    return document.screens[0]
  }

  /// The variants the PNG comparisons run in: the four themes, both schemes and directions,
  /// and the two text sizes the issue names, spread over four renders per screen.
  static let variants = [
    RenderVariant(theme: "orange", scheme: .light, dynamicTypeSize: .large, direction: .leftToRight, scale: 1),
    RenderVariant(theme: "sosh", scheme: .dark, dynamicTypeSize: .accessibility3, direction: .rightToLeft, scale: 1),
    RenderVariant(
      theme: "wireframe", scheme: .light, dynamicTypeSize: .accessibility3, direction: .rightToLeft, scale: 1),
    RenderVariant(theme: "orange-compact", scheme: .dark, dynamicTypeSize: .large, direction: .leftToRight, scale: 1),
  ]

  /// Asserts that `swiftUI` renders to the same bytes as `spec` in every variant.
  static func assertSamePNGs(
    _ swiftUI: some ScreenSource, _ spec: ListShotModel.Screen, variants: [RenderVariant] = variants,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    for variant in variants {
      let lhs = try renderer.png(for: swiftUI, in: variant)
      let rhs = try renderer.png(for: spec, in: variant)
      XCTAssertEqual(lhs, rhs, "\(swiftUI.name) in \(variant)", file: file, line: line)
    }
  }

  /// Asserts that `screen` (one row of SwiftUI) lowers to the model the catalogue example of
  /// `entry` reads to (or `content`, with the custom views `views`), and renders to the same
  /// bytes in every variant. A drawn view's tests call it with the entry's name
  /// (`CatalogueCoverageTests` finds the calls).
  static func assertLowersToItsExample(
    entry: String, views: String? = nil, content: String? = nil, _ screen: some ScreenSource,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard let example = content ?? ViewCatalogue.entry(named: entry)?.example else {
      return XCTFail("\(entry): no catalogue entry with an example", file: file, line: line)
    }
    let spec = try Lowering.spec(
      "  - name: example\n    style: insetGrouped\n    rows:\n      - content: \(example)", views: views)
    XCTAssertEqual(
      try screen.screen(for: ScreenVariant()), spec, "\(entry) lowers to its example", file: file, line: line)
    try assertSamePNGs(screen, spec, file: file, line: line)
  }

  /// The message of the error `body` throws.
  static func message(_ body: () throws -> Any) -> String {
    do {
      _ = try body()
      return "no error"
    } catch {
      return "\(error)"
    }
  }
}
