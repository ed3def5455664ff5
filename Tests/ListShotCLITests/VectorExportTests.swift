import Foundation
import ListShotPNG
import ListShotTestSupport
import XCTest

/// `--format svg|pdf`: the same display list through Cairo's vector surfaces. Each document
/// is rasterised by another program (librsvg's rsvg-convert, poppler's pdftocairo; installed by
/// `scripts/setup.sh --test`) at the PNG's scale and compared with the PNG: SSIM ≥ 0.99 on
/// greyscale. The bytes are the same from run to run.
final class VectorExportTests: XCTestCase {
  static let minimumSSIM = 0.99
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-vector-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  /// Every gallery page of the built-in themes, light and dark, at scale 1: each component
  /// drawn by both surfaces, at a quarter of the preview's default scale 2's pixels (the pages
  /// are 30,000 pixels tall and this test the suite's longest: 526 s of 883 at scale 2).
  func testGalleryPagesInSVGAndPDFMatchThePNG() throws {
    for format in ["png", "svg", "pdf"] {
      let result = try CLI.run([
        "preview", "--format", format, "--scale", "1", "--out", work.appendingPathComponent(format).path,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    let pages = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("png").path)
      .filter { $0.hasSuffix(".png") }.sorted()
    XCTAssertGreaterThanOrEqual(pages.count, 8, "a light and a dark page per built-in theme")
    // The pages are independent (two rasterising processes and an SSIM each): compare them on
    // every core, then assert here, on the test's own thread.
    let lock = NSLock()
    var outcomes: [String: Result<[Comparison], Error>] = [:]
    DispatchQueue.concurrentPerform(iterations: pages.count) { index in
      let page = pages[index], stem = String(page.dropLast(4))
      let outcome = Result {
        try compare(
          png: work.appendingPathComponent("png/\(page)"), svg: work.appendingPathComponent("svg/\(stem).svg"),
          pdf: work.appendingPathComponent("pdf/\(stem).pdf"), scale: 1, scratch: "page-\(index)")
      }
      lock.lock(); outcomes[page] = outcome; lock.unlock()
    }
    for page in pages { assert(try outcomes[page]!.get()) }
  }

  /// A spec with a PNG photo, an SVG icon, colour emoji, Arabic and Hebrew right to left, in
  /// light and dark.
  func testImagesEmojiAndRightToLeftMatchThePNG() throws {
    let spec = try writeMixedSpec()
    for format in ["png", "svg", "pdf"] {
      let result = try CLI.run([
        "render", spec.path, "--format", format, "--scheme", "all", "--out", work.appendingPathComponent(format).path,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    for name in ["orange-light-large-rtl-393pt@3x-ios26", "orange-dark-large-rtl-393pt@3x-ios26"] {
      try assertMatches(
        png: work.appendingPathComponent("png/mixed/\(name).png"),
        svg: work.appendingPathComponent("svg/mixed/\(name).svg"),
        pdf: work.appendingPathComponent("pdf/mixed/\(name).pdf"), scale: 3)
    }
  }

  /// Shadows (`.shadow`): blurred into an image at the device scale, which both documents embed.
  func testShadowsMatchThePNG() throws {
    let spec = work.appendingPathComponent("shadows.yaml")
    try """
    version: 1
    screens:
      - name: shadows
        style: insetGrouped
        rows:
          - content:
              hstack:
                - { color: orange, frame: { width: 44, height: 44 }, clipShape: circle, shadow: { radius: 4 } }
                - text: Ada Lovelace
          - content: { color: white, frame: { width: 120, height: 44 }, cornerRadius: 12, shadow: { radius: 6, x: 4, y: 4, color: '#00000080' } }
    """.write(to: spec, atomically: true, encoding: .utf8)
    for format in ["png", "svg", "pdf"] {
      let result = try CLI.run([
        "render", spec.path, "--format", format, "--scale", "2", "--out", work.appendingPathComponent(format).path,
      ])
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    let name = "orange-light-large-ltr-393pt@2x-ios26"
    try assertMatches(
      png: work.appendingPathComponent("png/shadows/\(name).png"),
      svg: work.appendingPathComponent("svg/shadows/\(name).svg"),
      pdf: work.appendingPathComponent("pdf/shadows/\(name).pdf"), scale: 2)
  }

  /// Two processes (one on four threads, one on one) write the same bytes, and neither carries
  /// a date or a process-dependent id.
  func testVectorBytesAreTheSameFromRunToRun() throws {
    let spec = try writeMixedSpec()
    let gallery = CLI.repositoryRoot.appendingPathComponent("examples/ods-list-items.yaml")
    for format in ["svg", "pdf"] {
      var outputs: [[String: Data]] = []
      for (run, jobs) in [(1, "4"), (2, "1")] {
        let out = work.appendingPathComponent("\(format)-\(run)")
        let result = try CLI.run([
          "render", spec.path, gallery.path, "--format", format, "--jobs", jobs, "--out", out.path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        var files: [String: Data] = [:]
        for line in result.stdout.split(separator: "\n") {
          let path = String(line)
          files[String(path.dropFirst(out.path.count))] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        outputs.append(files)
      }
      XCTAssertGreaterThan(outputs[0].count, 4)
      XCTAssertEqual(outputs[0].keys.sorted(), outputs[1].keys.sorted())
      for (name, bytes) in outputs[0] {
        XCTAssertTrue(bytes == outputs[1][name], "\(name) differs between two runs")
      }
      if format == "pdf", let any = outputs[0].values.first {
        let text = String(decoding: any, as: UTF8.self)
        XCTAssertTrue(text.contains("/CreationDate (20000101000000Z)"), "the creation date is pinned")
        XCTAssertTrue(text.contains("/FontFile"), "text stays text: fonts are embedded")
      }
    }
  }

  // MARK: - Helpers

  /// One rasterised document against its PNG.
  struct Comparison {
    var label: String, png: String
    var ssim: Double?
    var problem: String?
  }

  private func assertMatches(
    png: URL, svg: URL, pdf: URL, scale: Int, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    assert(try compare(png: png, svg: svg, pdf: pdf, scale: scale, scratch: "single"), file: file, line: line)
  }

  private func assert(_ comparisons: [Comparison], file: StaticString = #filePath, line: UInt = #line) {
    for comparison in comparisons {
      if let problem = comparison.problem { XCTFail(problem, file: file, line: line) }
      guard let ssim = comparison.ssim else { continue }
      print("SSIM \(comparison.label) vs PNG \(comparison.png): \(String(format: "%.4f", ssim))")
      XCTAssertGreaterThanOrEqual(
        ssim, Self.minimumSSIM, "\(comparison.label) of \(comparison.png)", file: file, line: line)
    }
  }

  /// Rasterises the SVG and the PDF at the PNG's scale (into files named after `scratch`) and
  /// measures each against the PNG. Safe to call from several threads at once.
  private func compare(png: URL, svg: URL, pdf: URL, scale: Int, scratch: String) throws -> [Comparison] {
    let reference = try PNGDecoder.decode(contentsOf: png)
    let fromSVG = work.appendingPathComponent("\(scratch)-from-svg.png")
    try Tool.run("rsvg-convert", ["--zoom", "\(scale)", "--output", fromSVG.path, svg.path])
    let fromPDFStem = work.appendingPathComponent("\(scratch)-from-pdf")
    try Tool.run("pdftocairo", ["-png", "-r", "\(72 * scale)", "-singlefile", pdf.path, fromPDFStem.path])
    return try [("SVG", fromSVG), ("PDF", fromPDFStem.appendingPathExtension("png"))].map { label, url in
      let image = try PNGDecoder.decode(contentsOf: url)
      guard image.width == reference.width, image.height == reference.height else {
        return Comparison(
          label: label, png: png.lastPathComponent,
          problem:
            "\(label) of \(png.lastPathComponent) rasterises to \(image.width)×\(image.height), the PNG is \(reference.width)×\(reference.height)"
        )
      }
      return Comparison(label: label, png: png.lastPathComponent, ssim: StructuralSimilarity.mean(reference, image))
    }
  }

  private func writeMixedSpec() throws -> URL {
    let photo = CLI.repositoryRoot.appendingPathComponent(
      "Snapshots/examples/ods-standard/orange-light-large-ltr-393pt@2x.png")
    try FileManager.default.copyItem(at: photo, to: work.appendingPathComponent("photo.png"))
    try FileManager.default.copyItem(
      at: CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/rainbow-heart.svg"),
      to: work.appendingPathComponent("heart.svg"))
    let spec = work.appendingPathComponent("mixed.yaml")
    try """
    version: 1
    screens:
      - name: mixed
        locale: ar
        rows:
          - odsListItem: { title: "سلطة الصيف 🥗", subtitle: "٢٠ دقيقة 🍅", leading: { squareImage: photo.png }, navigationLink: true }
          - odsListItem: { title: "סלט קיץ 🎉", trailingText: פרטים, leading: { circularImage: photo.png } }
          - checkboxItem: { label: "Mixed: عربي and English 👋", isOn: true, icon: { file: heart.svg }, isIconTinted: false }
          - listCell: { text: "📄 photo001.jpg" }
    """.write(to: spec, atomically: true, encoding: .utf8)
    return spec
  }
}

/// Runs a test tool from Debian's packages (see `scripts/setup.sh --test`).
enum Tool {
  static func run(_ name: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ToolError(
        description:
          "\(name) failed (\(process.terminationStatus)): \(String(decoding: stderr, as: UTF8.self)); run scripts/setup.sh --test"
      )
    }
  }

  struct ToolError: Error, CustomStringConvertible { var description: String }
}
