import Foundation
import ListShotCore
import ListShotFiles
import XCTest

/// Issue 26 (reliability, third pass): one test per class of broken promise. Each runs the
/// built binary through `Adversary`, so every run is also checked for its exact status and
/// message, a time bound, and nothing changed outside the paths it may write.
final class ThirdPassCLITests: XCTestCase {
  static let row = "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: A }\n"
  static let golden = "snaps/a/orange-light-large-ltr-393pt@1x-ios26.png"
  static let verify = [
    "verify", "$DIR/s.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--theme", "orange", "--scheme", "light",
    "--size", "large", "--direction", "ltr",
  ]

  // MARK: No false pass, no golden changed outside a record mode

  /// Two theme files whose names differ only in Unicode normalisation are two files on Linux
  /// and one on macOS: refused, never taken for the same render twice and dropped unchecked.
  func testNamesThatDifferOnlyInNormalisationAreNotOneRender() throws {
    let work = try Adversary("normalisation")
    try work.write("s.yaml", Self.row)
    let composed = "themes/caf\u{E9}.tokens.json", decomposed = "themes/cafe\u{301}.tokens.json"
    for name in [composed, decomposed] {
      try work.write(name, ##"{"extends": "orange", "color": {"x": {"$type": "color", "$value": "#ff0000"}}}"##)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.url("themes").path).count, 2)
    try work.run(
      Self.verify.filter { $0 != "--theme" && $0 != "orange" } + [
        "--theme", "$DIR/\(composed),$DIR/\(decomposed)", "--record", "all",
      ], status: 2,
      message:
        "a/cafe\u{301}-light-large-ltr-393pt@1x-ios26.png: error: two renders would write outputs whose names differ only in Unicode normalisation (composed or decomposed accents), one file on macOS: a/caf\u{E9}-light-large-ltr-393pt@1x-ios26.png from theme file $DIR/\(composed) (screen 'a' of $DIR/s.yaml) and a/cafe\u{301}-light-large-ltr-393pt@1x-ios26.png from theme file $DIR/\(decomposed) (screen 'a' of $DIR/s.yaml) (rename the theme file or drop one of the themes)"
    )
  }

  /// Chunks that change how viewers show a golden (a colour profile, primaries, a rendering
  /// intent, code points, Exif) without changing what libpng decodes: refused, as a gamma
  /// chunk already fails, never a pass.
  func testAGoldenThatViewersShowOtherwiseIsRefused() throws {
    let work = try Adversary("colour-chunks")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    let stamped = Chunks.split(try work.read(Self.golden))
    let profile: [UInt8] = Array("p".utf8) + [0, 0] + [0x78, 0x9C, 0x03, 0, 0, 0, 0, 1]
    let cases: [(String, [UInt8], String)] = [
      ("iCCP", profile, "colour profile"),
      ("cHRM", [UInt8](repeating: 1, count: 32), "primaries"),
      ("sRGB", [0], "rendering intent"),
      ("cICP", [9, 16, 0, 1], "colour space code points"),
      ("eXIf", Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 0], "Exif orientation"),
    ]
    for (type, data, what) in cases {
      try work.write(Self.golden, Chunks.join([stamped[0], (type, data)] + stamped.dropFirst()))
      try work.run(
        Self.verify + ["--record", "never"], status: 2,
        message:
          "$DIR/\(Self.golden): error: the golden has a \(type) chunk (\(what)), so browsers and the report show it otherwise than the pixels ListShot compares; expected a golden as ListShot records it, without colour or orientation chunks (delete it and record it again)"
      )
    }
  }

  /// `render --out` naming a snapshots folder does not replace its goldens, CI or not.
  func testRenderDoesNotReplaceGoldens() throws {
    let work = try Adversary("render-over-goldens")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.write("b.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: B }\n")
    let render =
      ["render", "$DIR/b.yaml", "--out", "$DIR/snaps", "--scale", "1", "--theme", "orange"] + [
        "--scheme", "light", "--size", "large", "--direction", "ltr",
      ]
    for environment in [[:], ["CI": "true"], ["LISTSHOT_RECORD": "all"]] {
      try work.run(
        render, status: 2,
        message:
          "$DIR/\(Self.golden): error: --out holds a golden ListShot recorded (it is stamped), which render would replace outside a record mode; expected another --out folder: goldens change only through verify --record",
        environment: environment)
    }
    try work.run(Self.verify + ["--record", "never"], status: 0)
    // Its own earlier renders (not stamped) it replaces as before.
    try work.run(Array(render.prefix(3)) + ["$DIR/out"] + render.dropFirst(4), status: 0, writes: ["out"])
    try work.run(Array(render.prefix(3)) + ["$DIR/out"] + render.dropFirst(4), status: 0, writes: ["out"])
  }

  /// `--prune-stale` deletes only ListShot's own goldens: a mockup PNG in a screen's folder stays.
  func testPruneStaleDeletesOnlyGoldens() throws {
    let work = try Adversary("prune")
    try work.write("s.yaml", Self.row)
    let full = ["verify", "$DIR/s.yaml", "--snapshots", "$DIR/snaps", "--scale", "1", "--theme", "orange,sosh"]
    try work.run(
      full + ["--scheme", "light", "--size", "large", "--direction", "ltr", "--record", "all"], status: 3,
      writes: ["snaps"])
    let mockup = try work.read("snaps/a/sosh-light-large-ltr-393pt@1x-ios26.png")
    try work.write("snaps/a/mockup.png", mockup.filter { _ in true })
    // The mockup: a real PNG, but not stamped by ListShot.
    let chunks = Chunks.split(mockup).filter { $0.type != "tEXt" && $0.type != "iTXt" && $0.type != "zTXt" }
    try work.write("snaps/a/mockup.png", Chunks.join(chunks))
    try work.write(
      "sosh.yaml", "matrix: { theme: orange, scheme: light, size: large, direction: ltr, scale: 1 }\n" + Self.row)
    let result = try work.run(
      ["verify", "$DIR/sosh.yaml", "--snapshots", "$DIR/snaps", "--prune-stale"], status: 0,
      writes: ["snaps/a/sosh-light-large-ltr-393pt@1x-ios26.png"])
    XCTAssertEqual(result.stdout, "PRUNED a/sosh-light-large-ltr-393pt@1x-ios26.png\n")
    XCTAssertTrue(FileManager.default.fileExists(atPath: work.url("snaps/a/mockup.png").path))
  }

  /// `CI=` (set, empty) is CI: nothing is recorded, as the README says.
  func testAnEmptyCIStillBlocksRecording() throws {
    let work = try Adversary("empty-ci")
    try work.write("s.yaml", Self.row)
    let result = try work.run(Self.verify + ["--record", "all"], status: 3, environment: ["CI": ""])
    XCTAssertEqual(
      result.firstLine,
      "verify: CI is set, so nothing is recorded (set LISTSHOT_RECORD_ON_CI=1 to record on CI); --record all is ignored"
    )
  }

  // MARK: Closed streams

  /// stdout whose reader left (`| head -1`), stderr closed or full: the run goes on, writes its
  /// report and JUnit file, and exits with its documented code, never SIGPIPE or a trap.
  func testClosedOrFullStreamsDoNotStopTheRun() throws {
    let work = try Adversary("streams")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.write("b.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: B }\n")
    let binary = CLI.executable.path
    let verify = Self.verify.map { $0.replacingOccurrences(of: "$DIR", with: work.path) }.map {
      $0 == "\(work.path)/s.yaml" ? "\(work.path)/b.yaml" : $0
    }
    let line =
      // `env --default-signal=PIPE`: the test process ignores SIGPIPE, and its children would
      // inherit that; the run must survive a SIGPIPE of its own.
      (["env", "--default-signal=PIPE", binary] + verify + [
        "--record", "never", "--report", "\(work.path)/report", "--junit", "\(work.path)/j.xml",
      ])
      .map { "'\($0)'" }.joined(separator: " ")
    try work.write("j.xml", "<testsuites failures=\"0\"/>")
    for (redirect, name) in [("| true", "pipe"), ("2>&-", "closed"), ("2>/dev/full", "full"), (">&- 2>&-", "both")] {
      let script =
        "(\(line) \(redirect == "| true" ? "" : redirect); echo $? > '\(work.path)/code-\(name)') \(redirect == "| true" ? "| (sleep 0; true)" : "")"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      process.environment = CLI.childEnvironment(adding: [:])
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let code = String(decoding: try work.read("code-\(name)"), as: UTF8.self)
      XCTAssertEqual(code, "1\n", name)
      XCTAssertTrue(FileManager.default.fileExists(atPath: work.url("report/report.json").path), name)
      let junit = String(decoding: try work.read("j.xml"), as: UTF8.self)
      XCTAssertTrue(junit.contains("failures=\"1\""), "\(name): \(junit)")
      try FileManager.default.removeItem(at: work.url("report"))
    }
    // A bad spec with stderr closed: exit 2, not a trap.
    try work.write("bad.yaml", "screens: [\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "env --default-signal=PIPE '\(binary)' render '\(work.path)/bad.yaml' --out '\(work.path)/out' 2>&-",
    ]
    process.environment = CLI.childEnvironment(adding: [:])
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 2)
  }

