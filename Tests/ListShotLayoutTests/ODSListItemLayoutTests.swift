import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Display-list tests for the ODS list item, without pixels: exact frames from the fixed
/// measurer (every character is half its point size wide), colours from the Orange theme.
final class ODSListItemLayoutTests: XCTestCase {
  let row = ODSListItem(
    title: "Title", subtitle: "Sub", leading: .squareImage(.placeholder), trailingText: "Details",
    isNavigationLink: true)

  func testFramesOfAFullRowLeftToRight() throws {
    let list = try TestEnvironment.layout(Screen("s") { row })
    let id = "sections[0].rows[0]"
    // 44 image + 2 × 8, then the divider's device pixel (0.5 pt at @2x) below the content.
    XCTAssertEqual(list.size, Size(width: 390, height: 60.5))
    XCTAssertEqual(
      list.items(withID: "\(id).leading.placeholder").first?.frame, Rect(x: 16, y: 8, width: 44, height: 44))
    // Text starts after 16 padding + 44 image + 8 gap; lines are SF's own line height (1.193 × size:
    // 20.281 and 15.509), centred: (60 − 20.281 − 15.509) / 2 = 12.105.
    let title = try XCTUnwrap(list.text("\(id).title"))
    let chevronWidth = 13.0 * 8 / 14
    // The chevron reaches 1.6 pt past the trailing padding.
    let textWidth = 390 - 32 - 52 - 8 - (52.5 + 10.9 + chevronWidth - 1.6)
    XCTAssertEqual(title.frame.x, 68)
    XCTAssertEqual(title.frame.y, 12.105, accuracy: 1e-9)
    XCTAssertEqual(title.frame.width, textWidth, accuracy: 1e-9)
    XCTAssertEqual(title.frame.height, 20.281, accuracy: 1e-9)
    XCTAssertEqual(title.alignment, .left)
    XCTAssertEqual(title.attributes.font, FontDescriptor(family: "Inter", size: 17, weight: .regular))
    XCTAssertEqual(try XCTUnwrap(title.attributes.lineHeight), 20.281, accuracy: 1e-9)
    XCTAssertEqual(title.color, Color(hex: "#000000"))
    let subtitle = try XCTUnwrap(list.text("\(id).subtitle"))
    XCTAssertEqual(subtitle.frame.x, 68)
    XCTAssertEqual(subtitle.frame.y, 32.386, accuracy: 1e-9)
    XCTAssertEqual(subtitle.attributes.font.size, 13)
    // Trailing text: Subheadline bold in systemGray3, then a 10.9 pt gap and the chevron.
    let details = try XCTUnwrap(list.text("\(id).trailingText"))
    XCTAssertEqual(details.frame.x, 390 - 16 + 1.6 - chevronWidth - 10.9 - 52.5, accuracy: 1e-9)
    XCTAssertEqual(details.frame.y, 20)
    XCTAssertEqual(details.attributes.font.weight, .bold)
    XCTAssertEqual(details.color, Color(hex: "#C7C7CC"))
    let chevron = try XCTUnwrap(list.items(withID: "\(id).chevron").first?.frame)
    XCTAssertEqual(chevron.maxX, 390 - 16 + 1.6, accuracy: 1e-9)
    XCTAssertEqual(chevron.y, 23.5)
    // Divider: a full-width hairline below the 60 pt content, as `Divider()` under the item in a VStack.
    guard case .line(let divider)? = list.items(withID: "\(id).divider").first else {
      return XCTFail("no divider")
    }
    XCTAssertEqual(divider.frame, Rect(x: 0, y: 60, width: 390, height: 0.5))
  }

  func testRightToLeftMirrorsEveryFrameAndOnlyDirectionalGlyphs() throws {
    for direction in LayoutDirection.allCases {
      let list = try TestEnvironment.layout(Screen("s") { row }, direction: direction)
      let title = try XCTUnwrap(list.text("sections[0].rows[0].title"))
      XCTAssertEqual(title.alignment, direction == .leftToRight ? .left : .right)
      XCTAssertEqual(title.direction, direction)
    }
    let screen = Screen("s") {
      row
      ODSListItem(title: "Option", trailingCheckmarkIsSelected: true)
      ODSListItem(title: "Info", trailingText: "Details", hasInfoButton: true)
      ODSListItem(title: "Switch", leading: .icon(.named("heart")), trailingToggleIsOn: true)
    }
    // Only the navigation chevron redraws its shape.
    _ = try TestEnvironment.layout(screen, flipped: ["chevron"])
  }

