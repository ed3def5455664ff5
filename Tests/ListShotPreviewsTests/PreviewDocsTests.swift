import Foundation
import Testing

// README.md shows a preview and its golden: the preview is SettingsView.swift as it stands
// here, and the picture is that preview's golden beside it, recorded by the plugin's test.

@Suite struct PreviewDocsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theReadmeQuotesItsPreviewAndShowsItsGolden() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/ListShotPreviewsTests/Previews/SettingsView.swift"),
      encoding: .utf8)
    #expect(readme.contains("// Tests/MyAppPreviewTests/SettingsView.swift\n" + source))
    let golden =
      "Tests/ListShotPreviewsTests/__Snapshots__/SettingsView/Dark-large-text.orange-dark-accessibility1-ltr-393pt@2x-ios26.png"
    #expect(readme.contains("](\(golden))"))
    #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(golden).path))
    #expect(
      readme.contains(
        "records `Tests/MyAppPreviewTests/__Snapshots__/SettingsView/Dark-large-text.orange-dark-accessibility1-ltr-393pt@2x-ios26.png`"
      ))
  }
}