  /// A run stopped before it writes its JUnit file leaves no JUnit file of an earlier run
  /// beside its results.
  func testNoStaleJUnitBesideNewResults() throws {
    let work = try Adversary("stale-junit")
    try work.write("s.yaml", Self.row)
    try work.write("j.xml", "<testsuites failures=\"0\"/>")
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments =
      Self.verify.map { $0.replacingOccurrences(of: "$DIR", with: work.path) } + [
        "--record", "all", "--junit", work.url("j.xml").path,
      ]
    process.environment = CLI.childEnvironment(adding: ["LISTSHOT_TEST_HOLD_WRITE": "1"])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    var held = false
    while !held, Date() < deadline {
      usleep(50_000)
      held = (FileManager.default.enumerator(atPath: work.url("snaps").path)?.allObjects as? [String] ?? []).contains {
        $0.hasSuffix(".tmp")
      }
    }
    XCTAssertTrue(held)
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 143)
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.url("j.xml").path))
  }

  // MARK: Writes outside, races

  /// A temporary file written from another PID namespace (another container on a shared
  /// workspace) is in flight whatever this namespace says of its process id: kept until old.
  func testTheSweepKeepsAnotherNamespacesFiles() throws {
    let work = try Adversary("namespaces")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let foreign = "snaps/a/.orange-light-large-ltr-393pt@1x-ios26.png.\(child.processIdentifier).o0123456789ab.5.tmp"
    let older = "snaps/a/.orange-light-large-ltr-393pt@1x-ios26.png.\(child.processIdentifier).6.tmp"
    try work.write(foreign, "in flight elsewhere")
    try work.write(older, "in flight, older format")
    try work.run(
      Self.verify + ["--record", "all"], status: 0, writes: ["snaps/a/orange-light-large-ltr-393pt@1x-ios26.png"])
    XCTAssertTrue(FileManager.default.fileExists(atPath: work.url(foreign).path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: work.url(older).path))
    // Once older than the bound, they are orphans whoever wrote them.
    let old = Date().addingTimeInterval(-2 * OrphanFiles.maxAge)
    for file in [foreign, older] {
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: work.url(file).path)
    }
    try work.run(
      Self.verify + ["--record", "all"], status: 0,
      writes: ["snaps/a/orange-light-large-ltr-393pt@1x-ios26.png", foreign, older])
    XCTAssertFalse(FileManager.default.fileExists(atPath: work.url(foreign).path))
  }

  /// A re-record keeps the golden's file mode.
  func testARerecordKeepsTheFileMode() throws {
    let work = try Adversary("mode")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    XCTAssertEqual(chmod(work.url(Self.golden).path, 0o664), 0)
    try work.write("s.yaml", "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: B }\n")
    try work.run(Self.verify + ["--record", "failed"], status: 1, writes: ["snaps", "listshot-artifacts"])
    var status = stat()
    XCTAssertEqual(stat(work.url(Self.golden).path, &status), 0)
    XCTAssertEqual(status.st_mode & 0o777, 0o664)
  }

  // MARK: Errors that say what to fix

  /// Screen names Windows cannot have as folders.
  func testWindowsReservedScreenNamesAreRefused() throws {
    let work = try Adversary("windows-names")
    for name in ["CON", "aux", "NUL", "com1", "Lpt9", "COM0"] {
      try work.write("s.yaml", "screens:\n  - name: \(name)\n    rows:\n      - odsListItem: { title: A }\n")
      try work.run(
        ["render", "$DIR/s.yaml", "--out", "$DIR/out"], status: 2,
        message:
          "$DIR/s.yaml:2:11 (screens[0].name): error: screen name '\(name)' is a device name Windows reserves (CON, PRN, AUX, NUL, COM0…COM9, LPT0…LPT9), so its goldens could not be checked out there; expected another name, e.g. '\(name)-screen'"
      )
    }
  }

  /// `diff` never writes over one of its inputs.
  func testDiffDoesNotOverwriteItsInputs() throws {
    let work = try Adversary("diff-inputs")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.write("a.png", try work.read(Self.golden))
    try work.write("b.png", try work.read(Self.golden))
    try work.link("c.png", to: work.url("b.png"))
    for (option, target, what) in [
      ("--out", "a.png", "the expected image"), ("--out", "./b.png", "the actual image"),
      ("--side-by-side", "c.png", "the actual image"),
    ] {
      try work.run(
        ["diff", "$DIR/a.png", "$DIR/b.png", option, "$DIR/\(target)"], status: 2,
        message:
          "$DIR/\(target): error: \(option) names the same file as \(what), which it would overwrite; expected another path for the output"
      )
    }
    try work.run(
      ["diff", "$DIR/a.png", "$DIR/b.png", "--out", "$DIR/d.png", "--side-by-side", "$DIR/d.png"], status: 2,
      message:
        "$DIR/d.png: error: --side-by-side names the same file as --out, which it would overwrite; expected another path for the output"
    )
  }

  /// Specs whose message misled: an explicit YAML tag, an image path without an extension.
  func testTagsAndExtensionlessImagesSayWhatToFix() throws {
    let work = try Adversary("messages")
    let spec = { (row: String) in "screens:\n  - name: a\n    rows:\n      - odsListItem: { \(row) }\n" }
    let cases: [(String, String)] = [
      (
        "title: !!int x",
        "$DIR/s.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: wrong type for 'title': found a value tagged !!int (\"x\"); expected a string (remove the !!int tag to use it as text)"
      ),
      (
        "title: !!binary aGVsbG8=",
        "$DIR/s.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: wrong type for 'title': found a value tagged !!binary (\"aGVsbG8=\"); expected a string (remove the !!binary tag to use it as text)"
      ),
      (
        "title: A, leading: { squareImage: pic }",
        "$DIR/s.yaml:4:58 (screens[0].rows[0].odsListItem.leading.squareImage): error: image path 'pic' has no extension, so its type is unknown; expected a .png, .jpg, .jpeg or .svg file (an icon is named with 'icon:', a picture with its file name)"
      ),
    ]
    for (row, message) in cases {
      try work.write("s.yaml", spec(row))
      try work.run(["render", "$DIR/s.yaml", "--out", "$DIR/out"], status: 2, message: message)
    }
  }

  /// `report merge` of valid JSON with a count no field can hold says which value, not "not
  /// valid JSON".
  func testAReportWithAnImpossibleNumberNamesIt() throws {
    let work = try Adversary("merge-number")
    try work.write("old/report.json", "{\"format\": 2, \"results\": [], \"count\": 1e30}")
    try work.run(
      ["report", "merge", "$DIR/old", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/old/report.json: error: not a ListShot report: count is 1e+30, a number out of range for a count or a size"
    )
  }

  /// Options that would be resolved silently are refused: a device with a width or a scale
  /// (the device's win), an axis given twice (the last won).
  func testConflictingOptionsAreRefused() throws {
    let work = try Adversary("conflicts")
    try work.write("s.yaml", Self.row)
    let render = ["render", "$DIR/s.yaml", "--out", "$DIR/out"]
    try work.run(
      render + ["--device", "iphone-15", "--scale", "1"], status: 2,
      message:
        "Error: --scale 1 conflicts with the device (--device iphone-15), which sets the width and the scale; expected one or the other (a custom device is WIDTHxHEIGHT@SCALE)"
    )
    try work.run(
      render + ["--width", "300", "--device", "iphone-15"], status: 2,
      message:
        "Error: --width 300 conflicts with the device (--device iphone-15), which sets the width and the scale; expected one or the other (a custom device is WIDTHxHEIGHT@SCALE)"
    )
    try work.run(
      render + ["--theme", "orange", "--theme=sosh"], status: 2,
      message:
        "Error: --theme is given twice ('orange' and 'sosh'); expected one --theme with a comma-separated list, e.g. --theme orange,sosh"
    )
    try work.run(
      render + ["--scale", "1", "--scale", "2"], status: 2,
      message: "Error: --scale is given twice ('1' and '2'); expected one --scale")
  }

  // MARK: Crashes, hangs and unbounded memory

  /// A long `extends` chain is refused at its depth limit at once (it took 108 s at 5,000
  /// files and overflowed the stack at 10,000).
  func testALongExtendsChainIsRefusedAtItsLimit() throws {
    let work = try Adversary("extends")
    try work.write("s.yaml", Self.row)
    for index in 0..<100 {
      let parent = index == 99 ? "orange" : "t\(index + 1).tokens.json"
      try work.write("themes/t\(index).tokens.json", "{\"extends\": \"\(parent)\"}")
    }
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--theme", "$DIR/themes/t0.tokens.json"], status: 2,
      message:
        "$DIR/themes/t\(Limits.maxExtendsDepth - 1).tokens.json: extends: error: the extends chain is more than \(Limits.maxExtendsDepth) files deep; expected a theme that extends a few files (real themes use 1 to 3 levels)",
      within: 20)
    // Inside the limit, a chain still loads.
    try work.write("themes/t20.tokens.json", "{\"extends\": \"orange\"}")
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--theme", "$DIR/themes/t0.tokens.json", "--scale", "1"],
      status: 0, writes: ["out"])
  }

  /// Text is bounded by what is laid out: Unicode scalars, and scalars per character (one
  /// letter with a million combining marks was one "character").
  func testCombiningMarksAreCountedInTheTextLimit() throws {
    let work = try Adversary("marks")
    let spec = { (title: String) in "screens:\n  - name: a\n    rows:\n      - odsListItem: { title: \"\(title)\" }\n" }
    try work.write("s.yaml", spec("e" + String(repeating: "\u{301}", count: 1_000_000)))
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/s.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: 'title' is 1000001 Unicode scalars long (letters, combining marks and joiners each count); the limit is 32768",
      within: 30)
    try work.write("s.yaml", spec("ab" + "e" + String(repeating: "\u{301}", count: 40)))
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/s.yaml:4:31 (screens[0].rows[0].odsListItem.title): error: character 3 of 'title' is made of 41 Unicode scalars (a letter with its combining marks); the limit is 32"
    )
    // Real text with marks and emoji sequences passes.
    try work.write(
      "s.yaml",
      spec("Ti\u{301}tulo \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} \u{0E01}\u{0E34}\u{0E48}"))
    try work.run(["render", "$DIR/s.yaml", "--out", "$DIR/out", "--scale", "1"], status: 0, writes: ["out"])
  }

  // MARK: themes impact

  /// A revision's tree entry named like a path (`../../x/y.json`) is refused, not written
  /// outside the scratch folder.
  func testARevisionCannotPlantFilesOutsideItsScratchFolder() throws {
    let work = try Adversary("impact-tree")
    let repo = work.url("repo")
    try work.write("repo/d1/x/y.json", "{}")
    try work.write("repo/d1/d2/t.tokens.json", "{\"extends\": \"orange\"}")
    func git(_ arguments: [String], input: Data? = nil) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", repo.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
      // Fixed dates: the crafted commit has the same id on every run, as docs/errors.md quotes it.
      var environment = ProcessInfo.processInfo.environment
      environment["GIT_AUTHOR_DATE"] = "2026-01-01T00:00:00Z"
      environment["GIT_COMMITTER_DATE"] = "2026-01-01T00:00:00Z"
      process.environment = environment
      let out = Pipe(), inPipe = Pipe()
      process.standardOutput = out
      process.standardInput = inPipe
      try process.run()
      if let input { inPipe.fileHandleForWriting.write(input) }
      try inPipe.fileHandleForWriting.close()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, arguments.joined(separator: " "))
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    _ = try git(["init", "-q"])
    _ = try git(["add", "."])
    _ = try git(["commit", "-qm", "base"])
    func raw(_ hex: String) -> [UInt8] {
      var bytes: [UInt8] = []
      var index = hex.startIndex
      while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        bytes.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
      }
      return bytes
    }
    let theme = try git(["rev-parse", "HEAD:d1/d2/t.tokens.json"])
    let planted = try git(["rev-parse", "HEAD:d1/x/y.json"])
    // d2's tree, crafted: git's own tools refuse such a name, a crafted object holds it.
    let d2 = Data(
      Array("100644 ../../x/y.json\0".utf8) + raw(planted) + Array("100644 t.tokens.json\0".utf8) + raw(theme))
    let d2Tree = try git(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], input: d2)
    let x = try git(["rev-parse", "HEAD:d1/x"])
    let d1 = Data(Array("40000 d2\0".utf8) + raw(d2Tree) + Array("40000 x\0".utf8) + raw(x))
    let d1Tree = try git(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], input: d1)
    let top = try git(
      ["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], input: Data(Array("40000 d1\0".utf8) + raw(d1Tree))
    )
    let commit = try git(["commit-tree", top, "-m", "planted"])
    try FileManager.default.createDirectory(at: work.url("tmp/inner"), withIntermediateDirectories: true)
    try work.run(
      ["themes", "impact", "$DIR/repo/d1/d2/t.tokens.json@\(commit)", "orange"], status: 2,
      message:
        "$DIR/repo/d1/d2/t.tokens.json@\(commit): error: git lists a file named \"../../x/y.json\" beside the theme at revision \(commit), which is not a file name; expected a revision whose tree holds plain file names (this one was crafted or is damaged)",
      environment: ["TMPDIR": work.url("tmp/inner").path])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.url("tmp/inner").path), [])
  }

  /// SIGTERM during `themes impact` removes its scratch folders from the temporary folder.
  func testSIGTERMRemovesImpactScratchFolders() throws {
    let work = try Adversary("impact-sigterm")
    let temporary = work.url("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    try work.write(
      "both.tokens.json",
      ##"{"extends": "orange", "raw": {"color": {"orange": {"550": {"$value": "#E00000"}}, "ods": {"functionalPositiveLight": {"$value": "#123456"}}}}}"##
    )
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["themes", "impact", "orange", work.url("both.tokens.json").path, "--jobs", "1"]
    process.environment = CLI.childEnvironment(adding: ["LISTSHOT_TEST_HOLD_WRITE": "1", "TMPDIR": temporary.path])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    var held = false
    while !held, Date() < deadline {
      usleep(100_000)
      held = (FileManager.default.enumerator(atPath: temporary.path)?.allObjects as? [String] ?? []).contains {
        $0.hasSuffix(".tmp")
      }
    }
    XCTAssertTrue(held, "the scratch theme's write was never reached")
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 143)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
  }

  /// An outline that aliases expand to 123,456 rows is refused with its count: the screen's rows
  /// are counted on the YAML nodes before any row is decoded (`RowCount`, ahead of the rows in
  /// `ScreenDecoder`). Not timed: the process takes 0.3 s on a quiet machine, and a wall-clock
  /// bound near that fails on a busy one.
  func testAnOutlineIsCountedBeforeItIsBuilt() throws {
    let work = try Adversary("outline")
    var rows = ["      - &r0 { listCell: { text: A } }"]
    for level in 1...5 {
      let children = Array(repeating: "*r\(level - 1)", count: 10).joined(separator: ", ")
      rows.append("      - &r\(level) { listCell: { text: L\(level) }, isExpanded: true, children: [\(children)] }")
    }
    try work.write("s.yaml", "screens:\n  - name: a\n    rows:\n" + rows.joined(separator: "\n") + "\n")
    _ = try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/s.yaml:2:5 (screens[0]): error: screen 'a' has 123456 rows; the limit is 1000 per screen")
  }

  /// A font family the private font set lacks fails `themes validate`, naming the file and the
  /// token, as render does (it passed validation and failed at render without either).
  func testAMissingFontFamilyFailsValidation() throws {
    let work = try Adversary("font-family")
    try work.write(
      "nf.tokens.json",
      ##"{"extends": "orange", "font": {"brand": {"family": {"$value": "Nope Sans", "$type": "fontFamily"}}}}"##)
    let message =
      "$DIR/nf.tokens.json: font.brand.family: error: font family 'Nope Sans' is not in the private font set; expected one of: Inter, Inter Display, Material Icons, Material Symbols Outlined, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Mono, Noto Serif, Rubik, Shantell Sans, TeX Gyre Heros (add its files with --font-dir)"
    try work.run(["themes", "validate", "$DIR/nf.tokens.json"], status: 2, message: message)
    try work.write("s.yaml", Self.row)
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--theme", "$DIR/nf.tokens.json"], status: 2, message: message)
  }

  /// A Material type style's family is checked too (a container scheme names its own faces).
  func testAMissingMaterialTypeFamilyFailsValidation() throws {
    let work = try Adversary("material-family")
    try work.write(
      "mf.tokens.json",
      ##"{"extends": "material-baseline", "material": {"typography": {"subtitle1": {"$type": "typography", "$value": {"fontFamily": "Nope Sans", "fontSize": 16, "fontWeight": 400, "letterSpacing": 0, "lineHeight": {"value": 24, "unit": "px"}}}}}}"##
    )
    try work.run(
      ["themes", "validate", "$DIR/mf.tokens.json"], status: 2,
      message:
        "$DIR/mf.tokens.json: material.typography.subtitle1: error: font family 'Nope Sans' is not in the private font set; expected one of: Inter, Inter Display, Material Icons, Material Symbols Outlined, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Mono, Noto Serif, Rubik, Shantell Sans, TeX Gyre Heros (add its files with --font-dir)"
    )
  }

  /// A byte that is not UTF-8, or a control character, is reported at its line and column.
  func testBadBytesHaveALineAndColumn() throws {
    let work = try Adversary("bytes")
    let prefix = Array("screens:\n  - name: a\n    rows:\n      - odsListItem: { title: \"A".utf8)
    try work.write("u.yaml", prefix + [0xFF] + Array("\" }\n".utf8))
    try work.run(
      ["render", "$DIR/u.yaml", "--out", "$DIR/out"], status: 2,
      message:
        "$DIR/u.yaml:4:33: error: spec file is not UTF-8 text: byte 0xFF here is not UTF-8; expected a file saved as UTF-8"
    )
    try work.write("c.yaml", prefix + [0x01] + Array("\" }\n".utf8))
    try work.run(
      ["render", "$DIR/c.yaml", "--out", "$DIR/out"], status: 2,
      message: "$DIR/c.yaml:4:33: error: cannot read the spec: control characters are not allowed")
  }

  /// A theme file name that makes an output name too long for a file system fails before
  /// anything is rendered or written, naming the theme file.
  func testATooLongOutputNameFailsFirst() throws {
    let work = try Adversary("long-name")
    try work.write("s.yaml", Self.row + "  - name: b\n    rows:\n      - odsListItem: { title: B }\n")
    let stem = String(repeating: "x", count: 210)
    try work.write("\(stem).tokens.json", "{\"extends\": \"orange\"}")
    let name = "\(stem)-light-large-ltr-393pt@1x-ios26.png"
    try work.run(
      ["render", "$DIR/s.yaml", "--out", "$DIR/out", "--scale", "1", "--theme", "orange,$DIR/\(stem).tokens.json"],
      status: 2,
      message:
        "a/\(name): error: the output file name is \(name.utf8.count) bytes long, more than the 190 a file system leaves room for (with its temporary and artifact names); it comes from theme file $DIR/\(stem).tokens.json (screen 'a' of $DIR/s.yaml) (rename the theme file or the device)"
    )
  }

  /// `preview --serve` answers its own page only: a request from another origin is refused on
  /// every route, images and state included.
  func testThePreviewServerRefusesOtherOrigins() throws {
    let work = try Adversary("serve-origin")
    let server = try ServeProcess(["--port", "0"], in: work.directory)
    defer { _ = server.stop() }
    let state = try server.get("/state?theme=0&scheme=light&size=large&direction=ltr")
    XCTAssertEqual(state.status, 200)
    for path in ["/", "/state?theme=0&scheme=light&size=large&direction=ltr", "/config", "/live.js", "/cards/x/0.png"] {
      for header in [
        "Origin: http://evil.example", "Origin: http://127.0.0.1:1", "Sec-Fetch-Site: cross-site",
        "Sec-Fetch-Site: same-site",
      ] {
        XCTAssertEqual(try server.get(path, headers: [header]).status, 403, "\(path) \(header)")
      }
    }
    XCTAssertEqual(try server.get("/config", headers: ["Sec-Fetch-Site: same-origin"]).status, 200)
    XCTAssertEqual(try server.get("/config", headers: ["Origin: http://127.0.0.1:\(server.port)"]).status, 200)
    XCTAssertEqual(try server.get("/", headers: ["Sec-Fetch-Site: none"]).status, 200)
  }

  // MARK: The helper's own hostile pass (new cases on what this pass touched)

  /// `--junit` naming the spec (or a link to it): the old JUnit file is removed before the
  /// run, so this would have deleted the spec; refused. Two theme files that differ only in
  /// normalisation, one extending the other: two files, both read (the chain tells them apart
  /// by bytes).
  func testHostilePassCases() throws {
    let work = try Adversary("hostile")
    try work.write("s.yaml", Self.row)
    try work.link("spec-link.yaml", to: work.url("s.yaml"))
    try work.run(
      Self.verify + ["--record", "never", "--junit", "$DIR/s.yaml"], status: 2,
      message:
        "$DIR/s.yaml: error: --junit names the spec file $DIR/s.yaml, which it would overwrite; expected another path for the JUnit file"
    )
    // A link to it was already refused as a link (held).
    try work.run(
      Self.verify + ["--record", "never", "--junit", "$DIR/spec-link.yaml"], status: 2,
      message: "$DIR/spec-link.yaml: error: refusing to write through a symbolic link")
    try work.write(
      "themes/caf\u{E9}.tokens.json",
      ##"{"extends": "cafe\##u{301}.tokens.json", "color": {"x": {"$type": "color", "$value": "#ff0000"}}}"##)
    try work.write(
      "themes/cafe\u{301}.tokens.json",
      ##"{"extends": "orange", "color": {"y": {"$type": "color", "$value": "#00ff00"}}}"##)
    let result = try work.run(["themes", "show", "$DIR/themes/caf\u{E9}.tokens.json", "--format", "json"], status: 0)
    XCTAssertTrue(result.stdout.contains("\"color.x\""), result.stdout.prefix(300).description)
    XCTAssertTrue(result.stdout.contains("\"color.y\""), "the decomposed file is read as the base")
  }

  /// `verify --text-goldens` meets hostile text goldens as it meets hostile PNGs: a FIFO and
  /// an oversized file are refused before reading, and a link is never written through (since
  /// issue 36 it is refused in every mode, as a PNG golden's link is, never read or replaced:
  /// `FourthPassCLITests.testATextGoldenLinkIsNeverFollowed`).
  func testHostileTextGoldensAreRefusedOrReplacedNeverFollowed() throws {
    let work = try Adversary("text-goldens")
    try work.write("s.yaml", Self.row)
    try work.run(Self.verify + ["--record", "all", "--text-goldens"], status: 3, writes: ["snaps"])
    let text = String(Self.golden.dropLast(4)) + ".json"
    let recorded = try work.read(text)
    try FileManager.default.removeItem(at: work.url(text))
    try work.fifo(text)
    try work.run(
      Self.verify + ["--record", "never", "--text-goldens"], status: 2,
      message: "$DIR/\(text): error: the text golden is not a regular file")
    try FileManager.default.removeItem(at: work.url(text))
    try work.write(text, "")
    XCTAssertEqual(truncate(work.url(text).path, 70_000_000), 0)
    try work.run(
      Self.verify + ["--record", "never", "--text-goldens"], status: 2,
      message: "$DIR/\(text): error: the text golden is 70000000 bytes; the limit is 67108864 bytes")
    try FileManager.default.removeItem(at: work.url(text))
    try work.write("elsewhere.json", "{}")
    try work.link(text, to: work.url("elsewhere.json"))
    try work.run(
      Self.verify + ["--record", "failed", "--text-goldens"], status: 2,
      message: "$DIR/\(text): error: refusing to write through a symbolic link")
    XCTAssertEqual(try work.read("elsewhere.json"), Array("{}".utf8), "not written through the link")
    try FileManager.default.removeItem(at: work.url(text))
    try work.run(Self.verify + ["--record", "missing", "--text-goldens"], status: 3, writes: ["snaps"])
    XCTAssertEqual(try work.read(text), recorded)
  }
}
