import ListShot
import ListShotDisplayList
import ListShotUI
import XCTest

/// `.shadow(color:radius:x:y:)`: lowered to its catalogue example, and the shadow group it
/// puts in the display list: around the view's items, in concrete points, the frame mirrored
/// in right-to-left and the offset not.
final class ShadowTests: XCTestCase {
  static func row(@ViewBuilder _ content: @escaping () -> some View) -> ListShotUI.Screen {
    ListShotUI.Screen("example") { List { content() } }
  }

  func testShadowLowersToItsExample() throws {
    let screen = Self.row {
      ListShotUI.Color.white.frame(width: 120, height: 44).cornerRadius(12).shadow(radius: 4, y: 2)
    }
    try Lowering.assertLowersToItsExample(entry: ".shadow", screen)
  }

  func testAColouredOffsetShadowLowersToItsSpec() throws {
    let screen = Self.row {
      ListShotUI.Color.blue.frame(width: 40, height: 40).clipShape(Circle())
        .shadow(color: .black.opacity(0.5), radius: 6, x: 3, y: 5)
    }
    try Lowering.assertLowersToItsExample(
      entry: ".shadow",
      content:
        "{ color: blue, frame: { width: 40, height: 40 }, clipShape: circle, shadow: { color: '#00000080', radius: 6, x: 3, y: 5 } }",
      screen)
  }

  /// The items of the shadow group, and the group, in `variant`.
  private func group(_ screen: ListShotUI.Screen, _ variant: RenderVariant) throws -> (
    ShadowGroupItem, inner: [DisplayItem]
  ) {
    let items = try Lowering.renderer.displayList(for: screen, in: variant).items
    let start = try XCTUnwrap(items.firstIndex { if case .pushShadow = $0 { return true } else { return false } })
    let end = try XCTUnwrap(items.firstIndex(of: .popShadow))
    guard case .pushShadow(let group) = items[start] else { throw XCTSkip("unreachable") }
    return (group, Array(items[(start + 1)..<end]))
  }

  func testTheGroupHoldsTheViewsItemsInPointsAndItsOffsetIsNotMirrored() throws {
    let screen = Self.row {
      HStack {
        ListShotUI.Color.orange.frame(width: 40, height: 40).cornerRadius(8)
          .shadow(color: .black.opacity(0.5), radius: 4, x: 3, y: 2)
        Text("Ada")
      }
    }
    var frames: [LayoutDirection: Rect] = [:]
    for direction in LayoutDirection.allCases {
      let variant = RenderVariant(direction: direction, scale: 2)
      let (group, inner) = try group(screen, variant)
      let card = try XCTUnwrap(inner.first { if case .rect = $0 { return true } else { return false } }?.frame)
      XCTAssertEqual(inner.map(\.kind), ["pushClip", "rect", "popClip"], "\(direction): only the card is inside")
      XCTAssertEqual(group.frame, card, "\(direction): the group is the card's area")
      XCTAssertEqual(group.sigma, 2, "\(direction): radius 4 is a Gaussian of σ = 2 pt")
      XCTAssertEqual(group.offset, Point(x: 3, y: 2), "\(direction): x is physical, not mirrored")
      XCTAssertEqual(group.color, ListShotCore.Color(red: 0, green: 0, blue: 0, alpha: 128))
      XCTAssertEqual(group.shadowFrame, card.offsetBy(dx: 3, dy: 2).insetBy(dx: -6, dy: -6))
      frames[direction] = card
    }
    // The card mirrors with the row: its leading edge in LTR is its trailing edge in RTL.
    let ltr = try XCTUnwrap(frames[.leftToRight]), rtl = try XCTUnwrap(frames[.rightToLeft])
    XCTAssertEqual(ltr.width, rtl.width)
    XCTAssertNotEqual(ltr.minX, rtl.minX, "the card moves to the other side in right-to-left")
  }

  func testTheDefaultColourIsBlackAtAThirdAndTheGroupCoversAnOverlayPastItsView() throws {
    let screen = Self.row {
      ListShotUI.Color.white.frame(width: 20, height: 20)
        .overlay { ListShotUI.Color.red.frame(width: 60, height: 10) }
        .shadow(radius: 2)
    }
    let (group, inner) = try group(screen, RenderVariant(scale: 2))
    XCTAssertEqual(group.color, ListShotCore.Color(red: 0, green: 0, blue: 0, alpha: 84), "SwiftUI's black at 0.33")
    let frames = inner.compactMap(\.frame)
    XCTAssertEqual(frames.map(\.width).max(), 60)
    XCTAssertTrue(frames.allSatisfy { group.frame.contains($0) }, "the group covers the overlay drawn past its view")
    XCTAssertEqual(group.frame.width, 60)
  }

  func testARadiusOutOfRangeIsRefusedWithItsPath() throws {
    let screen = Self.row { ListShotUI.Color.white.frame(width: 40, height: 40).shadow(radius: 500) }
    let message = Lowering.message { try Lowering.renderer.png(for: screen, in: RenderVariant(scale: 1)) }
    XCTAssertTrue(
      message.contains("sections[0].rows[0].content.shadow: shadow radius 500.0 is out of range 0...200"), message)
  }
}
