import Foundation
import XCTest

/// `verify --summary FILE.md` on a 192-variant run where every variant changed: the Markdown
/// is converted to HTML by a Markdown library (Debian's python3-markdown, installed by
/// `scripts/setup.sh --test`), and every image and link in it resolves to a file of the
/// report, relative to the summary's folder; it is short, names the change, its spec line and
/// the review command.
final class SummaryCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  static let python = URL(fileURLWithPath: "/usr/bin/python3")

  /// Converts `markdown` and lists every `<img src>` and `<a href>` with whether it resolves
  /// to a file relative to `folder`.
  static let checker = """
    import json, os, sys, urllib.parse
    from html.parser import HTMLParser
    import markdown
    folder, path = sys.argv[1], sys.argv[2]
    html = markdown.markdown(open(path, encoding="utf-8").read())
    class Refs(HTMLParser):
        def __init__(self):
            super().__init__(); self.images = []; self.links = []; self.raw = 0
        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            if tag == "img": self.images.append(attrs.get("src", ""))
            elif tag == "a": self.links.append(attrs.get("href", ""))
            elif tag not in ("h2", "h3", "p", "table", "thead", "tbody", "tr", "th", "td", "ol", "ul", "li", "code", "pre", "em", "strong"):
                self.raw += 1
    refs = Refs(); refs.feed(html)
    def resolves(ref):
        return not urllib.parse.urlparse(ref).scheme and os.path.isfile(os.path.join(folder, urllib.parse.unquote(ref)))
    print(json.dumps({"images": refs.images, "links": refs.links, "broken": [r for r in refs.images + refs.links if not resolves(r)], "unexpected_tags": refs.raw, "html_bytes": len(html)}))
    """

  struct Checked: Decodable {
    var images: [String]
    var links: [String]
    var broken: [String]
    var unexpected_tags: Int
    var html_bytes: Int
  }

  func testTheSummaryOfA192VariantAllChangedRunRendersAndResolves() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.python.path),
      (try? run(Self.python, ["-c", "import markdown"]))?.status == 0
    else { throw XCTSkip("no python3-markdown: scripts/setup.sh --test installs it") }
    let spec = work.appendingPathComponent("list.yaml"), snapshots = work.appendingPathComponent("snapshots")
    let text = """
      matrix: { theme: [orange, orange-compact, sosh, wireframe], scheme: all, size: all, direction: all, scale: 1 }
      screens:
        - name: settings
          rows:
            - odsListItem: { title: Wi-Fi, trailingText: Home }
            - odsListItem: { title: Notifications, trailingToggleIsOn: true }
      """
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let recorded = try CLI.run(["verify", spec.path, "--snapshots", snapshots.path, "--record", "missing"])
    XCTAssertEqual(recorded.status, 3, recorded.stderr)
    try text.replacingOccurrences(of: "trailingText: Home", with: "trailingText: Office").write(
      to: spec, atomically: true, encoding: .utf8)

    let ci = work.appendingPathComponent("ci"), report = work.appendingPathComponent("out/report")
    let summary = ci.appendingPathComponent("summary.md")
    try FileManager.default.createDirectory(at: ci, withIntermediateDirectories: true)
    let verify = try CLI.run([
      "verify", spec.path, "--snapshots", snapshots.path, "--record", "never", "--report", report.path, "--summary",
      summary.path,
    ])
    XCTAssertEqual(verify.status, 1, verify.stderr)
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    print("SummaryCLITests: the summary of 192 changes takes \(markdown.utf8.count) bytes")
    XCTAssertLessThan(markdown.utf8.count, 64 * 1024)
    XCTAssertTrue(markdown.contains("| 0 | 192 | 0 | 0 | 0 |"), markdown)
    // Two groups: in right-to-left layouts the title moves too.
    XCTAssertTrue(
      markdown.contains("1. 136 variants: `sections[0].rows[0]` \\(`list.yaml:5`\\) trailingText changed"), markdown)
    XCTAssertTrue(markdown.contains("2. 56 variants: `sections[0].rows[0]`"), markdown)
    XCTAssertTrue(markdown.contains("   - spec: `list.yaml:5`"), markdown)
    XCTAssertTrue(markdown.contains("and 131 more variants"), markdown)
    XCTAssertTrue(markdown.contains("listshot review \(report.path) --snapshots \(snapshots.path)"), markdown)
    XCTAssertFalse(markdown.contains(work.path + "/out/report/images"), "images by relative path")

    let checked = try run(Self.python, ["-c", Self.checker, ci.path, summary.path])
    XCTAssertEqual(checked.status, 0, checked.stderr)
    let result = try JSONDecoder().decode(Checked.self, from: Data(checked.stdout.utf8))
    XCTAssertEqual(result.broken, [], "every image and link resolves")
    XCTAssertGreaterThanOrEqual(result.images.count, 1)
    XCTAssertTrue(result.images.allSatisfy { $0.hasPrefix("../out/report/images/") }, "\(result.images)")
    XCTAssertEqual(result.unexpected_tags, 0, "no raw HTML")

    // The same run gives the same bytes.
    let again = try CLI.run([
      "verify", spec.path, "--snapshots", snapshots.path, "--record", "never", "--report", report.path, "--summary",
      summary.path,
    ])
    XCTAssertEqual(again.status, 1)
    XCTAssertEqual(try String(contentsOf: summary, encoding: .utf8), markdown, "stable")
  }

  /// Issue 36: the review command was shell-quoted and then every backtick replaced with `'`,
  /// so `--report 'rep`$(touch PWNED)`'` printed a command that ran `touch PWNED` when pasted.
  /// What the summary prints is run here by `/bin/sh`, with a `listshot` that records its
  /// arguments: it runs nothing else, and hands over each path as it was given.
  func testTheReviewCommandInTheSummaryRunsAsPrinted() throws {
    let work = try Adversary("summary-shell")
    try work.write("s.yaml", ThirdPassCLITests.row)
    try work.run(ThirdPassCLITests.verify + ["--record", "all"], status: 3, writes: ["snaps"])
    try work.write("s.yaml", ThirdPassCLITests.row.replacingOccurrences(of: "title: A", with: "title: B"))
    try work.write("bin/listshot", "#!/bin/sh\nprintf '%s\\0' \"$@\" > \"$0.args\"\n")
    XCTAssertEqual(chmod(work.url("bin/listshot").path, 0o755), 0)
    for (report, expected) in [
      ("rep`$(touch PWNED)`", "rep`$(touch PWNED)`"), ("it's $(touch PWNED) ; touch PWNED", nil),
      ("a \\ \"b\" `c`\nd\te !x", nil), ("-x", "./-x"), ("```\n```sh", nil), ("$DIR/abs olute", nil),
    ] {
      let result = try work.run(
        ThirdPassCLITests.verify + ["--record", "never", "--report=\(report)", "--summary", "$DIR/s.md"], status: 1,
        writes: [report.replacingOccurrences(of: "$DIR/", with: ""), "s.md"])
      XCTAssertTrue(result.stdout.hasPrefix("FAILED"), result.stdout)
      let markdown = String(decoding: try work.read("s.md"), as: UTF8.self)
      let lines = markdown.components(separatedBy: "\n")
      let open = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("```") && $0.hasSuffix("sh") }, markdown)
      let fence = String(lines[open].dropLast(2))
      let close = try XCTUnwrap(lines[(open + 1)...].firstIndex(of: fence), markdown)
      let command = lines[(open + 1)..<close].joined(separator: "\n")
      XCTAssertTrue(command.hasPrefix("listshot review "), command)
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = ["-c", command]
      shell.currentDirectoryURL = work.directory
      shell.environment = ["PATH": work.url("bin").path + ":/usr/bin:/bin"]
      try shell.run()
      shell.waitUntilExit()
      XCTAssertEqual(shell.terminationStatus, 0, command)
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: work.url("PWNED").path), "the pasted command ran: \(command)")
      let arguments = String(decoding: try work.read("bin/listshot.args"), as: UTF8.self).split(
        separator: "\0", omittingEmptySubsequences: false
      ).dropLast().map(String.init)
      let given = (expected ?? report).replacingOccurrences(of: "$DIR", with: work.path)
      XCTAssertEqual(arguments, ["review", given, "--snapshots", work.url("snaps").path], command)
      try FileManager.default.removeItem(at: work.url("bin/listshot.args"))
    }
  }

  /// Issue 36: the summary escaped Markdown punctuation but not GitHub's autolinks: a spec
  /// named `www.evil.com?.yaml` became a link, `x@evil.com.yaml` a mail link, `@team` a
  /// mention. Converted by cmark-gfm with GitHub's extensions, the summary links only to the
  /// report's images, and every name from outside is inside a code element.
  func testTheSummaryMakesNoLinkOrMentionOfNamesFromOutside() throws {
    let cmark = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
    guard FileManager.default.isExecutableFile(atPath: cmark.path) else {
      throw XCTSkip("no cmark-gfm: scripts/setup.sh --test installs it")
    }
    let work = try Adversary("summary-links")
    // Each its own change (title, subtitle, trailing text), so each group names its spec line.
    let specs = [
      ("www.evil.com?.yaml", "s1", "title: A", "title: B"),
      ("x@evil.com.yaml", "s2", "title: A, subtitle: S", "title: A, subtitle: T"),
      ("@team.yaml", "s3", "title: A, trailingText: X", "title: A, trailingText: Y"),
    ]
    try work.write("themes/@team.tokens.json", #"{"extends": "orange"}"#)
    var verify = ["verify"] + specs.map { "$DIR/\($0.0)" } + ["--snapshots", "$DIR/snaps", "--scale", "1"]
    verify += ["--theme", "orange,$DIR/themes/@team.tokens.json", "--scheme", "light", "--size", "large"]
    verify += ["--direction", "ltr"]
    for (file, screen, before, _) in specs {
      try work.write(file, "screens:\n  - name: \"\(screen)\"\n    rows:\n      - odsListItem: { \(before) }\n")
    }
    try work.run(verify + ["--record", "all"], status: 3, writes: ["snaps"])
    for (file, screen, _, after) in specs {
      try work.write(file, "screens:\n  - name: \"\(screen)\"\n    rows:\n      - odsListItem: { \(after) }\n")
    }
    try work.run(
      verify + ["--record", "never", "--report", "$DIR/report", "--summary", "$DIR/s.md"], status: 1,
      writes: ["report", "s.md"])
    let converted = try run(
      cmark, ["-e", "autolink", "-e", "table", "-e", "strikethrough", "-e", "tagfilter", work.url("s.md").path])
    XCTAssertEqual(converted.status, 0, converted.stderr)
    let html = converted.stdout
    let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    XCTAssertFalse(hrefs.isEmpty, html)
    XCTAssertTrue(hrefs.allSatisfy { $0.hasPrefix("report/images/") }, "only links to the report: \(hrefs)")
    // Outside code elements, no address or mention is left for GitHub to link.
    var plain = html
    while let start = plain.range(of: "<code>"),
      let end = plain.range(of: "</code>", range: start.upperBound..<plain.endIndex)
    {
      plain.removeSubrange(start.lowerBound..<end.upperBound)
    }
    plain = plain.components(separatedBy: "href=\"").enumerated().map { $0 == 0 ? $1 : String($1.drop { $0 != "\"" }) }
      .joined()
    for mark in ["@", "www.", "evil"] {
      XCTAssertFalse(plain.contains(mark), "'\(mark)' outside code: \(plain)")
    }
    for (file, screen, _, _) in specs {
      XCTAssertTrue(html.contains("<code>\(file):4</code>"), "the spec line, as code: \(html)")
      XCTAssertTrue(
        html.contains("<code>\(screen)/orange-light-large-ltr-393pt@1x-ios26</code>"), "the variant, as code: \(html)")
    }
  }

  func run(_ executable: URL, _ arguments: [String]) throws -> CLI.Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLI.Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
