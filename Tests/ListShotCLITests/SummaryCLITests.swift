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
      markdown.contains("1. 136 variants: `sections[0].rows[0]` \\(list.yaml:5\\) trailingText changed"), markdown)
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
