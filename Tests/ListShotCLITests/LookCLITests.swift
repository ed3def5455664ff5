import Foundation
import ListShotTestSupport
import XCTest

/// `--look` and the spec's `matrix: { look: }`: both looks side by side under names that never
/// collide, iOS 18's the names every golden recorded before looks has; `themes show --look`;
/// custom devices with safe areas.
final class LookCLITests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-look-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

  func spec(_ matrix: String = "") throws -> URL {
    let url = work.appendingPathComponent("m.yaml")
    try """
    \(matrix)
    screens:
      - name: m
        style: insetGrouped
        sections:
          - header: Settings
            rows:
              - content: { toggle: { label: Alerts, isOn: true } }
    """.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func testBothLooksRenderSideBySideUnderTheirOwnNames() throws {
    let out = work.appendingPathComponent("out")
    let result = try CLI.run(["render", try spec().path, "--out", out.path, "--scale", "1", "--look", "all"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let paths = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      paths,
      [
        out.appendingPathComponent("m/orange-light-large-ltr-393pt@1x-ios26.png").path,
        out.appendingPathComponent("m/orange-light-large-ltr-393pt@1x.png").path,
      ])
    XCTAssertNotEqual(
      try Data(contentsOf: URL(fileURLWithPath: paths[0])), try Data(contentsOf: URL(fileURLWithPath: paths[1])))
    // The default is iOS 26; ios17 draws as ios18, under iOS 18's name.
    let plain = try CLI.run(["render", try spec().path, "--out", out.path, "--scale", "1"])
    XCTAssertEqual(plain.stdout, paths[0] + "\n")
    let ios17 = try CLI.run(["render", try spec().path, "--out", out.path, "--scale", "1", "--look", "ios17"])
    XCTAssertEqual(ios17.stdout, paths[1] + "\n")
  }

  func testTheSpecNamesItsLookAndTheCommandLineReplacesIt() throws {
    let out = work.appendingPathComponent("out")
    let url = try spec("matrix: { look: ios18, scale: 1 }")
    let spec18 = try CLI.run(["render", url.path, "--out", out.path])
    XCTAssertEqual(spec18.status, 0, spec18.stderr)
    XCTAssertEqual(spec18.stdout, out.appendingPathComponent("m/orange-light-large-ltr-393pt@1x.png").path + "\n")
    let narrowed = try CLI.run(["render", url.path, "--out", out.path, "--look", "ios26"])
    XCTAssertEqual(
      narrowed.stdout, out.appendingPathComponent("m/orange-light-large-ltr-393pt@1x-ios26.png").path + "\n")
  }

  func testAnUnknownLookIsAUsageErrorNamingTheLooks() throws {
    let result = try CLI.run(["render", try spec().path, "--out", work.path, "--look", "ios19"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(result.stderr.contains("--look: unknown value 'ios19'"), result.stderr)
    XCTAssertTrue(result.stderr.contains("ios26, ios18"), result.stderr)
    let bad = try spec("matrix: { look: ios19 }")
    let fromSpec = try CLI.run(["render", bad.path, "--out", work.path])
    XCTAssertEqual(fromSpec.status, 2, fromSpec.stderr)
    XCTAssertTrue(fromSpec.stderr.contains("m.yaml:1:"), fromSpec.stderr)
    XCTAssertTrue(fromSpec.stderr.contains("unknown look 'ios19'"), fromSpec.stderr)
  }

  func testThemesShowListsTheLooksTokens() throws {
    func show(_ look: String?) throws -> [String: Any] {
      let result = try CLI.run(
        ["themes", "show", "orange", "--scheme", "light", "--format", "json"] + (look.map { ["--look", $0] } ?? []))
      XCTAssertEqual(result.status, 0, result.stderr)
      return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
    func width(_ json: [String: Any]) -> String? {
      let schemes = json["schemes"] as? [String: Any]
      let light = schemes?["light"] as? [String: Any]
      return (light?["look.switch.width"] as? [String: Any])?["value"] as? String
    }
    let ios26 = try show(nil), ios18 = try show("ios18")
    XCTAssertEqual(ios26["look"] as? String, "ios26")
    XCTAssertEqual(width(ios26), "63px")
    XCTAssertEqual(ios18["look"] as? String, "ios18")
    XCTAssertEqual(width(ios18), "51px")
  }

  func testACustomDeviceNamesItsSafeAreas() throws {
    let out = work.appendingPathComponent("out")
    let result = try CLI.run(["render", try spec().path, "--out", out.path, "--device", "390x844@1-t59-b34-s54"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout, out.appendingPathComponent("m/orange-light-large-ltr-390x844@1-t59-b34-s54-ios26.png").path + "\n")
    for bad in [
      "390x844@1-t59", "390x844@1-b34-t59", "390x844@1-t59-b34-s60", "844x390@1-t59-b34", "390x844@1-t999-b34",
    ] {
      let refused = try CLI.run(["render", try spec().path, "--out", out.path, "--device", bad])
      XCTAssertEqual(refused.status, 2, "\(bad): \(refused.stderr)")
      XCTAssertTrue(refused.stderr.contains("-tTOP-bBOTTOM"), refused.stderr)
    }
  }
}
