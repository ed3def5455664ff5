import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotUI
import XCTest

/// Views in the bars that are not buttons: a text in the bottom toolbar (`.status`) and in the
/// navigation bar, a menu's title, a label's icon, a principal stack; and the gauge in a row.
/// Each is the same model and the same pixels as its spec, laid out where iOS draws it.
final class BarViewTests: XCTestCase {
  static let statusSpec = """
      - name: status
        style: insetGrouped
        navigationTitle: Mailboxes
        navigationBarTitleDisplayMode: inline
        chrome:
          statusBar: false
          homeIndicator: false
          leadingBarItems: [{ title: Sort }]
          barItems: [{ view: { text: 3 new, foregroundStyle: secondary } }]
          toolbar:
            - { icon: folder }
            - { view: { text: Updated just now, font: caption } }
            - { icon: square.and.pencil }
        rows: [{ listCell: { text: Inbox } }, { listCell: { text: Drafts } }]
    """

  func testAStatusTextIsCentredInTheBottomBarBetweenItsButtons() throws {
    let spec = try Lowering.spec(Self.statusSpec)
    let view = Screen("status") { StatusBars() }
    XCTAssertEqual(try view.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(view, spec)
    var statusFrames: [Rect] = []
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: view, in: variant)
      let width = list.size.width
      func frame(_ prefix: String) throws -> Rect {
        try XCTUnwrap(list.items.first { $0.id.description.hasPrefix(prefix) }?.frame, "\(prefix) in \(variant)")
      }
      let status = try frame("toolbar.items[1].view")
      let folder = try frame("toolbar.items[0].icon")
      let compose = try frame("toolbar.items[2].icon")
      // Text frames start on whole pixels (scale 1 here): centred to within half a pixel.
      XCTAssertEqual(status.midX, width / 2, accuracy: 0.5, "\(variant): the status text in the bar's middle")
      statusFrames.append(status)
      let count = try frame("navigationBar.barItems[0].view")
      let sort = try frame("navigationBar.leadingBarItems[0].title")
      // iOS 26 (these variants' look): each bar item on its glass capsule, the toolbar a capsule.
      if variant.direction == .rightToLeft {
        XCTAssertGreaterThan(folder.minX, status.maxX, "\(variant): the first button at the leading (right) end")
        XCTAssertLessThan(compose.maxX, status.minX, "\(variant)")
        XCTAssertLessThan(count.maxX, width / 2, "\(variant): the count at the trailing (left) end")
        XCTAssertGreaterThan(sort.minX, width / 2, "\(variant): the menu at the leading (right) end")
      } else {
        XCTAssertLessThan(folder.maxX, status.minX, "\(variant): the first button at the leading end")
        XCTAssertGreaterThan(compose.minX, status.maxX, "\(variant)")
        XCTAssertGreaterThan(count.minX, width / 2, "\(variant): the count at the trailing end")
        XCTAssertLessThan(sort.maxX, width / 2, "\(variant): the menu at the leading end")
      }
    }
    // iOS 18: bare items at the bars' 16 pt margins, mirrored.
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let list = try Lowering.renderer.displayList(
        for: view, in: RenderVariant(direction: direction, scale: 1, look: .ios18))
      let width = list.size.width
      func frame(_ prefix: String) throws -> Rect {
        try XCTUnwrap(list.items.first { $0.id.description.hasPrefix(prefix) }?.frame, "\(prefix) \(direction)")
      }
      let (folder, compose) = (try frame("toolbar.items[0].icon"), try frame("toolbar.items[2].icon"))
      let (count, sort) = (
        try frame("navigationBar.barItems[0].view"), try frame("navigationBar.leadingBarItems[0].title")
      )
      XCTAssertEqual(try frame("toolbar.items[1].view").midX, width / 2, accuracy: 0.5, "\(direction)")
      if direction == .rightToLeft {
        XCTAssertEqual(folder.maxX, width - 16, accuracy: 0.01, "the first button at the leading (right) margin")
        XCTAssertEqual(compose.minX, 16, accuracy: 0.01)
        XCTAssertEqual(count.minX, 16, accuracy: 0.5, "the count at the trailing (left) margin")
        XCTAssertEqual(sort.maxX, width - 16, accuracy: 0.5, "the menu at the leading (right) margin")
      } else {
        XCTAssertEqual(folder.minX, 16, accuracy: 0.01, "the first button at the toolbar's margin")
        XCTAssertEqual(compose.maxX, width - 16, accuracy: 0.01)
        XCTAssertEqual(count.maxX, width - 16, accuracy: 0.5, "the count at the trailing margin")
        XCTAssertEqual(sort.minX, 16, accuracy: 0.5, "the menu at the leading margin")
      }
    }
    // Bars do not follow Dynamic Type: the caption is as wide at AX3 as at Large.
    XCTAssertEqual(Set(statusFrames.map(\.width)).count, 1, "\(statusFrames)")
  }

  static let principalSpec = """
      - name: principal
        style: insetGrouped
        navigationTitle: Events
        principal:
          vstack:
            - { text: Calendar, font: headline }
            - { text: 3 events today, font: caption, foregroundStyle: secondary }
        chrome:
          statusBar: false
          homeIndicator: false
          barItems: [{ view: { image: star.fill } }, { icon: plus }]
        rows: [{ listCell: { text: Lunch with Ana } }]
    """

  func testAPrincipalStackIsCentredInTheInlineBar() throws {
    let spec = try Lowering.spec(Self.principalSpec)
    let view = Screen("principal") { PrincipalBars() }
    let model = try view.screen(for: ScreenVariant())
    XCTAssertEqual(model.navigationTitle?.displayMode, .inline)
    XCTAssertEqual(model, spec)
    try Lowering.assertSamePNGs(view, spec)
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: view, in: variant)
      let texts = list.items.filter { $0.id.description.hasPrefix("navigationBar.principal") }.compactMap(\.frame)
      XCTAssertEqual(texts.count, 2, "\(variant)")
      guard texts.count == 2 else { continue }
      let (title, subtitle) = (texts[0], texts[1])
      let width = list.size.width
      // Text frames start on whole pixels (scale 1 here): centred to within half a pixel.
      XCTAssertEqual(title.midX, width / 2, accuracy: 0.5, "\(variant): the title centred")
      XCTAssertEqual(subtitle.midX, width / 2, accuracy: 0.5, "\(variant): the subtitle centred")
      XCTAssertLessThan(title.midY, subtitle.minY, "\(variant): the subtitle under the title")
      XCTAssertFalse(list.items.contains { $0.id.description == "navigationBar.title" }, "no title text drawn")
      let star = try XCTUnwrap(
        list.items.first { $0.id.description.hasPrefix("navigationBar.barItems[0].view") }?.frame)
      let plus = try XCTUnwrap(
        list.items.first { $0.id.description.hasPrefix("navigationBar.barItems[1].icon") }?.frame)
      // Centred in the bar's row, as the buttons are (to within half a pixel: text lines snap).
      XCTAssertEqual((title.minY + subtitle.maxY) / 2, plus.midY, accuracy: 0.5, "\(variant): in the row's middle")
      if variant.direction == .rightToLeft {
        XCTAssertLessThan(star.maxX, plus.minX, "\(variant): the star (written last) nearer the middle")
      } else {
        XCTAssertGreaterThan(star.minX, plus.maxX, "\(variant)")
      }
    }
  }

  func testAnImageCanBeThePrincipalAndALargeModeIsRefusedInASpec() throws {
    let screen = try Lowering.screen("image") {
      NavigationStack {
        List { Text("A") }
          .toolbar { ToolbarItem(placement: .principal) { Image(systemName: "star.fill") } }
      }
    }
    XCTAssertEqual(screen.navigationTitle?.text, "", "an image has no text to read")
    XCTAssertEqual(
      screen.navigationTitle?.principal?.unmodified.element(as: ImageView.self)?.source, .named("star.fill"))
    XCTAssertThrowsError(
      try Lowering.spec(
        """
          - name: large
            navigationBarTitleDisplayMode: large
            principal: { text: A }
            rows: [{ listCell: { text: A } }]
        """)
    ) { XCTAssertTrue("\($0)".contains("a principal view is drawn in the inline bar"), "\($0)") }
    XCTAssertThrowsError(
      try Lowering.spec(
        """
          - name: both
            navigationTitle: A
            chrome: { toolbar: [{ title: A, view: { text: B } }] }
            rows: [{ listCell: { text: A } }]
        """)
    ) { XCTAssertTrue("\($0)".contains("bar item"), "\($0)") }
  }

  func testGaugeLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "Gauge", Screen("example") { GaugeExample() })
  }

  func testAGaugeFillsToItsValueBetweenItsValueLabels() throws {
    let view = Screen("example") { GaugeExample() }
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: view, in: variant)
      func frames(_ suffix: String) -> [Rect] {
        list.items.filter { $0.id.description.hasSuffix(suffix) }.compactMap(\.frame)
      }
      let tracks = frames("gauge.track"), bars = frames("gauge.bar"), markers = frames("gauge.marker")
      XCTAssertEqual(tracks.count, 3, "\(variant)")
      XCTAssertEqual(bars.count, 2, "\(variant): the two capacity styles fill")
      XCTAssertEqual(markers.count, 1, "\(variant): the accessory style marks")
      guard tracks.count == 3, bars.count == 2, markers.count == 1 else { continue }
      // Fills and texts snap to whole pixels (scale 1 here): to within half a pixel.
      XCTAssertEqual(bars[0].width, tracks[0].width * 0.4, accuracy: 0.5, "\(variant)")
      XCTAssertEqual(bars[1].width, tracks[1].width * 0.67, accuracy: 0.5, "\(variant)")
      let side = 8.0  // GaugeMarkerLayout.markerSide
      let travelled =
        variant.direction == .rightToLeft ? tracks[2].maxX - markers[0].maxX : markers[0].minX - tracks[2].minX
      XCTAssertEqual(travelled, (tracks[2].width - side) * 0.7, accuracy: 0.5, "\(variant): the marker at 0.7")
      XCTAssertEqual(markers[0].width, side, "\(variant)")
      let texts = list.items.compactMap { item -> TextItem? in
        if case .text(let text) = item, item.id.description.contains("gauge") { return text }
        return nil
      }
      let low = try XCTUnwrap(texts.first { $0.text == "0" }?.frame)
      let high = try XCTUnwrap(texts.first { $0.text == "100" }?.frame)
      let current = try XCTUnwrap(texts.first { $0.text == "67" }?.frame)
      let label = try XCTUnwrap(texts.first { $0.text == "Speed" }?.frame)
      XCTAssertLessThan(label.maxY, tracks[1].minY, "\(variant): the label above the bar")
      XCTAssertGreaterThan(current.minY, tracks[1].maxY, "\(variant): the current value below it")
      if variant.direction == .rightToLeft {
        XCTAssertEqual(
          low.minX, tracks[1].maxX + 8, accuracy: 0.5, "\(variant): the minimum at the leading (right) end")
        XCTAssertEqual(high.maxX, tracks[1].minX - 8, accuracy: 0.5, "\(variant)")
        XCTAssertEqual(bars[1].maxX, tracks[1].maxX, accuracy: 0.5, "\(variant): filled from the leading (right) edge")
      } else {
        XCTAssertEqual(low.maxX, tracks[1].minX - 8, accuracy: 0.5, "\(variant): the minimum at the leading end")
        XCTAssertEqual(high.minX, tracks[1].maxX + 8, accuracy: 0.5, "\(variant)")
        XCTAssertEqual(bars[1].minX, tracks[1].minX, accuracy: 0.5, "\(variant): filled from the leading edge")
      }
    }
  }

  /// `Spacer()` among a bottom toolbar's items is UIKit's flexible space (it was dropped, and the
  /// first view was centred instead): a filter image at the leading end, a count in the middle,
  /// the compose button at the trailing end; two items with no spacer between them side by side.
  struct SpacedToolbar: View {
    var body: some View {
      NavigationStack {
        List { Text("Inbox") }
          .navigationTitle("Mail")
          .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
              Image(systemName: "line.3.horizontal.decrease")
              Spacer()
              Text("3 unread").font(.caption)
              Spacer()
              Button {
              } label: {
                Image(systemName: "folder")
              }
              Button {
              } label: {
                Image(systemName: "square.and.pencil")
              }
            }
          }
      }
    }
  }

  func testSpacersSpreadTheBottomToolbarsItems() throws {
    let spec = try Lowering.spec(
      """
        - name: spaced
          style: insetGrouped
          navigationTitle: Mail
          chrome:
            statusBar: false
            homeIndicator: false
            toolbar:
              - { view: { image: line.3.horizontal.decrease } }
              - spacer
              - { view: { text: 3 unread, font: caption } }
              - spacer
              - { icon: folder }
              - { icon: square.and.pencil }
          rows: [{ listCell: { text: Inbox } }]
      """)
    let view = Screen("spaced") { SpacedToolbar() }
    XCTAssertEqual(try view.screen(for: ScreenVariant()), spec)
    try Lowering.assertSamePNGs(view, spec)
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: view, in: variant)
      func frame(_ prefix: String) throws -> Rect {
        try XCTUnwrap(list.items.first { $0.id.description.hasPrefix(prefix) }?.frame, "\(prefix) in \(variant)")
      }
      let bar = try frame("bottomBar.background")
      let filter = try frame("toolbar.items[0].view"), count = try frame("toolbar.items[2].view")
      let folder = try frame("toolbar.items[4].icon"), compose = try frame("toolbar.items[5].icon")
      let isRTL = variant.direction == .rightToLeft
      // Logical distances from the bar's leading and trailing edges.
      func leading(_ r: Rect) -> Double { isRTL ? bar.maxX - r.maxX : r.minX - bar.minX }
      func trailing(_ r: Rect) -> Double { isRTL ? r.minX - bar.minX : bar.maxX - r.maxX }
      XCTAssertEqual(leading(filter), trailing(compose), accuracy: 0.5, "both ends at the bar's margin: \(variant)")
      XCTAssertEqual(leading(compose) - (leading(folder) + folder.width), 8, accuracy: 0.01, "\(variant)")
      // The two spacers are equally wide: the count sits midway between the filter and the folder
      // (its text starts on a whole pixel at scale 1, so the two gaps differ by up to 1 pt).
      let before = leading(count) - (leading(filter) + filter.width)
      let after = leading(folder) - (leading(count) + count.width)
      XCTAssertEqual(before, after, accuracy: 1, "\(variant)")
      XCTAssertGreaterThan(before, 40, "the spacers take the bar's free width: \(variant)")
    }
  }

  func testASpacerIsAToolbarsOnly() throws {
    let messages: String
    do {
      let screen = try Lowering.spec(
        """
          - name: s
            navigationTitle: T
            chrome: { barItems: [spacer, { title: Done }] }
            rows: [{ listCell: { text: A } }]
        """)
      messages = screen.validate().map(\.message).joined(separator: "\n")
    } catch {
      messages = "\(error)"
    }
    XCTAssertTrue(messages.contains("a spacer spreads a bottom toolbar's items"), messages)
  }

  func testAControlInABarIsRefused() throws {
    XCTAssertThrowsError(
      try Lowering.screen("toggle") {
        NavigationStack {
          List { Text("A") }
            .navigationTitle("Edit")
            .toolbar { Toggle("On", isOn: .constant(true)) }
        }
      }
    ) { XCTAssertTrue("\($0)".contains("Toggle in a toolbar cannot be drawn"), "\($0)") }
    // Under its modifiers the control is still named as the app wrote it.
    XCTAssertThrowsError(
      try Lowering.screen("toggle") {
        NavigationStack {
          List { Text("A") }
            .navigationTitle("Edit")
            .toolbar { Toggle("Bold", isOn: .constant(true)).toggleStyle(.button) }
        }
      }
    ) { XCTAssertTrue("\($0)".contains("Toggle in a toolbar cannot be drawn"), "\($0)") }
  }
}
