import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// `Picker` in its list styles: the options matched to the selection by `.tag`, laid out as iOS
/// lays them out in a row, lowered to the catalogue example.
final class PickerTests: XCTestCase {
  enum Appearance: String, CaseIterable, Identifiable {
    case light = "Light", dark = "Dark", automatic = "Automatic"
    var id: Self { self }
  }

  struct Settings: View {
    @State var appearance = Appearance.automatic
    @State var ascending = true

    var body: some View {
      List {
        VStack {
          Picker("Appearance", selection: $appearance) {
            ForEach(Appearance.allCases) { Text($0.rawValue) }
          }
          Picker("Order", selection: $ascending) {
            Text("Ascending").tag(true)
            Text("Descending").tag(false)
          }
          .pickerStyle(.segmented)
        }
      }
    }
  }

  func testAPickerLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "Picker", Screen("example") { Settings() })
  }

  func testTheMenuValueAndChevronsAreAtTheTrailingEdgeInEveryDirectionAndSize() throws {
    var heights: [Double] = []
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Settings() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[0].picker"
      let chevrons = try XCTUnwrap(list.items.first { $0.id.description == "\(id).control.hstack[1].image" }?.frame)
      let value = try XCTUnwrap(list.items.first { $0.id.description == "\(id).control.hstack[0].text" })
      let label = try XCTUnwrap(list.items.first { $0.id.description == "\(id).label.text" }?.frame)
      let width = list.size.width
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(
        isRTL ? chevrons.minX : width - chevrons.maxX, inset(variant.look == .ios18), accuracy: 0.5, "\(variant)")
      XCTAssertEqual(
        isRTL ? width - label.maxX : label.minX, inset(variant.look == .ios18), accuracy: 0.5, "\(variant)")
      if case .text(let text) = value {
        XCTAssertEqual(text.text, "Automatic")
        XCTAssertLessThan(text.color.alpha, 255, "\(variant): the value in the secondary label colour")
      } else {
        XCTFail("the value is a text")
      }
      heights.append(label.height)
    }
    XCTAssertGreaterThan(heights[1], heights[0] * 1.5, "the label grows with Dynamic Type")
  }

  func testTheSegmentedControlSpansTheRowWithTheThumbOnTheSelectedSegment() throws {
    var ios18 = Lowering.variants[0]
    ios18.look = .ios18
    for variant in Lowering.variants + [ios18] {
      let list = try Lowering.renderer.displayList(for: Screen("example") { Settings() }, in: variant)
      let id = "sections[0].rows[0].content.vstack[1].picker"
      let track = try XCTUnwrap(list.items.first { $0.id.description == "\(id).track" }?.frame)
      let thumb = try XCTUnwrap(list.items.first { $0.id.description == "\(id).thumb" }?.frame)
      XCTAssertEqual(track.width, list.size.width - 2 * inset(variant.look == .ios18), accuracy: 0.5, "\(variant)")
      XCTAssertGreaterThanOrEqual(track.height, 32)
      XCTAssertEqual(thumb.width, track.width / 2 - 4, accuracy: 0.5)
      // "Ascending" (the first segment) is selected: at the leading edge, mirrored in RTL.
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(isRTL ? track.maxX - thumb.maxX : thumb.minX - track.minX, 2, accuracy: 0.5, "\(variant)")
      XCTAssertNotNil(list.items.first { $0.id.description == "\(id)[1].text" }, "the second segment's title")
      if variant.dynamicTypeSize == .accessibility3 { XCTAssertGreaterThan(track.height, 32, "grows with its titles") }
    }
  }

  /// The control's shape is the look's (`look.segmentedControl.*`): capsules without dividers
  /// in iOS 26, rounded corners with dividers in iOS 18, and a brand file may override it.
  func testTheSegmentedControlsShapeComesFromTheLookTokens() throws {
    let theme = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segmented-\(UUID().uuidString).tokens.json")
    try Data(
      ##"""
      {"extends": "orange", "look": {"segmentedControl": {"capsule": {"$value": 0},
        "cornerRadius": {"$type": "dimension", "$value": 5}, "dividers": {"$value": 1}}}}
      """##.utf8
    ).write(to: theme)
    defer { try? FileManager.default.removeItem(at: theme) }
    let id = "sections[0].rows[0].content.vstack[0].picker"
    func track(_ variant: RenderVariant) throws -> (radius: Double, height: Double, dividers: Int) {
      let screen = Screen("example") {
        List {
          VStack {
            Picker("Order", selection: .constant(1)) {
              Text("A").tag(0)
              Text("B").tag(1)
              Text("C").tag(2)
              Text("D").tag(3)
            }
            .pickerStyle(.segmented)
          }
        }
      }
      let list = try Lowering.renderer.displayList(for: screen, in: variant)
      guard case .rect(let item)? = list.items.first(where: { $0.id.description == "\(id).track" }) else {
        throw NoTrack(items: list.items.map(\.id.description))
      }
      let dividers = list.items.filter { $0.id.description.hasPrefix("\(id).divider") }.count
      return (item.cornerRadius, item.frame.height, dividers)
    }
    struct NoTrack: Error { var items: [String] }
    var variant = Lowering.variants[0]
    variant.look = .ios26
    let ios26 = try track(variant)
    XCTAssertEqual(ios26.radius, ios26.height / 2, "a capsule")
    XCTAssertEqual(ios26.dividers, 0)
    variant.look = .ios18
    // Segment 1 is selected: only the divider between 2 and 3 has no selected neighbour.
    XCTAssertEqual(try track(variant).radius, 9)
    XCTAssertEqual(try track(variant).dividers, 1)
    variant.theme = theme.path
    variant.look = .ios26
    XCTAssertEqual(try track(variant).radius, 5, "the brand's override")
    XCTAssertEqual(try track(variant).dividers, 1)
  }

  func testTheSeparatorUnderASegmentedControlStartsAtItsLeadingEdge() throws {
    @State var ascending = true
    for variant in Lowering.variants {
      let screen = Screen("segmented") {
        List {
          Picker("Order", selection: $ascending) {
            Text("Ascending").tag(true)
            Text("Descending").tag(false)
          }
          .pickerStyle(.segmented)
          Text("Below")
        }
      }
      let list = try Lowering.renderer.displayList(for: screen, in: variant)
      let track = try XCTUnwrap(
        list.items.first { $0.id.description == "sections[0].rows[0].content.picker.track" }?.frame)
      let separator = try XCTUnwrap(list.items.first { $0.id.description == "sections[0].rows[0].separator" }?.frame)
      let isRTL = variant.direction == .rightToLeft
      XCTAssertEqual(
        isRTL ? separator.maxX : separator.minX, isRTL ? track.maxX : track.minX, accuracy: 0.5, "\(variant)")
    }
  }

  func testInlineOptionsAreRowsWithACheckmarkOnTheSelectedOne() throws {
    @State var order = 1
    let inSection = try Lowering.screen("inline") {
      List {
        Section("Sort By") {
          Picker("Sort By", selection: $order) {
            Text("Name").tag(0)
            Text("Date").tag(1)
            Text("Size").tag(2)
          }
          .pickerStyle(.inline)
        }
      }
    }
    XCTAssertEqual(inSection.sections.count, 1)
    XCTAssertEqual(inSection.sections[0].header, "Sort By")
    XCTAssertEqual(inSection.sections[0].rows.map(\.content), ["Name", "Date", "Size"].map { .listCell(ListCell($0)) })
    XCTAssertEqual(inSection.sections[0].rows.map { $0.accessories == [.checkmark] }, [false, true, false])
    let bare = try Lowering.screen("inline") {
      List {
        Picker("Sort By", selection: $order) {
          Text("Name").tag(0)
          Text("Date").tag(1)
        }
        .pickerStyle(.inline)
      }
    }
    XCTAssertEqual(bare.sections.map(\.header), ["Sort By"], "outside a Section, a section under the label")
  }

  func testANavigationLinkPickerIsTheCellWithItsValueAndChevron() throws {
    @State var when: String? = "Ask"
    let screen = try Lowering.screen("link") {
      List {
        Picker("Ask to Join Networks", selection: $when) {
          Text("Off").tag("Off")
          Text("Notify").tag("Notify")
          Text("Ask").tag("Ask")
        }
        .pickerStyle(.navigationLink)
      }
    }
    let row = screen.sections[0].rows[0]
    XCTAssertEqual(row.content, .listCell(ListCell("Ask to Join Networks")))
    XCTAssertEqual(row.accessories, [.label("Ask"), .disclosureIndicator], "an optional selection matches its value")
  }

  func testAWheelPickerIsRefusedWithItsPath() {
    @State var n = 0
    let message = Lowering.message {
      try Lowering.screen("wheel") {
        List { Picker("Count", selection: $n) { Text("One").tag(1) }.pickerStyle(.wheel) }
      }
    }
    XCTAssertTrue(message.contains("wheel style"), message)
    XCTAssertTrue(message.contains("Picker"), message)
  }

  /// Where a row's content starts from the screen's side in an inset grouped list: the card's
  /// inset and the row's (16 + 16 in iOS 26, 20 + 20 in iOS 18).
  private func inset(_ isIOS18: Bool) -> Double { isIOS18 ? 40 : 32 }
}
