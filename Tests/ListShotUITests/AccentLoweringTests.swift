import ListShotUI
import XCTest

/// `.tint(…)` and `.accentColor(…)` on the root view are the app's accent: the spec's
/// `accentColor:`, the same pixels.
final class AccentLoweringTests: XCTestCase {
  func testTintOnTheRootViewIsTheScreensAccent() throws {
    let spec = try Lowering.spec(
      """
        - name: accent
          style: insetGrouped
          navigationTitle: Rivers
          accentColor: "#009AC7"
          rows: [{ listCell: { text: Loire, image: drop } }, { listCell: { text: Danube, image: drop } }]
      """)
    XCTAssertEqual(try Lowering.screen("accent") { TintedRivers() }, spec)
    XCTAssertEqual(try Lowering.screen("accent") { AccentColoredRivers() }, spec)
    try Lowering.assertSamePNGs(Screen("accent") { TintedRivers() }, spec)
    XCTAssertNil(try Lowering.screen("accent") { SearchableRivers() }.accentColor)
  }
}

struct TintedRivers: View {
  var body: some View {
    NavigationStack {
      List(["Loire", "Danube"], id: \.self) { Label($0, systemImage: "drop") }
        .navigationTitle("Rivers")
    }
    .tint(Color(red: 0, green: 154.0 / 255, blue: 199.0 / 255))
  }
}

struct AccentColoredRivers: View {
  var body: some View {
    NavigationStack {
      List(["Loire", "Danube"], id: \.self) { Label($0, systemImage: "drop") }
        .navigationTitle("Rivers")
    }
    .accentColor(Color(red: 0, green: 154.0 / 255, blue: 199.0 / 255))
  }
}
