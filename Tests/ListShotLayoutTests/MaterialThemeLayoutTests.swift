import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// The Material drawing of issue 30: the empty base cell, `rippleColor`, the dark elevation
/// overlay and the shape scheme on elevated cells, in the Material themes and, unchanged, in
/// an OUDS theme.
final class MaterialThemeLayoutTests: XCTestCase {
  func layout(
    _ cells: [MaterialListCell], theme: String = "material-baseline", scheme: ColorScheme = .light
  ) throws -> DisplayList {
    let screen = Screen("material", width: 390) { cells.map(\.asRow) }
    return try TestEnvironment.layout(screen, theme: theme, scheme: scheme, flipped: [])
  }

  func testAnEmptyBaseCellIsARowOfTheMinimumHeightWithItsRippleAndElevation() throws {
    let list = try layout([
      MaterialListCell(), MaterialListCell(isHighlighted: true, elevation: 2),
    ])
    XCTAssertEqual(list.size.height, 2 * MaterialListCell.emptyHeight)
    XCTAssertEqual(list.frame("\(row(1)).ripple"), Rect(x: 0, y: 48, width: 390, height: 48))
    XCTAssertNotNil(list.frame("\(row(1)).shadow.key"))
    XCTAssertNotNil(list.frame("\(row(1)).surface"))
    XCTAssertTrue(MaterialListCell().validate().isEmpty)
  }

  func testRippleColorIsDrawnAsGivenForTheHighlightAndTheInk() throws {
    let ink = Color(red: 0x62, green: 0x00, blue: 0xEE, alpha: 0x29)
    let list = try layout([
      MaterialListCell(title: "Pressed", isHighlighted: true, rippleColor: .custom(ink)),
      MaterialListCell(
        title: "Touched", ripple: .init(touchPoint: Point(x: 40, y: 20), progress: 1), rippleColor: .custom(ink)),
    ])
    XCTAssertEqual(list.fill("\(row(0)).ripple"), ink)
    XCTAssertEqual(list.path("\(row(1)).ripple")?.fill, ink)
  }

  func testDarkElevationOverlayFollowsMaterialsTableAndGrowsWithElevation() throws {
    // material.io dark theme, "Properties": the overlay opacity per elevation, in per cent.
    let table: [(Double, Double)] = [
      (0, 0), (1, 5), (2, 7), (3, 8), (4, 9), (6, 11), (8, 12), (12, 14), (16, 15), (24, 16),
    ]
    let elevations = table.map(\.0).filter { $0 > 0 }
    let list = try layout(
      elevations.map { MaterialListCell(title: "e", elevation: $0) }, theme: "material-dark", scheme: .dark)
    var previous = 0.0
    for (index, elevation) in elevations.enumerated() {
      let surface = try XCTUnwrap(list.fill("\(row(index)).surface"), "elevation \(elevation)")
      // White at opacity a over #121212: each channel is 18 + (255 - 18) · a.
      let opacity = (Double(surface.red) - 18) / (255 - 18)
      let expected = table.first { $0.0 == elevation }!.1 / 100
      XCTAssertEqual(opacity, expected, accuracy: 0.005 + 0.5 / 237, "elevation \(elevation): \(surface)")
      XCTAssertEqual(surface.red, surface.green)
      XCTAssertEqual(surface.green, surface.blue)
      XCTAssertGreaterThan(opacity, previous, "lighter the higher it is")
      previous = opacity
    }
  }

  func testLightSchemesAndOUDSThemesDrawTheSurfaceAsBefore() throws {
    let cells = [MaterialListCell(title: "e", elevation: 8)]
    XCTAssertEqual(try layout(cells, theme: "material-baseline").fill("\(row(0)).surface"), Color(hex: "#FFFFFF"))
    XCTAssertEqual(
      try layout(cells, theme: "material-baseline", scheme: .dark).fill("\(row(0)).surface"), Color(hex: "#2E2E2E"))
    // An OUDS theme keeps today's square `ios.background` surface, black in dark.
    let ouds = try layout(cells, theme: "orange", scheme: .dark)
    XCTAssertEqual(ouds.fill("\(row(0)).surface"), Color(hex: "#000000"))
    XCTAssertEqual(ouds.rect("\(row(0)).surface")?.cornerRadius, 0)
  }

  func testShapesComeFromTheThemesMediumComponentShape() throws {
    let cells = [MaterialListCell(title: "Elevated", elevation: 2)]
    // Baseline: rounded 4.
    XCTAssertEqual(try layout(cells).rect("\(row(0)).surface")?.cornerRadius, 4)
    // Shrine: cut 8, a path with every corner cut at 45°.
    let shrine = try layout(cells, theme: "shrine")
    let cut = try XCTUnwrap(shrine.path("\(row(0)).surface"))
    XCTAssertEqual(cut.fill, Color(hex: "#FFFBFA"))
    XCTAssertEqual(bounds(cut), Rect(x: 0, y: 0, width: 390, height: 56))
    XCTAssertEqual(cut.elements.first, .move(Point(x: 8, y: 0)))
    XCTAssertTrue(cut.elements.contains(.line(Point(x: 390, y: 8))))
  }

