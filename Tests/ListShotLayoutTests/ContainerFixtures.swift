import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Helpers for the container tests: one declaration laid out in both directions.
enum ContainerFixtures {
  /// The directional glyphs of containers: navigation chevrons and collapsed outline chevrons.
  static let flipped: Set<String> = ["chevron", "disclosure.collapsed"]

  /// Lays `screen` out left to right and right to left, checks that the second is the first
  /// mirrored (only `flipped` glyphs redraw their shapes), and returns the left-to-right list.
  static func layout(
    _ screen: Screen, scheme: ColorScheme = .light, viewport: Viewport = .content,
    flipped: Set<String> = ContainerFixtures.flipped, file: StaticString = #filePath, line: UInt = #line
  ) throws -> DisplayList {
    let ltr = try TestEnvironment.layout(screen, scheme: scheme, direction: .leftToRight, viewport: viewport)
    let rtl = try TestEnvironment.layout(screen, scheme: scheme, direction: .rightToLeft, viewport: viewport)
    XCTAssertEqual(ltr.size, rtl.size, file: file, line: line)
    assertMirrored(ltr, rtl, flipped: flipped, file: file, line: line)
    return ltr
  }
}

extension DisplayList {
  /// The frame of the first item with `id`.
  func frame(_ id: String) -> Rect? { items(withID: id).first?.frame }

  /// The fill colour of the rect item `id`.
  func fill(_ id: String) -> Color? {
    for case .rect(let item) in items where item.id == id { return item.fill }
    return nil
  }

  func rect(_ id: String) -> RectItem? {
    for case .rect(let item) in items where item.id == id { return item }
    return nil
  }

  func line(_ id: String) -> LineItem? {
    for case .line(let item) in items where item.id == id { return item }
    return nil
  }

  func path(_ id: String) -> PathItem? {
    for case .path(let item) in items where item.id == id { return item }
    return nil
  }

  /// Every id that starts with `prefix`.
  func ids(startingWith prefix: String) -> [String] { items.map(\.id).filter { $0.hasPrefix(prefix) } }
}
