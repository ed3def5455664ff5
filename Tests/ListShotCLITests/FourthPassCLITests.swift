import Foundation
import ListShotCore
import ListShotFiles
import XCTest

/// Issue 36 (reliability, fourth pass: free-form content, review, summaries, text goldens,
/// merge, images): one test per class of broken promise, each through `Adversary` (exact
/// status and message, a time bound, nothing changed outside the paths it may write). The
/// review page's classes are in `ReviewBrowserTests`, the summary's in `SummaryCLITests`.
final class FourthPassCLITests: XCTestCase {
  static let row = ThirdPassCLITests.row
  static let golden = ThirdPassCLITests.golden
  static let text = String(golden.dropLast(4)) + ".json"
  static let verify = ThirdPassCLITests.verify
  static let render = [
    "render", "$DIR/s.yaml", "--out", "$DIR/out", "--scale", "1", "--theme", "orange", "--scheme", "light", "--size",
    "large", "--direction", "ltr",
  ]

  /// `screens:` with one screen `a` whose rows are `rows` (YAML lines under `rows:`).
  static func spec(_ rows: String) -> String { "screens:\n  - name: a\n    rows:\n" + rows }

  // MARK: A pass that is not true, a golden changed outside a record mode, data disclosed

  /// Two reports holding one variant, one failed and one passed: the merge kept the last and
  /// said "All 1 variants match" in one order. Refused in either order (and a report named
  /// twice), nothing written.
  func testAVariantInTwoReportsIsNotMergedIntoAPass() throws {
    let work = try Adversary("merge-twice")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.run(Self.verify + ["--record", "never", "--report", "$DIR/passed"], status: 0, writes: ["passed"])
    try work.write("s.yaml", Self.row.replacingOccurrences(of: "title: A", with: "title: B"))
    try work.run(Self.verify + ["--record", "never", "--report", "$DIR/failed"], status: 1, writes: ["failed"])
    for (first, second) in [("failed", "passed"), ("passed", "failed"), ("failed", "failed")] {
      try work.run(
        ["report", "merge", "$DIR/\(first)", "$DIR/\(second)", "--out", "$DIR/merged", "--summary", "$DIR/summary.md"],
        status: 2,
        message:
          "$DIR/\(second)/report.json: error: the variant a/orange-light-large-ltr-393pt@1x-ios26 "
          + (first == second
            ? "is in this report twice (a folder named twice?)" : "is also in $DIR/\(first)/report.json")
          + ", and a merge keeps one result of each variant; expected the reports of distinct shards or runs, each named once (nothing was written)"
      )
    }
  }

  /// `CI=1 review --accept-all` wrote goldens and the same job's verify then passed. Review
  /// accepts nothing on CI, as no record mode records there, unless LISTSHOT_RECORD_ON_CI=1;
  /// `--list` writes nothing and still works.
  func testReviewAcceptsNothingOnCI() throws {
    let work = try Adversary("review-ci")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.write("s.yaml", Self.row.replacingOccurrences(of: "title: A", with: "title: B"))
    try work.run(Self.verify + ["--record", "never", "--report", "$DIR/report"], status: 1, writes: ["report"])
    let message =
      "error: CI is set, so review accepts no change (goldens are recorded on CI only with LISTSHOT_RECORD_ON_CI=1); nothing was written; expected review on your machine from the CI's report, or --list, which writes nothing"
    for mode in [["--accept-all"], ["--accept", "a/*"], []] {
      for ci in ["1", "true", ""] {
        try work.run(
          ["review", "$DIR/report", "--snapshots", "$DIR/snaps"] + mode, status: 2, message: message,
          environment: ["CI": ci])
      }
    }
    try work.run(["review", "$DIR/report", "--snapshots", "$DIR/snaps", "--list"], status: 1, environment: ["CI": "1"])
    try work.run(
      Self.verify + ["--record", "never"], status: 1, writes: ["listshot-artifacts"], environment: ["CI": "1"])
    try work.run(
      ["review", "$DIR/report", "--snapshots", "$DIR/snaps", "--accept-all"], status: 0, writes: ["snaps"],
      environment: ["CI": "1", "LISTSHOT_RECORD_ON_CI": "1"])
    try work.run(Self.verify + ["--record", "never"], status: 0, environment: ["CI": "1"])
  }

