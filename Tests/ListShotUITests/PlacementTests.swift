import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// Views and modifiers that place a view past what it is offered or away from its place
/// (`.fixedSize`, `.offset`, a horizontal `ScrollView`), and the views drawn as others
/// (`LazyVStack`, `GroupBox`, `.safeAreaInset`, `.hidden`, `.border`, `.clipped`): each lowers to
/// what it is drawn as, and the display list shows the placement.
final class PlacementTests: XCTestCase {
  static func row(@ViewBuilder _ content: @escaping () -> some View) -> ListShotUI.Screen {
    ListShotUI.Screen("example") { List { content() } }
  }

  func testFixedSizeAndOffsetLowerToTheirExamples() throws {
    let fixed = Self.row {
      HStack {
        Text("The network this phone joined last").lineLimit(1)
        Text("Connected to Home").fixedSize()
      }
    }
    try Lowering.assertLowersToItsExample(entry: ".fixedSize", fixed)
    let offset = Self.row {
      ZStack {
        Image(systemName: "bell.fill")
        Circle().fill(.red).frame(width: 8, height: 8).offset(x: 8, y: -8)
      }
    }
    try Lowering.assertLowersToItsExample(entry: ".offset", offset)
  }

  private func texts(_ screen: ListShotUI.Screen, _ variant: RenderVariant) throws -> [TextItem] {
    try Lowering.renderer.displayList(for: screen, in: variant).items.compactMap {
      if case .text(let item) = $0 { return item } else { return nil }
    }
  }

  func testAnOffsetMovesTheViewAndNotItsNeighboursAndIsMirrored() throws {
    func screen(_ x: CGFloat, _ y: CGFloat) -> ListShotUI.Screen {
      Self.row {
        HStack {
          Text("Moved").offset(x: x, y: y)
          Text("Still")
        }
      }
    }
    for direction in LayoutDirection.allCases {
      let variant = RenderVariant(direction: direction, scale: 2)
      let before = try texts(screen(0, 0), variant), after = try texts(screen(10, 3), variant)
      let moved = try XCTUnwrap(after.first { $0.text == "Moved" }?.frame)
      let placed = try XCTUnwrap(before.first { $0.text == "Moved" }?.frame)
      // Toward the trailing edge: right in left to right, left in right to left.
      XCTAssertEqual(moved.minX - placed.minX, direction == .leftToRight ? 10 : -10, accuracy: 0.01, "\(direction)")
      XCTAssertEqual(moved.minY - placed.minY, 3, accuracy: 0.01, "\(direction)")
      XCTAssertEqual(
        after.first { $0.text == "Still" }?.frame, before.first { $0.text == "Still" }?.frame,
        "\(direction): the neighbour is placed as if nothing moved")
    }
  }

  func testAFixedSizeTextIsNotCutWhereTheSameTextIs() throws {
    let long = "A status line far too long to fit beside its label in one row of a phone"
    func screen(fixed: Bool) -> ListShotUI.Screen {
      Self.row {
        HStack {
          Text("Label")
          if fixed { Text(long).lineLimit(1).fixedSize() } else { Text(long).lineLimit(1) }
        }
      }
    }
    let variant = RenderVariant(scale: 2)
    let cut = try XCTUnwrap(try texts(screen(fixed: false), variant).first { $0.text.hasPrefix("A status") })
    let whole = try XCTUnwrap(try texts(screen(fixed: true), variant).first { $0.text.hasPrefix("A status") })
    XCTAssertTrue(cut.isTruncated)
    XCTAssertFalse(whole.isTruncated)
    XCTAssertGreaterThan(whole.frame.width, cut.frame.width)
  }

