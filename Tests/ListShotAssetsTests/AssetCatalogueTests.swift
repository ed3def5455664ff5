import Foundation
import ListShotAssets
import ListShotCore
import XCTest

/// The asset catalogue reader: every colour form, appearances, scales, namespaces, and each
/// hostile case's error naming the Contents.json, the key path and what was expected.
final class AssetCatalogueTests: XCTestCase {
  var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/A.xcassets")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  /// Writes `text` at `path` inside the catalogue.
  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A colour set of one universal entry in `space` with `components`.
  func colorSet(_ name: String, space: String = "srgb", _ components: String, extra: String = "") throws {
    try write(
      "\(name).colorset/Contents.json",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"\#(space)","components":{\#(components)}}}\#(extra)]}"#)
  }

  func error(_ body: () throws -> Any) -> ListShotError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? ListShotError
    }
  }

  func testComponentForms() throws {
    try colorSet("Floats", #""red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000""#)
    try colorSet("Integers", #""red":"255","green":"128","blue":"0","alpha":"0.500""#)
    try colorSet("Hex", #""red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000""#)
    try colorSet("Numbers", #""red":1,"green":0.5,"blue":0,"alpha":0.25"#)
    let catalogue = try AssetCatalogue.read(root)
    XCTAssertEqual(catalogue.colors["Floats"]?.light, Color(red: 255, green: 128, blue: 0))
    XCTAssertEqual(catalogue.colors["Integers"]?.light, Color(red: 255, green: 128, blue: 0, alpha: 128))
    XCTAssertEqual(catalogue.colors["Hex"]?.light, Color(red: 255, green: 128, blue: 0))
    XCTAssertEqual(catalogue.colors["Numbers"]?.light, Color(red: 255, green: 128, blue: 0, alpha: 64))
    // One entry without appearances is "Any": dark is the same colour.
    XCTAssertEqual(catalogue.colors["Hex"]?.dark, catalogue.colors["Hex"]?.light)
  }

  func testColorSpaces() throws {
    try colorSet("Gray", space: "gray-gamma-22", #""white":"0.500","alpha":"1.000""#)
    try colorSet("ExtendedGray", space: "extended-gray", #""white":"1.200","alpha":"1.000""#)
    try colorSet("Extended", space: "extended-srgb", #""red":"1.100","green":"-0.200","blue":"0.500","alpha":"1.000""#)
    try colorSet("P3White", space: "display-p3", #""red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000""#)
    try colorSet("P3Red", space: "display-p3", #""red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000""#)
    try colorSet("P3Warm", space: "display-p3", #""red":"0.800","green":"0.300","blue":"0.100","alpha":"1.000""#)
    try colorSet("P3Cool", space: "display-p3", #""red":"0.200","green":"0.600","blue":"0.900","alpha":"0.500""#)
    let catalogue = try AssetCatalogue.read(root)
    // Gray gamma 2.2 0.5 is 0.218 in linear light, 0.5029 in sRGB: 128.
    XCTAssertEqual(catalogue.colors["Gray"]?.light, Color(red: 128, green: 128, blue: 128))
    XCTAssertEqual(catalogue.colors["ExtendedGray"]?.light, .white)
    XCTAssertEqual(catalogue.colors["Extended"]?.light, Color(red: 255, green: 0, blue: 128))
    XCTAssertEqual(catalogue.colors["P3White"]?.light, .white)
    // P3 red is outside sRGB: red clamps to 1, green and blue to 0.
    XCTAssertEqual(catalogue.colors["P3Red"]?.light, Color(red: 255, green: 0, blue: 0))
    // Computed apart with the published matrix: P3 (0.8, 0.3, 0.1) is sRGB (0.8667, 0.2501,
    // below 0 → 0), P3 (0.2, 0.6, 0.9) sRGB (below 0 → 0, 0.6102, 0.9256).
    XCTAssertEqual(catalogue.colors["P3Warm"]?.light, Color(red: 221, green: 64, blue: 0))
    XCTAssertEqual(catalogue.colors["P3Cool"]?.light, Color(red: 0, green: 156, blue: 236, alpha: 128))
  }

  /// The matrix derived from the primaries is the published one.
  func testDisplayP3MatrixFromPrimaries() {
    let published: [[Double]] = [[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]]
    for (row, expected) in zip(DisplayP3.matrix, published) {
      for (value, figure) in zip(row, expected) { XCTAssertEqual(value, figure, accuracy: 0.00006) }
    }
  }

  func testAppearancesAndIdioms() throws {
    try write(
      "Brand.colorset/Contents.json",
      """
      {"colors":[
        {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x10","green":"0x10","blue":"0x10","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"light"}],
         "color":{"color-space":"srgb","components":{"red":"0x20","green":"0x20","blue":"0x20","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"red":"0x30","green":"0x30","blue":"0x30","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],
         "color":{"color-space":"srgb","components":{"red":"0x40","green":"0x40","blue":"0x40","alpha":"1.000"}}},
        {"idiom":"iphone","appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"red":"0x50","green":"0x50","blue":"0x50","alpha":"1.000"}}},
        {"idiom":"ipad","color":{"color-space":"srgb","components":{"red":"0x60","green":"0x60","blue":"0x60","alpha":"1.000"}}}
      ]}
      """)
    try write(
      "AnyDark.colorset/Contents.json",
      """
      {"colors":[
        {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x10","green":"0x10","blue":"0x10","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"red":"0x30","green":"0x30","blue":"0x30","alpha":"1.000"}}}
      ]}
      """)
    let catalogue = try AssetCatalogue.read(root)
    let brand = try XCTUnwrap(catalogue.colors["Brand"])
    // Light: the light entry over Any. Dark: the iphone entry over universal; high contrast skipped.
    XCTAssertEqual(brand.color(in: .light), Color(red: 0x20, green: 0x20, blue: 0x20))
    XCTAssertEqual(brand.color(in: .dark), Color(red: 0x50, green: 0x50, blue: 0x50))
    XCTAssertEqual(catalogue.colors["AnyDark"]?.light, Color(red: 0x10, green: 0x10, blue: 0x10))
    XCTAssertEqual(catalogue.colors["AnyDark"]?.dark, Color(red: 0x30, green: 0x30, blue: 0x30))
  }

  func imageSet(_ name: String, _ images: String, files: [String]) throws {
    try write("\(name).imageset/Contents.json", #"{"images":[\#(images)],"info":{"version":1,"author":"xcode"}}"#)
    for file in files { try write("\(name).imageset/\(file)", "x") }
  }

  func testImageScalesAndAppearances() throws {
    try imageSet(
      "logo",
      """
      {"idiom":"universal","filename":"a1.png","scale":"1x"},{"idiom":"universal","filename":"a2.png","scale":"2x"},
      {"idiom":"universal","scale":"3x"},
      {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"d3.png","scale":"3x"}
      """, files: ["a1.png", "a2.png", "d3.png"])
    try imageSet("vector", #"{"idiom":"universal","filename":"v.svg"}"#, files: ["v.svg"])
    try imageSet(
      "phone",
      #"{"idiom":"universal","filename":"u.png","scale":"2x"},{"idiom":"iphone","filename":"p.jpg","scale":"1x"}"#,
      files: ["u.png", "p.jpg"])
    let catalogue = try AssetCatalogue.read(root)
    let logo = try XCTUnwrap(catalogue.images["logo"])
    XCTAssertEqual(try logo.file(for: .light, scale: 1).lastPathComponent, "a1.png")
    XCTAssertEqual(try logo.file(for: .light, scale: 2).lastPathComponent, "a2.png")
    // No 3x file (an empty slot): the nearest, 2x.
    XCTAssertEqual(try logo.file(for: .light, scale: 3).lastPathComponent, "a2.png")
    // Dark has only 3x: at 1x the nearest dark file.
    XCTAssertEqual(try logo.file(for: .dark, scale: 1).lastPathComponent, "d3.png")
    XCTAssertEqual(try catalogue.images["vector"]?.file(for: .dark, scale: 2).lastPathComponent, "v.svg")
    // An iphone entry wins over universal ones, whatever their scale.
    XCTAssertEqual(try catalogue.images["phone"]?.file(for: .light, scale: 2).lastPathComponent, "p.jpg")
  }

  func testNamespacesAndGroups() throws {
    try write("Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
    try colorSet("Icons/Tint", #""red":"0","green":"0","blue":"0","alpha":"1""#)
    try write("Plain/Contents.json", #"{"info":{"version":1}}"#)
    try colorSet("Plain/Accent", #""red":"0","green":"0","blue":"0","alpha":"1""#)
    try colorSet("Icons/Inner/Deep", #""red":"0","green":"0","blue":"0","alpha":"1""#)
    try write("AppIcon.appiconset/Contents.json", "not read")
    let catalogue = try AssetCatalogue.read(root)
    XCTAssertEqual(Set(catalogue.colors.keys), ["Icons/Tint", "Accent", "Icons/Deep"])
    XCTAssertEqual(
      AssetCatalogues([catalogue]).notFound("Acent", kind: .color).hint, "did you mean 'Accent'?")
  }

  // MARK: Hostile and mistaken input

  /// The error of reading the catalogue, as text: file, key path, message and expected.
  func readError() -> String {
    error { try AssetCatalogue.read(root) }.map { "\($0)" } ?? "no error"
  }

  func assertError(_ contains: [String], file: StaticString = #filePath, line: UInt = #line) {
    let message = readError()
    for part in contains {
      XCTAssertTrue(message.contains(part), "'\(part)' not in: \(message)", file: file, line: line)
    }
  }

  func testComponentOutOfRange() throws {
    try colorSet("Bad", #""red":"1.5","green":"0","blue":"0","alpha":"1""#)
    assertError(["Bad.colorset/Contents.json", "colors[0].color.components.red", "'1.5' is not a component in 0...1"])
  }

  func testNaNAndInfinity() throws {
    try colorSet("Bad", #""red":"0.0","green":"nan.","blue":"0","alpha":"1""#)
    assertError(["colors[0].color.components.green", "'nan.'"])
    try colorSet("Bad", #""red":"0.0","green":"0","blue":"inf.0","alpha":"1""#)
    assertError(["colors[0].color.components.blue", "'inf.0'"])
  }

  func testBadHexAndInteger() throws {
    try colorSet("Bad", #""red":"0xFFF","green":"0","blue":"0","alpha":"1""#)
    assertError(["components.red", "not an 8-bit hex component", "0x00...0xFF"])
    try colorSet("Bad", #""red":"0xZZ","green":"0","blue":"0","alpha":"1""#)
    assertError(["components.red", "'0xZZ'"])
    try colorSet("Bad", #""red":"0","green":"256","blue":"0","alpha":"1""#)
    assertError(["components.green", "not an 8-bit component", "0...255"])
    try colorSet("Bad", #""red":"0","green":"0","blue":"0","alpha":"2.0""#)
    assertError(["components.alpha", "0...1"])
    try colorSet("Bad", space: "extended-srgb", #""red":"3.0","green":"0","blue":"0","alpha":"1""#)
    assertError(["components.red", "-1...2"])
  }

  func testMissingAndWrongKeys() throws {
    try colorSet("Bad", #""red":"0","blue":"0","alpha":"1""#)
    assertError(["colors[0].color.components", "missing key 'green'"])
    try colorSet("Bad", space: "cmyk", #""red":"0","green":"0","blue":"0","alpha":"1""#)
    assertError(["colors[0].color.color-space", "unknown colour space 'cmyk'", "display-p3"])
    try write("Bad.colorset/Contents.json", #"{"colors":{"idiom":"universal"}}"#)
    assertError(["Bad.colorset/Contents.json", "colors", "expected an array, found an object"])
    try write(
      "Bad.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"reference":"systemBlueColor"}}]}"#)
    assertError(["colors[0].color", "system colour reference"])
    try write(
      "Bad.colorset/Contents.json",
      #"{"colors":[{"idiom":"ipad","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}]}"#
    )
    assertError(["Bad.colorset/Contents.json", "no colour for iPhone"])
    try write(
      "Bad.colorset/Contents.json",
      #"{"colors":[{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dim"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}]}"#
    )
    assertError(["colors[0].appearances[0].value", "unknown luminosity 'dim'", "light or dark"])
  }

  func testNotJSONAndMissingContents() throws {
    try write("Bad.colorset/Contents.json", "{ nope")
    assertError(["Bad.colorset/Contents.json", "not valid JSON"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("Bad.colorset/Contents.json"))
    assertError(["Bad.colorset/Contents.json", "the set has no Contents.json"])
  }

  func testImageSetErrors() throws {
    try imageSet("bad", #"{"idiom":"universal","filename":"a.png","scale":"4x"}"#, files: ["a.png"])
    assertError(["bad.imageset/Contents.json", "images[0].scale", "unknown scale '4x'", "1x, 2x or 3x"])
    try imageSet("bad", #"{"idiom":"universal","filename":"../../secret.png","scale":"1x"}"#, files: [])
    assertError(["images[0].filename", "not a file name of the set's folder"])
  }

  func testPDFAndHEICRefusedWhenPicked() throws {
    try imageSet("pdf", #"{"idiom":"universal","filename":"a.pdf"}"#, files: ["a.pdf"])
    try imageSet("heic", #"{"idiom":"universal","filename":"a.heic","scale":"3x"}"#, files: ["a.heic"])
    try imageSet("gone", #"{"idiom":"universal","filename":"a.png","scale":"3x"}"#, files: [])
    let catalogue = try AssetCatalogue.read(root)
    let pdf = error { try catalogue.images["pdf"]!.file(for: .light, scale: 3) }.map { "\($0)" } ?? ""
    XCTAssertTrue(pdf.contains("pdf.imageset/Contents.json") && pdf.contains("a PDF image cannot be drawn"), pdf)
    let heic = error { try catalogue.images["heic"]!.file(for: .light, scale: 3) }.map { "\($0)" } ?? ""
    XCTAssertTrue(heic.contains("a HEIC image cannot be drawn"), heic)
    let gone = error { try catalogue.images["gone"]!.file(for: .light, scale: 3) }.map { "\($0)" } ?? ""
    XCTAssertTrue(gone.contains("the file 'a.png' is missing"), gone)
  }

  func testSymbolicLinksAreRefused() throws {
    let outside = root.deletingLastPathComponent().appendingPathComponent("outside.json")
    try Data(#"{"colors":[]}"#.utf8).write(to: outside)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Link.colorset"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Link.colorset/Contents.json"), withDestinationURL: outside)
    assertError(["Link.colorset/Contents.json", "symbolic link"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("Link.colorset"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Out"), withDestinationURL: root.deletingLastPathComponent())
    assertError(["A.xcassets/Out", "a symbolic link in an asset catalogue is not followed"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("Out"))
    try imageSet("img", #"{"idiom":"universal","filename":"a.png","scale":"3x"}"#, files: [])
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("img.imageset/a.png"), withDestinationURL: outside)
    // The image file is checked when picked: the set itself reads.
    let image = try XCTUnwrap(AssetCatalogue.read(root).images["img"])
    let message = error { try image.file(for: .light, scale: 3) }.map { "\($0)" } ?? "no error"
    XCTAssertTrue(message.contains("img.imageset/a.png") && message.contains("symbolic link"), message)
  }

  func testFIFOIsRefused() throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Pipe.colorset"), withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(root.appendingPathComponent("Pipe.colorset/Contents.json").path, 0o600), 0)
    assertError(["Pipe.colorset/Contents.json", "not a regular file"])
  }

  func testContentsSizeIsChecked() throws {
    try write("Big.colorset/Contents.json", String(repeating: " ", count: Limits.maxAssetContentsBytes + 1))
    assertError(["Big.colorset/Contents.json", "bytes; the limit is \(Limits.maxAssetContentsBytes) bytes"])
  }

  func testDuplicateNamesAndDepth() throws {
    try colorSet("Same", #""red":"0","green":"0","blue":"0","alpha":"1""#)
    try colorSet("Group/Same", #""red":"0","green":"0","blue":"0","alpha":"1""#)
    assertError(["two sets are named 'Same'"])
    try FileManager.default.removeItem(at: root.appendingPathComponent("Group"))
    let deep = (0...Limits.maxAssetFolderDepth).map { "g\($0)" }.joined(separator: "/")
    try FileManager.default.createDirectory(at: root.appendingPathComponent(deep), withIntermediateDirectories: true)
    assertError(["nest more than \(Limits.maxAssetFolderDepth) levels deep"])
  }

  func testNotAFolder() throws {
    let file = root.deletingLastPathComponent().appendingPathComponent("File.xcassets")
    try Data().write(to: file)
    XCTAssertTrue("\(error { try AssetCatalogue.read(file) }!)".contains("the asset catalogue is not a folder"))
    XCTAssertTrue(
      "\(error { try AssetCatalogue.read(root.appendingPathComponent("Nope.xcassets")) }!)".contains("not found"))
  }
}