  /// With text goldens, accepting a change wrote the PNG only, and the next verify failed on
  /// the JSON. Accepting writes both; a change of the display list alone (equal pixels) can be
  /// accepted too; a text golden changed since the report is refused with nothing written.
  func testAcceptingAChangeAcceptsItsTextGoldenToo() throws {
    let work = try Adversary("review-text")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all", "--text-goldens"], status: 3, writes: ["snaps"])
    try work.write("s.yaml", Self.row.replacingOccurrences(of: "title: A", with: "title: B"))
    let check = Self.verify + ["--record", "never", "--text-goldens"]
    try work.run(check + ["--report", "$DIR/r1"], status: 1, writes: ["r1"])
    let accepted = try work.run(
      ["review", "$DIR/r1", "--snapshots", "$DIR/snaps", "--accept-all"], status: 0, writes: ["snaps"])
    XCTAssertEqual(accepted.stdout, "WROTE \(work.path)/\(Self.golden)\nWROTE \(work.path)/\(Self.text)\n")
    try work.run(check, status: 0)

    // The display list alone: the text golden edited (a frame moved by a hair), pixels equal.
    let original = String(decoding: try work.read(Self.text), as: UTF8.self)
    let edited = original.replacingOccurrences(of: "\"scale\" : 1", with: "\"scale\" : 1.0")
    XCTAssertNotEqual(edited, original)
    try work.write(Self.text, edited)
    let differs = try work.run(check + ["--report", "$DIR/r2"], status: 1, writes: ["r2"])
    XCTAssertTrue(differs.stdout.contains("pixels match; text golden differs"), differs.stdout)
    try work.run(["review", "$DIR/r2", "--snapshots", "$DIR/snaps", "--list"], status: 1)
    // Changed since the report: refused, nothing written.
    try work.write(Self.text, edited + " ")
    let refused = try work.run(["review", "$DIR/r2", "--snapshots", "$DIR/snaps", "--accept-all"], status: 1)
    XCTAssertTrue(
      refused.stderr.contains(
        "review: refused a/orange-light-large-ltr-393pt@1x-ios26.png: the text golden \(work.path)/\(Self.text) changed since the report was made (it is not the one the report compared against); not written"
      ), refused.stderr)
    try work.write(Self.text, edited)
    let only = try work.run(
      ["review", "$DIR/r2", "--snapshots", "$DIR/snaps", "--accept-all"], status: 0, writes: ["snaps"])
    XCTAssertEqual(only.stdout, "WROTE \(work.path)/\(Self.text)\n")
    XCTAssertEqual(String(decoding: try work.read(Self.text), as: UTF8.self), original)
    try work.run(check, status: 0)
  }

