import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotSpec
import ListShotTestSupport
import XCTest

/// Icons keep their own colour: the colour a spec gives, or a multicolour SVG file's own paint
/// (a nil tint in the display list); without either they take the colour of their context.
final class IconColorLayoutTests: XCTestCase {
  let label = Color(hex: "#000000")!
  let secondaryLabel = Color(hex: "#3C3C4399")!
  let orangeAccent = Color(hex: "#F16E00")!
  let yellow = Color(hex: "#FFCC00")!
  var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "listshot-iconcolor-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

  /// One shape filled black: a template.
  var monochrome: String {
    write(
      "mono.svg",
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path fill="#000" d="M2 2h20v20H2z"/><path fill="none" stroke="currentColor" d="M4 4h16"/></svg>"##
    )
  }

  /// A flag: red and white.
  var multicolour: String {
    write(
      "flag.svg",
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="12" style="fill:#E4002B"/><rect y="12" width="24" height="12" fill="white"/></svg>"##
    )
  }

  func write(_ name: String, _ text: String) -> String {
    let path = folder + "/" + name
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  func image(_ id: String, _ list: DisplayList) throws -> ImageItem {
    struct Missing: Error {}
    guard case .image(let item)? = list.items(withID: id).first else {
      XCTFail("no image item \(id)")
      throw Missing()
    }
    return item
  }

  func glyph(_ id: String, _ list: DisplayList) -> GlyphItem? {
    guard case .glyph(let item)? = list.items(withID: id).first else { return nil }
    return item
  }

  func testSVGPaintCountsTheColoursTheFileNames() {
    XCTAssertFalse(SVGPaint.isMulticolor(svg: ##"<svg><path d="M0 0h1"/></svg>"##))
    XCTAssertFalse(
      SVGPaint.isMulticolor(svg: ##"<svg><path fill="#FFF"/><path style="stroke: white; fill: none"/></svg>"##))
    XCTAssertFalse(
      SVGPaint.isMulticolor(
        svg: ##"<svg><path fill="currentColor"/><path fill="#0A0A0A" fill-opacity="0.5" fill-rule="evenodd"/></svg>"##))
    XCTAssertTrue(SVGPaint.isMulticolor(svg: ##"<svg><path fill="#000"/><path stroke="#FF7900"/></svg>"##))
    XCTAssertTrue(SVGPaint.isMulticolor(svg: ##"<svg><style>.a { fill: red } .b { fill: blue }</style></svg>"##))
    // A gradient's stops are its colours; the `url(#g)` reference is not one.
    XCTAssertTrue(
      SVGPaint.isMulticolor(
        svg:
          ##"<svg><linearGradient id="g"><stop stop-color="#F00"/><stop offset="1" stop-color="#00F"/></linearGradient><rect fill="url(#g)"/></svg>"##
      ))
    XCTAssertEqual(
      SVGPaint.colors(inSVG: ##"<path fill="#fff"/><path fill="WHITE"/><path fill="#FFFFFF"/>"##), ["#ffffff"])
  }

  /// Whether a file is multicolour is found once, when it is read; a file that cannot be read
  /// is a typed error, not a template.
  func testTheReaderFindsMulticolourFilesAndRefusesOthersWithTypedErrors() throws {
    XCTAssertTrue(try ImageFileReader.read(multicolour, check: nil).isMulticolor)
    XCTAssertFalse(try ImageFileReader.read(monochrome, check: nil).isMulticolor)
    let missing = folder + "/missing.svg"
    XCTAssertThrowsError(try ImageFileReader.read(missing, check: nil)) {
      XCTAssertEqual($0 as? ImageFileError, .notFound(missing))
    }
    XCTAssertThrowsError(try ImageFileReader.read(folder, check: nil)) {
      XCTAssertEqual($0 as? ImageFileError, .file(folder, .notRegularFile))
    }
  }

  func testODSLeadingIconTakesTheGivenColourElseTheTextColour() throws {
    let list = try TestEnvironment.layout(
      Screen("s") {
        ODSListItem(title: "Plain", leading: .icon(.named("heart")))
        ODSListItem(title: "Yellow", leading: .icon(.named("heart"), color: .custom(yellow)))
        ODSListItem(title: "Accent", leading: .icon(.named("heart"), color: .accent))
      })
    XCTAssertEqual(glyph("sections[0].rows[0].leading", list)?.color, label)
    XCTAssertEqual(glyph("sections[0].rows[1].leading", list)?.color, yellow)
    XCTAssertEqual(glyph("sections[0].rows[2].leading", list)?.color, orangeAccent)
  }

  func testODSLeadingIconFileIsATemplateUnlessMulticolour() throws {
    let (mono, flag) = (monochrome, multicolour)
    for scheme in [ColorScheme.light, .dark] {
      let list = try TestEnvironment.layout(
        Screen("s") {
          ODSListItem(title: "Mono", leading: .icon(.file(path: mono)))
          ODSListItem(title: "Flag", leading: .icon(.file(path: flag)))
          ODSListItem(title: "Flag in yellow", leading: .icon(.file(path: flag), color: .custom(yellow)))
        }, scheme: scheme)
      XCTAssertEqual(
        try image("sections[0].rows[0].leading", list).tint, scheme == .light ? label : Color(hex: "#FFFFFF"))
      XCTAssertNil(try image("sections[0].rows[1].leading", list).tint)
      XCTAssertEqual(try image("sections[0].rows[2].leading", list).tint, yellow)
    }
  }

  func testMaterialIconsTakeTheGivenColour() throws {
    let flag = multicolour
    let list = try TestEnvironment.layout(
      Screen("s") {
        MaterialListCell.singleLine("Star", leadingImage: .icon(.named("star")))
        MaterialListCell.singleLine(
          "Yellow star", leadingImage: .icon(.named("star"), color: .custom(yellow)),
          trailingImage: .icon(.file(path: flag)))
      })
    let plain = try XCTUnwrap(glyph("sections[0].rows[0].leadingImage", list)?.color)
    XCTAssertNotEqual(plain, yellow)
    XCTAssertEqual(glyph("sections[0].rows[1].leadingImage", list)?.color, yellow)
    XCTAssertNil(try image("sections[0].rows[1].trailingImage", list).tint)
  }

  func testAccessoryImageAndCustomColours() throws {
    let (mono, flag) = (monochrome, multicolour)
    let list = try TestEnvironment.layout(
      Screen("s") {
        ListCell("A").accessories(.image(.named("star")), .image(.named("star"), color: .red))
        ListCell("B").accessories(.image(.file(path: flag)), .image(.file(path: mono)))
        ListCell("C").accessories(
          .custom(path: mono, placement: .trailing), .custom(path: mono, placement: .trailing, color: .custom(yellow)))
      })
    XCTAssertEqual(glyph("sections[0].rows[0].accessories[0].image", list)?.color, secondaryLabel)
    XCTAssertEqual(glyph("sections[0].rows[0].accessories[1].image", list)?.color, Color(hex: "#FF3B30"))
    XCTAssertNil(try image("sections[0].rows[1].accessories[0].image", list).tint)
    XCTAssertEqual(try image("sections[0].rows[1].accessories[1].image", list).tint, secondaryLabel)
    // A custom accessory keeps its paint unless a colour is given.
    XCTAssertNil(try image("sections[0].rows[2].accessories[0].custom", list).tint)
    XCTAssertEqual(try image("sections[0].rows[2].accessories[1].custom", list).tint, yellow)
  }
}