  func testAnImageMakesTheRow60AndTextOnlyRowsAre44() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        ODSListItem(title: "Only")
        ODSListItem(title: "Image", leading: .wideImage(.placeholder))
        ODSListItem(title: "Icon", leading: .icon(.named("heart")))
      })
    XCTAssertEqual(list.size.height, 44 + 60 + 44 + 3 * 0.5)  // each with its divider's device pixel
    XCTAssertEqual(list.items(withID: "sections[0].rows[1].leading.placeholder").first?.frame?.width, 88)
  }

  func testSubtitleLineLimitAndTruncationFlag() throws {
    let long = String(repeating: "word ", count: 60)
    let list = try TestEnvironment.layout(
      Screen("s") {
        ODSListItem(title: long, subtitle: long, subtitleNumberOfLines: .two)
        ODSListItem(title: "T", subtitle: long)
      })
    let twoLines = try XCTUnwrap(list.text("sections[0].rows[0].subtitle"))
    XCTAssertEqual(twoLines.maxLines, 2)
    XCTAssertEqual(twoLines.frame.height, 2 * 15.509, accuracy: 1e-9)
    XCTAssertTrue(twoLines.isTruncated)
    XCTAssertTrue(try XCTUnwrap(list.text("sections[0].rows[0].title")).isTruncated)
    XCTAssertEqual(try XCTUnwrap(list.text("sections[0].rows[1].subtitle")).frame.height, 15.509, accuracy: 1e-9)
  }

  func testDarkSchemeUsesDarkSystemColours() throws {
    let list = try TestEnvironment.layout(Screen("s") { row }, scheme: .dark)
    XCTAssertEqual(list.background, Color(hex: "#000000"))
    XCTAssertEqual(list.text("sections[0].rows[0].title")?.color, Color(hex: "#FFFFFF"))
    XCTAssertEqual(list.text("sections[0].rows[0].trailingText")?.color, Color(hex: "#48484A"))
  }

  func testRowsGrowWithDynamicTypeAndNeverShrink() throws {
    var previous = 0.0
    for size in DynamicTypeSize.allCases {
      let list = try TestEnvironment.layout(
        Screen("s") { ODSListItem(title: "Title", subtitle: "Subtitle", trailingText: "Details") }, size: size)
      XCTAssertGreaterThanOrEqual(list.size.height, previous, "\(size)")
      previous = list.size.height
      assertNothingLeavesTheCanvas(list)
    }
    // AX3: Body 40 and Footnote 33, each line 1.193 × its size, + 2 × 8 padding + the divider's pixel.
    let ax3 = try TestEnvironment.layout(Screen("s") { ODSListItem(title: "T", subtitle: "S") }, size: .accessibility3)
    XCTAssertEqual(ax3.size.height, (40 + 33) * 1.193 + 16 + 0.5, accuracy: 1e-9)
  }

  func testUnknownIconNameIsALayoutErrorNotACrash() throws {
    XCTAssertThrowsError(
      try TestEnvironment.layout(Screen("s") { ODSListItem(title: "T", leading: .icon(.named("hart"))) })
    ) { error in
      XCTAssertEqual((error as? LayoutError)?.message, "unknown icon 'hart'")
      XCTAssertEqual((error as? LayoutError)?.hint, "did you mean 'heart', 'cart', 'hail'?")
      XCTAssertEqual((error as? LayoutError)?.path.description, "sections[0].rows[0].odsListItem.leading.icon")
    }
  }
}

/// Accessibility sizes: the row stacks, nothing overlaps, and it still mirrors.
final class ODSListItemAccessibilityLayoutTests: XCTestCase {
  let screen = Screen("s") {
    ODSListItem(
      title: "Title", subtitle: "Subtitle", leading: .wideImage(.placeholder), trailingText: "Details",
      hasInfoButton: true, isNavigationLink: true)
    ODSListItem(title: "Storage", leading: .icon(.named("folder")), trailingText: "12 GB", isNavigationLink: true)
    ODSListItem(title: "Notifications", subtitle: "Sounds and badges", trailingToggleIsOn: true)
  }

  func testImageAboveAndTrailingTextBelowAtAccessibilitySizes() throws {
    let id = "sections[0].rows[0]"
    let large = try TestEnvironment.layout(screen, size: .large)
    let ax = try TestEnvironment.layout(screen, size: .accessibility3)
    // Large: image, text and trailing text side by side.
    let largeImage = try XCTUnwrap(large.items(withID: "\(id).leading.placeholder").first?.frame)
    let largeTitle = try XCTUnwrap(large.text("\(id).title")?.frame)
    XCTAssertGreaterThan(largeTitle.minX, largeImage.maxX)
    // AX3: the image sits above the title, and Details below the subtitle, at the text's x.
    let image = try XCTUnwrap(ax.items(withID: "\(id).leading.placeholder").first?.frame)
    let title = try XCTUnwrap(ax.text("\(id).title")?.frame)
    let subtitle = try XCTUnwrap(ax.text("\(id).subtitle")?.frame)
    let details = try XCTUnwrap(ax.text("\(id).trailingText")?.frame)
    XCTAssertEqual(image.minX, 16)
    XCTAssertGreaterThanOrEqual(title.minY, image.maxY)
    XCTAssertEqual(title.minX, 16)
    XCTAssertEqual(details.minX, title.minX)
    XCTAssertEqual(details.minY, subtitle.maxY)
    // An icon stays beside the text; the controls stay at the trailing end.
    let icon = try XCTUnwrap(ax.items(withID: "sections[0].rows[1].leading").first?.frame)
    XCTAssertLessThan(icon.maxX, try XCTUnwrap(ax.text("sections[0].rows[1].title")?.frame).minX)
    XCTAssertEqual(try XCTUnwrap(ax.items(withID: "sections[0].rows[2].toggle.track").first?.frame).maxX, 390 - 16)
  }

  func testNothingOverlapsOrLeavesItsRowAtAnySizeInEitherDirection() throws {
    for size in DynamicTypeSize.allCases {
      for direction in LayoutDirection.allCases {
        let list = try TestEnvironment.layout(screen, direction: direction, size: size)
        assertNothingLeavesTheCanvas(list)
        for row in 0..<3 {
          let prefix = "sections[0].rows[\(row)]."
          let parts = ["title", "subtitle", "trailingText", "leading", "infoButton", "chevron", "toggle.track"]
          let frames = parts.compactMap { part in list.items(withID: prefix + part).first?.frame.map { (part, $0) } }
          for (i, a) in frames.enumerated() {
            for b in frames.dropFirst(i + 1) {
              XCTAssertFalse(a.1.intersects(b.1), "\(size) \(direction) row \(row): \(a.0) overlaps \(b.0)")
            }
          }
        }
      }
    }
  }

  func testRightToLeftMirrorsAtAnAccessibilitySize() throws {
    _ = try TestEnvironment.layout(screen, size: .accessibility2, flipped: ["chevron"])
  }
}