  /// CI=1 `verify --junit` and `--summary`, `report merge --summary`, `render --contact-sheet`
  /// and `diff --out` naming a stamped golden replaced it (`--junit` deleting it first);
  /// `verify s.yaml --summary s.yaml` replaced the spec. One rule for every output: not an
  /// input, a golden, a file in the snapshots folder or another output.
  func testNoOutputReplacesAnInputOrAGolden() throws {
    let work = try Adversary("outputs")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all", "--text-goldens"], status: 3, writes: ["snaps"])
    try work.run(Self.verify + ["--record", "never", "--report", "$DIR/report"], status: 0, writes: ["report"])
    try work.write("elsewhere/g.png", try work.read(Self.golden))
    try work.write("elsewhere/g.json", try work.read(Self.text))
    let ci = ["CI": "1"]
    let inside = { (option: String, what: String, path: String) in
      "$DIR/\(path): error: \(option) names a file inside the snapshots folder $DIR/snaps, where only goldens belong; expected another path for \(what), outside --snapshots"
    }
    let golden = { (option: String, what: String, path: String) in
      "$DIR/\(path): error: \(option) names a golden ListShot recorded (it is stamped), which it would replace outside a record mode; expected another path for \(what): goldens change only through verify --record and review"
    }
    let cases: [([String], String)] = [
      (
        Self.verify + ["--record", "never", "--junit", "$DIR/\(Self.golden)"],
        inside("--junit", "the JUnit file", Self.golden)
      ),
      (
        Self.verify + ["--record", "never", "--summary", "$DIR/\(Self.golden)"],
        inside("--summary", "the summary", Self.golden)
      ),
      (
        Self.verify + ["--record", "never", "--summary", "$DIR/\(Self.text)"],
        inside("--summary", "the summary", Self.text)
      ),
      (
        Self.verify + ["--record", "never", "--junit", "$DIR/snaps/junit.xml"],
        inside("--junit", "the JUnit file", "snaps/junit.xml")
      ),
      (
        Self.verify + ["--record", "never", "--junit", "$DIR/elsewhere/g.png"],
        golden("--junit", "the JUnit file", "elsewhere/g.png")
      ),
      (
        Self.verify + ["--record", "never", "--summary", "$DIR/elsewhere/g.json"],
        "$DIR/elsewhere/g.json: error: --summary names a text golden (beside the stamped golden g.png), which it would replace outside a record mode; expected another path for the summary: goldens change only through verify --record and review"
      ),
      (
        Self.verify + ["--record", "never", "--summary", "$DIR/s.yaml"],
        "$DIR/s.yaml: error: --summary names the spec file $DIR/s.yaml, which it would overwrite; expected another path for the summary"
      ),
      (
        Self.verify + ["--record", "never", "--report", "$DIR/r", "--junit", "$DIR/r/report.json"],
        "$DIR/r/report.json: error: --junit names the same file as --report, which it would overwrite; expected another path for the JUnit file"
      ),
      (
        Self.verify + ["--record", "never", "--report", "$DIR/snaps/report"],
        "$DIR/snaps/report: error: --report is inside the snapshots folder $DIR/snaps, where only goldens belong; expected a folder outside --snapshots"
      ),
      (
        ["report", "merge", "$DIR/report", "--out", "$DIR/m", "--summary", "$DIR/elsewhere/g.png"],
        golden("--summary", "the summary", "elsewhere/g.png")
      ),
      (
        ["report", "merge", "$DIR/report", "--out", "$DIR/m", "--summary", "$DIR/report/report.json"],
        "$DIR/report/report.json: error: --summary names the report file $DIR/report/report.json, which it would overwrite; expected another path for the summary"
      ),
      (
        [
          "report", "merge", "$DIR/report", "--out", "$DIR/m", "--snapshots", "$DIR/snaps", "--summary",
          "$DIR/\(Self.golden)",
        ],
        inside("--summary", "the summary", Self.golden)
      ),
      (
        Self.render + ["--contact-sheet", "$DIR/\(Self.golden)"],
        golden("--contact-sheet", "the contact sheet", Self.golden)
      ),
      (
        Self.render + ["--contact-sheet", "$DIR/s.yaml"],
        "$DIR/s.yaml: error: --contact-sheet names the spec file $DIR/s.yaml, which it would overwrite; expected another path for the contact sheet"
      ),
      (
        ["diff", "$DIR/elsewhere/g.png", "$DIR/elsewhere/g.png", "--out", "$DIR/\(Self.golden)"],
        golden("--out", "the diff image", Self.golden)
      ),
      (
        Self.render.map { $0 == "$DIR/out" ? "$DIR/snaps" : $0 } + ["--format", "json"],
        "$DIR/\(Self.text): error: --out holds a text golden (beside the stamped golden orange-light-large-ltr-393pt@1x-ios26.png), which render would replace outside a record mode; expected another --out folder: goldens change only through verify --record"
      ),
    ]
    for (arguments, message) in cases {
      try work.run(arguments, status: 2, message: message, environment: ci)
    }
    try work.run(Self.verify + ["--record", "never", "--text-goldens"], status: 0)
  }

