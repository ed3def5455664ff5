import ListShotModel
import ListShotUI
import XCTest

/// The bars' appearance modifiers a picture of the list at its top has nothing to draw for:
/// the screen is the one without them, and `.toolbarBackground(.visible)` is refused.
final class BarAppearanceTests: XCTestCase {
  struct Bars: View {
    var styled = true
    var body: some View {
      NavigationStack {
        List { Text("Loire") }
          .navigationTitle("Rivers")
          .toolbarColorScheme(styled ? .dark : nil, for: .navigationBar)
          .toolbarBackground(.hidden, for: .navigationBar, .tabBar)
      }
    }
  }

  func testTheColorSchemeOfABarWithoutBackgroundDrawsNothing() throws {
    let plain = try Lowering.screen("bars") {
      NavigationStack { List { Text("Loire") }.navigationTitle("Rivers") }
    }
    XCTAssertEqual(try Lowering.screen("bars") { Bars() }, plain)
    try Lowering.assertSamePNGs(Screen("bars") { Bars() }, plain)
    XCTAssertThrowsError(
      try Lowering.screen("visible") { List { Text("A") }.toolbarBackground(.visible, for: .navigationBar) }
    ) { XCTAssertTrue("\($0)".contains(".toolbarBackground(.visible) cannot be drawn yet"), "\($0)") }
  }
}
