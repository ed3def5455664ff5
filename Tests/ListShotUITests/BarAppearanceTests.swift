import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// The bars' appearance modifiers a picture of the list at its top has nothing to draw for:
/// the screen is the one without them; `.toolbarBackground(.visible)` draws the background.
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
  }

  struct Visible: View {
    var color: Color?
    var body: some View {
      NavigationStack {
        if let color {
          List { Text("Loire") }
            .navigationTitle("Rivers")
            .toolbarBackground(color, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
        } else {
          List { Text("Loire") }
            .navigationTitle("Rivers")
            .toolbarBackground(.visible, for: .navigationBar)
        }
      }
    }
  }

  func testAVisibleBackgroundIsDrawnUnderTheLargeTitleWithItsHairline() throws {
    func spec(_ value: String) throws -> ListShotModel.Screen {
      try Lowering.spec(
        """
          - name: visible
            style: insetGrouped
            navigationTitle: Rivers
            toolbarBackground: { navigationBar: \(value) }
            rows: [{ listCell: { text: Loire } }]
        """)
    }
    let standard = try spec("visible"), orange = try spec("orange")
    XCTAssertEqual(try Lowering.screen("visible") { Visible() }, standard)
    XCTAssertEqual(try Lowering.screen("visible") { Visible(color: .orange) }, orange)
    try Lowering.assertSamePNGs(Screen("visible") { Visible() }, standard)
    try Lowering.assertSamePNGs(Screen("visible") { Visible(color: .orange) }, orange)
    let plain = Screen("bars") { NavigationStack { List { Text("Loire") }.navigationTitle("Rivers") } }
    for variant in Lowering.variants {
      func background(_ screen: some ScreenSource) throws -> (RectItem, Rect, Rect)? {
        let list = try Lowering.renderer.displayList(for: screen, in: variant)
        let fill = list.items.compactMap { item -> RectItem? in
          if case .rect(let rect) = item, item.id.description == "navigationBar.background" { return rect }
          return nil
        }.first
        let separator = list.items.first { $0.id.description == "navigationBar.separator" }?.frame
        let title = list.items.first { $0.id.description == "navigationBar.title" }?.frame
        guard let fill, let separator, let title else { return nil }
        return (fill, separator, title)
      }
      XCTAssertNil(try background(plain), "\(variant): a large title's bar is clear at the top of the list")
      let (fill, separator, title) = try XCTUnwrap(try background(Screen("visible") { Visible() }), "\(variant)")
      XCTAssertEqual(fill.frame.minY, 0, "\(variant): from the top of the screen")
      XCTAssertGreaterThan(fill.frame.maxY, title.maxY, "\(variant): under the large title too")
      // At the bar's bottom edge, to within a pixel (scale 1 here): fills and lines snap to pixels.
      XCTAssertEqual(separator.maxY, fill.frame.maxY, accuracy: 1, "\(variant): the hairline at its bottom edge")
      let (tinted, _, _) = try XCTUnwrap(try background(Screen("visible") { Visible(color: .orange) }))
      XCTAssertNotEqual(tinted.fill, fill.fill, "\(variant): the colour named")
    }
  }

  /// A hidden navigation bar takes its title and buttons with it, wherever the title is set:
  /// the screen is the one with no bar.
  func testAHiddenNavigationBarIsTheScreenWithoutOne() throws {
    let bare = try Lowering.screen("hidden") { NavigationStack { List { Text("Row") } } }
    XCTAssertNil(bare.navigationTitle)
    let hiddenAfter = try Lowering.screen("hidden") {
      NavigationStack {
        List { Text("Row") }
          .navigationTitle("Inbox")
          .toolbar { Button("Edit") {} }
          .toolbar(.hidden, for: .navigationBar)
      }
    }
    let hiddenBefore = try Lowering.screen("hidden") {
      NavigationStack {
        List { Text("Row") }
          .navigationBarHidden(true)
          .navigationTitle("Inbox")
          .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Close") {} } }
      }
    }
    let hiddenBare = try Lowering.screen("hidden") {
      NavigationStack { List { Text("Row") }.navigationTitle("Inbox").toolbar(.hidden) }
    }
    XCTAssertEqual(hiddenAfter, bare)
    XCTAssertEqual(hiddenBefore, bare)
    XCTAssertEqual(hiddenBare, bare)
    let shown = try Lowering.screen("hidden") {
      NavigationStack { List { Text("Row") }.navigationTitle("Inbox").navigationBarHidden(false) }
    }
    XCTAssertEqual(shown.navigationTitle?.text, "Inbox")
  }

  func testToolbarTitleDisplayModeIsTheNavigationBarsOne() throws {
    for (mode, drawn) in [(ToolbarTitleDisplayMode.inline, NavigationTitle.DisplayMode.inline), (.large, .large)] {
      let screen = try Lowering.screen("mode") {
        NavigationStack { List { Text("Row") }.navigationTitle("Inbox").toolbarTitleDisplayMode(mode) }
      }
      XCTAssertEqual(screen.navigationTitle?.displayMode, drawn)
    }
    XCTAssertTrue(
      Lowering.message {
        try Lowering.screen("mode") {
          NavigationStack { List { Text("Row") }.navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge) }
        }
      }.contains(".toolbarTitleDisplayMode(.inlineLarge) cannot be drawn yet"))
  }
}