  /// A text golden that is a link to `~/.git-credentials` was read through it and its first
  /// line quoted on stdout, in JUnit, report.json and the page. Refused in every mode, as a
  /// PNG golden's link is: never read, never replaced.
  func testATextGoldenLinkIsNeverFollowed() throws {
    let work = try Adversary("text-link")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all", "--text-goldens"], status: 3, writes: ["snaps"])
    try Data("https://ada:ghp_secret0123456789@github.com\n".utf8).write(
      to: work.outside.appendingPathComponent("git-credentials"))
    try FileManager.default.removeItem(at: work.url(Self.text))
    try work.link(Self.text, to: work.outside.appendingPathComponent("git-credentials"))
    for mode in ["never", "missing", "failed", "all"] {
      let result = try work.run(
        Self.verify + [
          "--record", mode, "--text-goldens", "--report", "$DIR/report", "--junit", "$DIR/j.xml", "--summary",
          "$DIR/s.md",
        ], status: 2, message: "$DIR/\(Self.text): error: refusing to write through a symbolic link",
        writes: ["report", "j.xml", "s.md"])
      XCTAssertFalse((result.stdout + result.stderr).contains("ghp_"), mode)
      for file in ["report/report.json", "report/index.html", "j.xml", "s.md"] {
        let bytes = (try? work.read(file)) ?? []
        XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("ghp_"), "\(mode): \(file)")
      }
    }
  }

  // MARK: Crashes, hangs and unbounded memory

  /// An hstack of 520 texts at `spacing: -4096` (in range) offered a text more than 2,097,152
  /// pt, and `width × 1024` for Pango trapped (SIGILL). Every length reaching Pango is clamped.
  func testLengthsReachingPangoAreClamped() throws {
    let work = try Adversary("pango")
    let texts = (0..<520).map { "{ text: x\($0) }" }.joined(separator: ", ")
    for spacing in ["-4096", "4096"] {
      try work.write(
        "s.yaml", Self.spec("      - content:\n          hstack: [\(texts)]\n          spacing: \(spacing)\n"))
      try work.run(Self.render, status: 0, writes: ["out"])
    }
    // A text in an unbounded frame of an unbounded stack, and letter spacing a theme sets.
    try work.write(
      "s.yaml",
      Self.spec(
        "      - content:\n          vstack: [{ hstack: [{ text: wide, frame: { maxWidth: infinity } }, spacer], spacing: -4096 }]\n          spacing: -4096\n"
      ))
    try work.run(Self.render, status: 0, writes: ["out"])
  }

  /// A resizable 4×4 PNG under negative paddings in a 1 pt frame made a "scaled once" copy of
  /// 32,765² pixels (4.3 GB for one row); an SVG alike drew into a 3.3 GB surface. Under a
  /// 2 GB address space both render, and so do many such rows.
  func testScaledCopiesAreBoundedBeforeTheyAreAllocated() throws {
    let work = try Adversary("scaled-copies")
    try work.write("p.png", TestPNG.solid(width: 4, height: 4))
    try work.write(
      "i.svg",
      #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="red"/></svg>"#
    )
    for file in ["p.png", "i.svg"] {
      let row =
        "      - content:\n          image: { file: \(file), resizable: true }\n          padding: -4096\n          frame: { width: 1, height: 1 }\n"
      try work.write("s.yaml", Self.spec(String(repeating: row, count: 6)))
      let result = try Self.limited(work, Self.render.map { $0 == "1" ? "3" : $0 })
      XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
    }
  }

  /// Every image's bytes were kept for the run: 24 hard links to one 60 MB PNG took 1.5 GB.
  /// A file held already is not read again (hard link, another path), the same content is held
  /// once, and what all images hold is bounded (the pixels here: two 42 M pixel images).
  func testImagesAreHeldOncePerContentAndBoundedInAll() throws {
    let work = try Adversary("image-bytes")
    try work.write("big.png", TestPNG.padded(width: 8, height: 8, padding: 60_000_000))
    try FileManager.default.createDirectory(at: work.url("links"), withIntermediateDirectories: true)
    var rows = ""
    for index in 0..<40 {
      XCTAssertEqual(link(work.url("big.png").path, work.url("links/l\(index).png").path), 0)
      rows += "      - odsListItem: { title: A, leading: { squareImage: links/l\(index).png } }\n"
    }
    try work.write("s.yaml", Self.spec(rows))
    let result = try Self.limited(work, Self.render)
    XCTAssertEqual(result.status, 0, result.stderr)
    try FileManager.default.removeItem(at: work.url("links"))
    try FileManager.default.removeItem(at: work.url("big.png"))

    try work.write("a.png", TestPNG.gray(width: 6500, height: 6500, value: 0))
    try work.write("b.png", TestPNG.gray(width: 6500, height: 6500, value: 255))
    try work.write(
      "s.yaml",
      Self.spec(
        "      - odsListItem: { title: A, leading: { squareImage: a.png } }\n      - odsListItem: { title: B, leading: { squareImage: b.png } }\n"
      ))
    try work.run(
      Self.render, status: 2,
      message:
        "$DIR/s.yaml:5:58 (screens[0].rows[1].odsListItem.leading.squareImage): error: image $DIR/b.png would bring the raster images held to 84500000 pixels; the limit is 83886080 pixels in all (each content counted once; use fewer or smaller images)"
    )
  }

  /// A 2 MB text golden of zero bytes and an unknown spec key of 1,200,000 escaped control
  /// characters took minutes (escaping was quadratic); a 60 MB one-line text golden was
  /// quoted whole, twice (a 126 MB report.json). Escaping is linear, and a quote is an
  /// excerpt around the first difference.
  func testQuotesAreBoundedAndEscapingIsLinear() throws {
    let work = try Adversary("quotes")
    let key = String(repeating: "\\x01", count: 1_200_000)
    try work.write(
      "k.yaml", Self.spec("      - odsListItem:\n          title: A\n          ? \"\(key)\"\n          : 1\n"))
    let unknown = try work.run(["render", "$DIR/k.yaml", "--out", "$DIR/out"], status: 2, within: 60)
    XCTAssertTrue(
      unknown.firstLine.hasPrefix(
        "\(work.path)/k.yaml:6:13 (screens[0].rows[0].odsListItem): error: unknown key '"
          + String(repeating: "\\u{1}", count: Limits.maxQuotedCharacters) + "…' in odsListItem"),
      unknown.firstLine.prefix(300).description)
    XCTAssertLessThan(unknown.stderr.utf8.count, 4000, "a bounded excerpt of the key")

    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all", "--text-goldens"], status: 3, writes: ["snaps"])
    let check =
      Self.verify + ["--record", "never", "--text-goldens", "--report", "$DIR/report", "--junit", "$DIR/j.xml"]
    for (bytes, shown) in [
      ([UInt8](repeating: 0, count: 2_000_000), String(repeating: "\\u{0}", count: Limits.maxQuotedCharacters) + "…"),
      (
        [UInt8](repeating: UInt8(ascii: "x"), count: 60_000_000),
        String(repeating: "x", count: Limits.maxQuotedCharacters) + "…"
      ),
    ] {
      try work.write(Self.text, bytes)
      let result = try work.run(check, status: 1, writes: ["report", "j.xml"], within: 60)
      XCTAssertEqual(
        result.stdout,
        "FAILED a/orange-light-large-ltr-393pt@1x-ios26: pixels match; text golden differs at line 1: expected \(shown), got {\n"
      )
      XCTAssertLessThan(try work.read("report/report.json").count, 64 << 10)
      XCTAssertLessThan(try work.read("j.xml").count, 16 << 10)
    }
  }

  // MARK: Errors that do not say what to fix

  /// A resizable image in `frame: { width: 0, height: 0 }` failed with "Cairo failed: invalid
  /// matrix (not invertible)", naming nothing, after earlier screens were written. An empty
  /// frame draws nothing, as SwiftUI's does, whatever is in it.
  func testAnEmptyFrameDrawsNothing() throws {
    let work = try Adversary("empty-frame")
    try work.write("p.png", TestPNG.solid(width: 4, height: 4))
    try work.write(
      "i.svg",
      #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="red"/></svg>"#
    )
    var rows = ""
    for view in [
      "image: { file: p.png, resizable: true }", "image: { file: i.svg, resizable: true }", "image: { file: p.png }",
      "image: star.fill", "text: A", "color: red", "toggle: { isOn: true }",
      "text: A\n          background: { color: blue, cornerRadius: 8 }",
    ] {
      for frame in ["{ width: 0, height: 0 }", "{ width: 0 }", "{ height: 0 }", "{ width: 0, height: 20 }"] {
        rows += "      - content:\n          \(view)\n          frame: \(frame)\n"
      }
    }
    try work.write("s.yaml", Self.spec(rows))
    for scale in ["1", "3"] {
      try work.run(Self.render.map { $0 == "1" ? scale : $0 }, status: 0, writes: ["out"])
      for format in ["svg", "pdf"] {
        try work.run(Self.render.map { $0 == "1" ? scale : $0 } + ["--format", format], status: 0, writes: ["out"])
      }
    }
  }

  /// A `views:` entry no row used was never decoded: `{ txet: New, padding: nope }` passed.
  /// Every declared view is decoded and validated where it is declared.
  func testEveryDeclaredViewIsChecked() throws {
    let work = try Adversary("unused-views")
    let cases: [(String, String)] = [
      (
        "{ txet: New, padding: nope }",
        "$DIR/s.yaml:3:13 (views[0].body): error: unknown key 'txet' in a view; expected one of: hstack, vstack, zstack, viewThatFits, spacer, divider, text, image, label, color, toggle, stepper, labeledContent, button, textField, secureField, textEditor, picker, slider, progressView, gauge, datePicker, calendar, colorPicker, rectangle, roundedRectangle, capsule, circle, ellipse, unevenRoundedRectangle, path, row, view, alignment, spacing, axes, fill, stroke, strokeBorder, inset, padding, frame, font, fontWeight, bold, italic, fontDesign, monospaced, foregroundStyle, foregroundColor, tint, lineLimit, multilineTextAlignment, background, cornerRadius, clipShape, mask, overlay, layoutPriority, fixedSize, offset, opacity, shadow, imageScale, symbolRenderingMode, disabled, labelStyle, labelsHidden, toggleStyle, controlSize, buttonBorderShape, strikethrough, underline, monospacedDigit, textCase, tracking, lineSpacing, truncationMode, minimumScaleFactor, aspectRatio, dynamicTypeSize, accessibility (did you mean 'text'?)"
      ),
      (
        "{ text: New, padding: nope }",
        "$DIR/s.yaml:3:33 (views[0].body.padding): error: wrong type for 'padding': found the string \"nope\"; expected a number"
      ),
      (
        "{ vstack: [{ view: Unused }] }",
        "$DIR/s.yaml:3:30 (views[0].body.vstack[0].view): error: custom views use each other in a cycle: Unused → Unused (a view cannot contain itself)"
      ),
      (
        "{ image: { file: none.png } }",
        "$DIR/s.yaml:3:28 (views[0].body.image.file): error: image file not found: $DIR/none.png"
      ),
      (
        "{ view: Missing }",
        "$DIR/s.yaml:3:19 (views[0].body.view): error: unknown view 'Missing'; expected one of: Unused"
      ),
    ]
    for (body, message) in cases {
      try work.write("s.yaml", "views:\n  - name: Unused\n    body: \(body)\n" + Self.row)
      try work.run(Self.render, status: 2, message: message)
    }
  }

  // MARK: The helper's own hostile pass (new cases on what this issue touches)

  /// A merge of some shards of a run (a shard's job died, its report never came) said "All N
  /// variants match" of the variants it held, the others checked by no one. The merge says
  /// which shards are missing, on stderr and in the summary, which then claims no match; shards
  /// of different splits are refused.
  func testAMergeOfSomeShardsSaysWhichAreMissing() throws {
    let work = try Adversary("partial-shards")
    try work.write("s.yaml", Self.row)
    let three = Self.verify.map { $0 == "orange" ? "orange,sosh,wireframe" : $0 }
    try work.run(three + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.run(three + ["--record", "never", "--shard", "1/2", "--report", "$DIR/r1"], status: 0, writes: ["r1"])
    try work.run(three + ["--record", "never", "--shard", "2/3", "--report", "$DIR/r2"], status: 0, writes: ["r2"])
    let merged = try work.run(
      ["report", "merge", "$DIR/r1", "--out", "$DIR/m", "--summary", "$DIR/s.md"], status: 0, writes: ["m", "s.md"])
    XCTAssertEqual(merged.firstLine, "report merge: shard 2/2 is missing: its variants were not checked")
    let summary = String(decoding: try work.read("s.md"), as: UTF8.self)
    XCTAssertFalse(summary.contains("All "), summary)
    XCTAssertTrue(
      summary.contains(
        "**Not every shard is here:** shard 2/2 of this run is missing, so its variants were not checked."),
      summary)
    try work.run(
      ["report", "merge", "$DIR/r1", "$DIR/r2", "--out", "$DIR/m2"], status: 2,
      message:
        "$DIR/r2/report.json: error: the report is shard 2/3, of another split than shard 1/2 of $DIR/r1/report.json; expected the reports of the shards of one verify run, each named once (nothing was written)"
    )
  }

  /// Outputs the output rule did not name: a folder (the snapshots folder itself), and a merge
  /// into one of the reports it reads (which replaced that shard's report).
  func testAnOutputThatIsAFolderOrAReportReadIsRefused() throws {
    let work = try Adversary("output-folders")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.run(Self.verify + ["--record", "never", "--report", "$DIR/r"], status: 0, writes: ["r"])
    try work.run(
      Self.verify + ["--record", "never", "--junit", "$DIR/r"], status: 2,
      message: "$DIR/r: error: --junit names a folder, not a file; expected another path for the JUnit file")
    try work.run(
      ["report", "merge", "$DIR/r", "--out", "$DIR/r"], status: 2,
      message:
        "$DIR/r/report.json: error: --out names the report file $DIR/r/report.json, which it would overwrite; expected another path for the merged report"
    )
  }

  // MARK: Helpers

  /// Runs `listshot` in `work` under a 2 GB address-space limit (what a copy of 4 GB, or 40
  /// copies of a 60 MB file, cannot fit in), with `$DIR` replaced.
  static func limited(_ work: Adversary, _ arguments: [String]) throws -> Adversary.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", "ulimit -v 2000000 && exec \"$0\" \"$@\"", CLI.executable.path]
      + arguments.map { $0.replacingOccurrences(of: "$DIR", with: work.path) }
    process.currentDirectoryURL = work.directory
    process.environment = CLI.childEnvironment()
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Adversary.Result(
      status: process.terminationStatus, stdout: "", stderr: stderr, seconds: Date().timeIntervalSince(start))
  }
}