  func testAHorizontalScrollViewIsItsContentAtFullWidthCutAtItsEdges() throws {
    let chips = ["Running", "Cycling", "Swimming", "Rowing", "Yoga", "Climbing", "Hiking", "Skiing"]
    let screen = Self.row {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack {
          ForEach(chips, id: \.self) { Text($0).padding(8).background(.blue.opacity(0.2), in: Capsule()) }
        }
      }
    }
    let drawnAs = try Lowering.screen("example") {
      List {
        HStack {
          ForEach(chips, id: \.self) { Text($0).padding(8).background(.blue.opacity(0.2), in: Capsule()) }
        }
        .fixedSize(horizontal: true, vertical: false).frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .clipped()
      }
    }
    XCTAssertEqual(try screen.screen(for: ScreenVariant()), drawnAs)
    for direction in LayoutDirection.allCases {
      let variant = RenderVariant(direction: direction, scale: 2)
      let list = try Lowering.renderer.displayList(for: screen, in: variant)
      let clip = try XCTUnwrap(
        list.items.compactMap { if case .pushClip(let clip) = $0 { return clip } else { return nil } }
          .first { "\($0.id)".contains("rows[0]") })
      let texts = try texts(screen, variant)
      XCTAssertEqual(texts.map(\.text), chips, "\(direction): every chip drawn")
      XCTAssertFalse(texts.contains(where: \.isTruncated), "\(direction): none cut with an ellipsis")
      let first = try XCTUnwrap(texts.first?.frame), last = try XCTUnwrap(texts.last?.frame)
      XCTAssertTrue(clip.frame.minX <= first.minX && first.maxX <= clip.frame.maxX, "\(direction): the first is in")
      // The scroll view is as wide as its row's content (a 2x iPhone: 393 pt less two 16 pt
      // insets and two 16 pt margins), not as its content.
      XCTAssertEqual(clip.frame.width, 329, accuracy: 0.01, "\(direction)")
      // The content starts at the leading edge and runs past the trailing one, where it is cut.
      if direction == .leftToRight {
        XCTAssertGreaterThan(last.maxX, clip.frame.maxX)
      } else {
        XCTAssertLessThan(last.minX, clip.frame.minX)
      }
    }
  }

  func testTheViewsDrawnAsOthersLowerToThem() throws {
    XCTAssertEqual(
      try Lowering.screen("a") {
        List {
          LazyVStack(alignment: .leading, spacing: 4) {
            Text("A"); Text("B")
          }
        }
      },
      try Lowering.screen("a") {
        List {
          VStack(alignment: .leading, spacing: 4) {
            Text("A"); Text("B")
          }.frame(maxWidth: .infinity, alignment: .leading)
        }
      })
    XCTAssertEqual(
      try Lowering.screen("a") {
        List {
          LazyHStack {
            Text("A"); Text("B")
          }
        }
      },
      try Lowering.screen("a") {
        List {
          HStack {
            Text("A"); Text("B")
          }
        }
      })
    XCTAssertEqual(
      try Lowering.screen("a") { List { GroupBox("Today") { Text("8,000 steps") } } },
      try Lowering.screen("a") {
        List {
          VStack(alignment: .leading, spacing: 8) {
            Text("Today").font(.headline)
            Text("8,000 steps")
          }
          .padding(16)
          .background(
            ListShotUI.Color(uiColor: .tertiarySystemGroupedBackground),
            in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
      })
    XCTAssertEqual(
      try Lowering.screen("a") { List { Text("A").hidden() } },
      try Lowering.screen("a") { List { Text("A").opacity(0).accessibilityHidden(true) } })
    XCTAssertEqual(
      try Lowering.screen("a") { List { Text("A").border(.red, width: 2) } },
      try Lowering.screen("a") { List { Text("A").overlay(Rectangle().strokeBorder(.red, lineWidth: 2)) } })
    XCTAssertEqual(
      try Lowering.screen("a") { List { ListShotUI.Color.blue.frame(width: 40, height: 20).clipped() } },
      try Lowering.screen("a") { List { ListShotUI.Color.blue.frame(width: 40, height: 20).cornerRadius(0) } })
    XCTAssertEqual(
      try Lowering.screen("a") { List { Text("A").fixedSize(horizontal: false, vertical: false) } },
      try Lowering.screen("a") { List { Text("A") } })
  }

  func testASafeAreaInsetOnAListIsAViewBelowOrAboveIt() throws {
    let below = try Lowering.screen("a") {
      List { Text("Item") }
        .safeAreaInset(edge: .bottom) { Button("Check out") {}.buttonStyle(.borderedProminent) }
    }
    XCTAssertEqual(
      below,
      try Lowering.screen("a") {
        VStack {
          List { Text("Item") }
          Button("Check out") {}.buttonStyle(.borderedProminent)
        }
      })
    XCTAssertEqual(below.viewsBelow.count, 1)
    let above = try Lowering.screen("a") { List { Text("Item") }.safeAreaInset(edge: .top) { Text("Offline") } }
    XCTAssertEqual(above.viewsAbove.count, 1)
    XCTAssertTrue(
      Lowering.message {
        try Lowering.screen("a") { List { Text("Item") }.safeAreaInset(edge: .leading) { Text("Rail") } }
      }.contains(".safeAreaInset(edge: .leading) on a List"))
    XCTAssertEqual(
      try Lowering.screen("a") { List { Text("A").safeAreaInset(edge: .bottom, spacing: 2) { Text("B") } } },
      try Lowering.screen("a") {
        List {
          VStack(spacing: 2) {
            Text("A"); Text("B")
          }
        }
      })
    // The view is lowered once: what it declares for the screen is recorded once.
    let barred = try Lowering.screen("a") {
      NavigationStack {
        List {
          Text("A").toolbar { Button("Add") {} }.safeAreaInset(edge: .bottom) { Text("B") }
        }
        .navigationTitle("Items")
      }
    }
    XCTAssertEqual(barred.chrome?.barItems, [.title("Add")])
  }

  func testATransformIsDrawnOnlyWhereItChangesNothing() throws {
    let plain = try Lowering.screen("a") { List { Image(systemName: "chevron.right") } }
    XCTAssertEqual(
      try Lowering.screen("a") {
        List { Image(systemName: "chevron.right").rotationEffect(.degrees(0)).scaleEffect(1).rotationEffect(.zero) }
      }, plain)
    XCTAssertEqual(
      try Lowering.screen("a") { List { Image(systemName: "chevron.right").rotationEffect(.degrees(360)) } }, plain)
    XCTAssertTrue(
      Lowering.message {
        try Lowering.screen("a") { List { Image(systemName: "chevron.right").rotationEffect(.degrees(90)) } }
      }.contains(".rotationEffect of 90.0° cannot be drawn yet"))
    XCTAssertTrue(
      Lowering.message {
        try Lowering.screen("a") { List { Text("A").scaleEffect(x: 1, y: 0.5) } }
      }.contains(".scaleEffect of x 1.0, y 0.5 cannot be drawn yet"))
  }

  /// In edit mode only the rows of a ForEach with onDelete (onMove) get a delete control (a
  /// reorder handle), and `.deleteDisabled` / `.moveDisabled` take a row's away.
  func testEditControlsAreOnlyOnTheRowsThatHaveThem() throws {
    struct Tasks: View {
      let names = ["Inbox", "Groceries", "Work"]
      var body: some View {
        List {
          Section {
            ForEach(names, id: \.self) { name in
              Text(name).deleteDisabled(name == "Inbox").moveDisabled(name == "Inbox")
            }
            .onDelete { _ in }
            .onMove { _, _ in }
          }
          Section { Button("New list") {} }
        }
      }
    }
    struct Plain: View {
      let names = ["Inbox", "Groceries", "Work"]
      var body: some View {
        List {
          Section { ForEach(names, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
          Section { Button("New list") {} }
        }
      }
    }
    // Out of edit mode nothing of it shows.
    let variant = RenderVariant(scale: 1)
    XCTAssertEqual(
      try Lowering.renderer.png(for: ListShotUI.Screen("tasks") { Tasks() }, in: variant),
      try Lowering.renderer.png(for: ListShotUI.Screen("tasks") { Plain() }, in: variant))
    let editing = try Lowering.screen("tasks", state: ScreenState(editMode: .active)) { Tasks() }
    XCTAssertEqual(editing.editMode, EditMode(delete: true, reorder: true))
    let rows = editing.sections.flatMap(\.rows)
    XCTAssertEqual(rows.map(\.deleteDisabled), [true, false, false, true], "Inbox, and the button outside the ForEach")
    XCTAssertEqual(rows.map(\.moveDisabled), [true, false, false, true])
    // What is drawn: the delete controls and handles of the two rows that have them.
    let screen = ListShotUI.Screen("tasks", state: ScreenState(editMode: .active)) { Tasks() }
    for direction in LayoutDirection.allCases {
      let items = try Lowering.renderer.displayList(for: screen, in: RenderVariant(direction: direction, scale: 2))
        .items.map { "\($0.id)" }
      for control in ["delete", "reorder"] {
        let rowsWithIt = Set(
          items.filter { $0.contains(".\(control)") }.map {
            $0.components(separatedBy: ".").prefix(2).joined(separator: ".")
          })
        XCTAssertEqual(rowsWithIt, ["sections[0].rows[1]", "sections[0].rows[2]"], "\(direction): \(control)")
      }
    }
  }

  func testDeleteDisabledLowersToItsSpec() throws {
    struct Lists: View {
      var body: some View {
        List {
          ForEach(["Inbox", "Groceries"], id: \.self) { Text($0).deleteDisabled($0 == "Inbox") }.onDelete { _ in }
        }
      }
    }
    let spec = try Lowering.spec(
      """
        - name: lists
          style: insetGrouped
          editMode: { delete: true }
          rows:
            - { listCell: { text: Inbox }, deleteDisabled: true }
            - listCell: { text: Groceries }
      """)
    let state = ScreenState(editMode: .active)
    XCTAssertEqual(try Lowering.screen("lists", state: state) { Lists() }, spec)
    try Lowering.assertSamePNGs(ListShotUI.Screen("lists", state: state) { Lists() }, spec)
  }

  func testViewThatFitsLowersToItsExampleAndDrawsOnlyTheOneThatFits() throws {
    let fits = Self.row {
      ViewThatFits(in: .horizontal) {
        Text("Tuesday 3 December 2026 at 18:30").lineLimit(1)
        Text("Tue 3 Dec 18:30").lineLimit(1)
      }
    }
    try Lowering.assertLowersToItsExample(entry: "ViewThatFits", fits)
    func drawn(_ long: String) throws -> [String] {
      let screen = Self.row {
        ViewThatFits {
          Text(long).lineLimit(1)
          Text("Short").lineLimit(1)
        }
      }
      return try texts(screen, RenderVariant(scale: 2)).map(\.text)
    }
    XCTAssertEqual(try drawn("Fits"), ["Fits"])
    XCTAssertEqual(try drawn(String(repeating: "Far too long for one line ", count: 4)), ["Short"])
  }
}
