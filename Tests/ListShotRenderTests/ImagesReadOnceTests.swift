import Foundation
import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotRender
import ListShotSpec
import ListShotTestSupport
import XCTest

/// An image file is read once, when its spec or Swift screen is read: layout and the painter
/// take the `ImageFile` value passed down to them and never open the file again, so a file
/// removed after reading still paints, in every variant.
final class ImagesReadOnceTests: XCTestCase {
  var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "listshot-readonce-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="12" fill="#E4002B"/><rect y="12" width="24" height="12" fill="white"/></svg>"##
        .utf8
    ).write(to: URL(fileURLWithPath: folder + "/flag.svg"))
    try Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M2 2h20v20H2z"/></svg>"##.utf8
    ).write(to: URL(fileURLWithPath: folder + "/pin.svg"))
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

  let spec = """
    screens:
      - name: icons
        rows:
          - odsListItem: { title: Pin, leading: { icon: { file: pin.svg } } }
          - odsListItem: { title: Flag, leading: { icon: { file: flag.svg } } }
          - listCell: { text: Again }
            accessories: [{ custom: flag.svg }]
    """

  func testTheSpecReaderReadsEachFileOnceIntoTheScreen() throws {
    let renderer = try TestEnvironment.renderer()
    let document = try SpecReader.parse(
      spec, file: folder + "/s.yaml", directory: folder, imageCheck: Rasterizer.imageCheck)
    let screen = document.screens[0]
    let images = try XCTUnwrap(screen.images)
    XCTAssertEqual(Set(images.keys), screen.imagePaths, "every path the screen names, and no other")
    XCTAssertEqual(images.count, 2, "flag.svg is named twice and read once")
    let flag = try XCTUnwrap(images[folder + "/flag.svg"])
    XCTAssertTrue(flag.isMulticolor)
    XCTAssertEqual(flag.kind, .svg)
    XCTAssertEqual(flag.pixelSize, Size(width: 24, height: 24), "measured by the renderer's decoder")
    XCTAssertEqual(flag.digest.count, 32)
    XCTAssertFalse(try XCTUnwrap(images[folder + "/pin.svg"]).isMulticolor)
    XCTAssertTrue(document.screensAreValidated)
    _ = renderer
  }

  func testASpecImageRemovedAfterReadingStillPaintsInEveryVariant() throws {
    let renderer = try TestEnvironment.renderer()
    let document = try SpecReader.parse(
      spec, file: folder + "/s.yaml", directory: folder, imageCheck: Rasterizer.imageCheck)
    let before = try renderer.png(for: document.screens[0], in: RenderVariant())
    try FileManager.default.removeItem(atPath: folder + "/flag.svg")
    try FileManager.default.removeItem(atPath: folder + "/pin.svg")
    let jobs = try RenderJob.plan(
      documents: [document], variants: [RenderVariant(), RenderVariant(scheme: .dark)], renderer: renderer)
    let pngs = try jobs.map { try renderer.png($0.displayList(with: renderer)) }
    XCTAssertEqual(pngs[0], before, "the same pixels from the bytes read with the spec")
    XCTAssertNotEqual(pngs[1], before)
    let list = try jobs[0].displayList(with: renderer)
    guard case .image(let tinted)? = list.items(withID: "sections[0].rows[0].leading").first,
      case .image(let own)? = list.items(withID: "sections[0].rows[1].leading").first
    else { return XCTFail("no image items") }
    XCTAssertNotNil(tinted.tint, "a single-colour file is a template")
    XCTAssertNil(own.tint, "a multicolour file keeps its paint")
    XCTAssertEqual(own.file.digest, document.screens[0].images?[own.path]?.digest)
  }

  func testASwiftScreenReadsItsFilesWhenItIsRendered() throws {
    let renderer = try TestEnvironment.renderer()
    let screen = Screen("swift") {
      ODSListItem(title: "Flag", leading: .icon(.file(path: folder + "/flag.svg")))
    }
    XCTAssertNil(screen.images)
    XCTAssertEqual(screen.imagePaths, [folder + "/flag.svg"])
    let list = try renderer.displayList(for: screen, in: RenderVariant())
    guard case .image(let item)? = list.items(withID: "sections[0].rows[0].leading").first else {
      return XCTFail("no image item")
    }
    XCTAssertNotNil(item.file.bytes)
    try FileManager.default.removeItem(atPath: folder + "/flag.svg")
    XCTAssertThrowsError(try renderer.displayList(for: screen, in: RenderVariant())) {
      XCTAssertEqual(($0 as? ListShotError)?.message, "image file not found: \(folder)/flag.svg")
    }
  }

  func testADisplayListReadBackFromJSONNamesItsImagesByPathAndDigest() throws {
    let renderer = try TestEnvironment.renderer()
    let document = try SpecReader.parse(
      spec, file: folder + "/s.yaml", directory: folder, imageCheck: Rasterizer.imageCheck)
    let list = try renderer.displayList(for: document.screens[0], in: RenderVariant())
    let decoded = try JSONDecoder().decode(DisplayList.self, from: DisplayListJSON.encode(list))
    XCTAssertEqual(decoded, list)
    XCTAssertThrowsError(try renderer.png(decoded), "no bytes: the painter does not open the file") {
      XCTAssertTrue(($0 as? ListShotError)?.message.contains("was not read with its screen") == true, "\($0)")
    }
  }
}
