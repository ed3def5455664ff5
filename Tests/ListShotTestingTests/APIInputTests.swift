import Foundation
import ListShotSnapshot
@_spi(Testing) import ListShotTesting
import Testing

/// Bad input through the Swift API fails the snapshot with an error that names the setting,
/// the same way the spec reader and the command line refuse it, and writes nothing: no
/// trap, no golden recorded for a variant the command line would refuse, no file outside
/// `__Snapshots__`.
@Suite struct APIInputTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var screen: Screen = Fixture.screen
    var snapshot: ScreenSnapshot = Fixture.snapshot()
    var filePath = "/app/Tests/AppTests/InputTests.swift"
    var testName = "testInput()"
    /// Every one of these is in the failure message.
    var message: [String]
    var description: String { name }
  }

  static let custom = Size(width: 240, height: 400)
  static let cases: [Case] = [
    Case(name: "infinite width", snapshot: .png(width: .infinity, scale: 1), message: ["width", "1...4096"]),
    Case(name: "NaN width", snapshot: .png(width: .nan, scale: 1), message: ["width nan", "1...4096"]),
    Case(name: "negative width", snapshot: .png(width: -1, scale: 1), message: ["width -1", "1...4096"]),
    Case(name: "width over the limit", snapshot: .png(width: 5000, scale: 1), message: ["width 5000", "1...4096"]),
    Case(name: "scale 4", snapshot: .png(scale: 4), message: ["scale 4", "1, 2 or 3"]),
    Case(name: "scale 0", snapshot: .png(scale: 0), message: ["scale 0", "1, 2 or 3"]),
    Case(name: "scale 2.5", snapshot: .png(scale: 2.5), message: ["scale 2.5", "1, 2 or 3"]),
    Case(
      name: "device of NaN width",
      snapshot: .png(device: Device(id: "odd", name: "odd", size: Size(width: .nan, height: 400), scale: 1)),
      message: ["device 'odd'", "width nan"]),
    Case(
      name: "device of infinite height",
      snapshot: .png(device: Device(id: "tall", name: "tall", size: Size(width: 240, height: .infinity), scale: 1)),
      message: ["device 'tall'", "height inf"]),
    Case(
      name: "device of scale 4",
      snapshot: .png(device: Device(id: "big", name: "big", size: custom, scale: 4)),
      message: ["device 'big'", "scale 4"]),
    Case(
      name: "device id that is a path",
      snapshot: .png(device: Device(id: "../../../escaped", name: "x", size: custom, scale: 1)),
      message: ["device id '../../../escaped'"]),
    Case(
      name: "screen width NaN", screen: Screen("s", width: .nan) { ODSListItem(title: "A") },
      message: ["width nan is out of range 1...4096"]),
    Case(
      name: "empty title", screen: Screen("s", width: 240) { ODSListItem(title: "") },
      message: ["sections[0].rows[0].odsListItem.title", "title is empty"]),
    Case(
      name: "error on a read-only item",
      screen: Screen("s", width: 240) { OUDSCheckboxItem("A", isOn: true, isError: true, isReadOnly: true) },
      message: ["isReadOnly", "isError and isReadOnly cannot both be true"]),
    Case(name: "test file '..'", filePath: "/app/Tests/..", message: ["unsafe path"]),
    Case(name: "test file '/'", filePath: "/", message: ["unsafe path"]),
    Case(name: "test name without a letter", testName: "()", message: ["test name '()'", "golden"]),
  ]

  @Test(arguments: cases)
  func refused(_ input: Case) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-input-\(UUID().uuidString)")
    let folder = work.appendingPathComponent("Tests/AppTests")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let outcome = SnapshotLocation.$testFolderOverride.withValue(folder) {
      SnapshotEnvironment.$override.withValue([
        SnapshotLocation.artifactsVariable: work.appendingPathComponent("a").path
      ]) {
        snapshotResult(of: input.screen, as: input.snapshot, filePath: input.filePath, testName: input.testName)
      }
    }
    #expect(outcome.isFailure)
    for part in input.message { #expect(outcome.message.contains(part), "\(outcome.message)") }
    let written = FileManager.default.enumerator(atPath: work.path)?.compactMap { $0 as? String } ?? []
    #expect(!written.contains { $0.hasSuffix(".png") }, "\(written)")
  }
}