  func testThemedCellsTakeTheSchemesTypeAndColours() throws {
    let list = try layout(
      [MaterialListCell.twoLine("Shrine", detail: "Detail", typography: .themed)], theme: "shrine")
    let title = try XCTUnwrap(list.text("\(row(0)).title"))
    XCTAssertEqual(title.color, Color(hex: "#442C2E")!.withOpacity(0.87))
    XCTAssertEqual(title.attributes.font.size, 16)
    XCTAssertEqual(list.text("\(row(0)).detail")?.attributes.font.size, 14)
    // Shrine's subtitle1 is Rubik (ApplicationScheme.swift), its body2 the system face.
    XCTAssertEqual(title.attributes.font.family, "Rubik")
    XCTAssertEqual(title.attributes.font.weight, .regular)
    XCTAssertEqual(list.text("\(row(0)).detail")?.attributes.font.family, "Inter")
  }

  /// An iPhone in landscape: MDC's list examples lay the collection view out inside the safe
  /// area (`MDCSelfSizingStereoCellExample`: origin and width inset by `safeAreaInsets`), so
  /// every Material cell, its surface, shadow, ripple, images and text, lies between the
  /// leading and trailing safe areas (the notch side and the other), in both directions: it is
  /// the same cell as at the narrower width, moved past the leading inset.
  func testInLandscapeTheCellsLieBetweenTheSafeAreas() throws {
    let device = try XCTUnwrap(Device.named("iphone-16-landscape"))
    let inset = device.safeArea
    XCTAssertEqual(inset.leading, 59)
    XCTAssertEqual(inset.trailing, 59)
    let screen = Screen("landscape", width: device.size.width) {
      MaterialListCell.twoLine(
        "Themed", detail: "Detail", leadingImage: .icon(.named("inbox")), trailingImage: .icon(.named("star")),
        typography: .themed
      ).asRow
      MaterialListCell(title: "Elevated", elevation: 2).asRow
      MaterialListCell(title: "Pressed", isHighlighted: true).asRow
      MaterialListCell(title: "Touched", ripple: .init(touchPoint: Point(x: 40, y: 20), progress: 1)).asRow
    }
    let viewport = Viewport(height: device.size.height, safeArea: inset, showsFullHeight: true)
    let content = device.size.width - inset.leading - inset.trailing
    for theme in ["material-baseline", "shrine"] {
      for direction in LayoutDirection.allCases {
        let landscape = try TestEnvironment.layout(
          screen, theme: theme, direction: direction, width: device.size.width, viewport: viewport, flipped: [])
        let narrow = try TestEnvironment.layout(screen, theme: theme, direction: direction, width: content, flipped: [])
        XCTAssertEqual(landscape.size.width, device.size.width)
        XCTAssertEqual(landscape.items.map(\.id.description), narrow.items.map(\.id.description))
        for (a, b) in zip(narrow.items, landscape.items) {
          XCTAssertEqual(b.frame?.x, a.frame.map { $0.x + inset.leading }, "\(theme) \(direction) \(b.id)")
          XCTAssertEqual(b.frame?.y, a.frame?.y, "\(theme) \(direction) \(b.id)")
        }
        // The cells' own rectangles span exactly the safe width.
        for id in ["\(row(1)).surface", "\(row(2)).ripple"] {
          let frame = try XCTUnwrap(landscape.frame(id) ?? landscape.path(id).map(bounds), "\(theme) \(id)")
          XCTAssertEqual(frame.x, inset.leading, "\(theme) \(direction) \(id)")
          XCTAssertEqual(frame.maxX, device.size.width - inset.trailing, "\(theme) \(direction) \(id)")
        }
        // Text and images keep MDC's 16 pt padding from the safe area's edge on the leading side.
        let title = try XCTUnwrap(landscape.frame("\(row(0)).title"))
        let leadingImage = try XCTUnwrap(landscape.frame("\(row(0)).leadingImage"))
        if direction == .leftToRight {
          XCTAssertEqual(leadingImage.x, inset.leading + 16)
          XCTAssertGreaterThan(title.x, leadingImage.maxX)
        } else {
          XCTAssertEqual(leadingImage.maxX, device.size.width - inset.trailing - 16)
          XCTAssertLessThan(title.maxX, leadingImage.x)
        }
      }
    }
  }
}
