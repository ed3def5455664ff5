import Foundation
import ListShotSnapshot
@_spi(Testing) import ListShotTesting
import Testing

/// Artifacts are named by test file, test and variant, so two tests named alike in
/// different test classes (in their own files) keep their own expected, actual, diff and
/// side-by-side images, and a golden each.
@Suite struct ArtifactNamingTests {
  @Test func twoTestsNamedAlikeInDifferentClassesKeepTheirOwnArtifacts() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-naming-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let artifacts = work.appendingPathComponent("artifacts")
    let files = ["/app/Tests/FeatureA/SettingsTests.swift", "/app/Tests/FeatureB/AccountSettingsTests.swift"]
    var sideBySides: [String] = []
    for file in files {
      let folder = work.appendingPathComponent(URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent)
      let location = SnapshotLocation(
        testFile: file, testName: "testSettings()", variantStem: Fixture.variantStem,
        environment: [SnapshotLocation.artifactsVariable: artifacts.path])
      // A golden that differs, where this test file's golden lives.
      let golden = folder.appendingPathComponent("__Snapshots__").appendingPathComponent(location.name + ".png")
      try Fixture.record(Fixture.changedScreen, at: golden)
      let outcome = SnapshotLocation.$testFolderOverride.withValue(folder) {
        SnapshotEnvironment.$override.withValue([SnapshotLocation.artifactsVariable: artifacts.path]) {
          snapshotResult(
            of: Fixture.screen, as: Fixture.snapshot(), record: .never, filePath: file, testName: "testSettings()")
        }
      }
      #expect(outcome.isFailure)
      #expect(outcome.location?.golden == golden)
      let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      let sideBySide = artifacts.appendingPathComponent("\(stem)/testSettings.\(Fixture.variantStem).side-by-side.png")
        .path
      #expect(FileManager.default.fileExists(atPath: sideBySide))
      #expect(outcome.message.contains("side by side: \(sideBySide)"))
      sideBySides.append(sideBySide)
    }
    #expect(Set(sideBySides).count == 2)
    let written = try FileManager.default.subpathsOfDirectory(atPath: artifacts.path).filter { $0.hasSuffix(".png") }
    #expect(written.count == 8, "four images for each test: \(written)")
  }
}