extension TestPNG {
  /// An RGBA image of one colour, compressed with stored blocks.
  static func solid(width: Int, height: Int) -> [UInt8] {
    image(width: width, height: height, colorType: 6, bitDepth: 8, row: [UInt8](repeating: 0xC0, count: width * 4))
  }

  /// A grey image at 1 bit per pixel (small files of many pixels), all `value` (0 or 255).
  static func gray(width: Int, height: Int, value: UInt8) -> [UInt8] {
    image(
      width: width, height: height, colorType: 0, bitDepth: 1,
      row: [UInt8](repeating: value == 0 ? 0 : 0xFF, count: (width + 7) / 8))
  }

  /// A small image followed by a private ancillary chunk of `padding` bytes: a large file
  /// that decodes quickly.
  static func padded(width: Int, height: Int, padding: Int) -> [UInt8] {
    let plain = solid(width: width, height: height)
    // After the signature and IHDR (8 + 25 bytes).
    return Array(plain[..<33]) + chunk("prVt", [UInt8](repeating: 0, count: padding)) + Array(plain[33...])
  }

  /// Rows of filter byte 0 and `row`, in zlib stored blocks.
  static func image(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, row: [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((row.count + 1) * height)
    for _ in 0..<height { raw += [0] + row }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, raw.count - offset)
      let final: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      zlib += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    zlib += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: (b << 16 | a) >> $0) }
    var ihdr: [UInt8] = []
    for value in [width, height] { ihdr += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    ihdr += [bitDepth, colorType, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib)
      + chunk("IEND", [])
  }
}
