import Foundation
import ListShotSnapshot
import Testing

// The plugin's generator, run as the plugin runs it, on files that are not compiled
// (Fixtures/): what it finds, what it passes over, and the tests it writes. The previews
// beside this file are its output compiled and run.

@Suite struct PreviewGeneratorTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// `listshot-previews` built next to the test bundle (as the plugin's tool, or as a product).
  static var generator: URL? {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return ["listshot-previews-tool", "listshot-previews"].map { folder.appendingPathComponent($0) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  func generate(_ modules: [(name: String, test: Bool, files: [String])]) throws -> String {
    let generator = try #require(Self.generator, "listshot-previews is built with the tests")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = generator
    process.arguments =
      ["--output", output.path, "--target", "T", "--folder", "/f"]
      + modules.flatMap { module in
        ["--module", module.name] + (module.test ? ["--test-target"] : [])
          + module.files.map { Self.fixtures.appendingPathComponent($0).path }
      }
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(contentsOf: output, encoding: .utf8)
  }

  @Test func findsThePreviewsOfAFileAndNothingInItsCommentsAndStrings() throws {
    let source = try generate([("Views", true, ["Tricky.swift"])])
    let titles = source.components(separatedBy: "@Test(\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(
      titles == [
        "Tricky.swift:13 Preview", "Tricky.swift:17 Preview-2", "Tricky.swift:21 Strings.title",
        "Tricky.swift:26 Linux", "Tricky.swift:29 UIKit debug", "Tricky.swift:32 Elsewhere",
        "Tricky.swift:40 Screen_Previews", "Tricky.swift:44 Hidden_Previews", "Tricky.swift:49 Model.Inner",
        "Tricky.swift:56 Model.Outer.Previews", "Stale goldens",
      ])
    // The macro's label: the file, line and column of the `#`.
    #expect(source.contains("__listShotPreview(Tricky_13_1: ()).parts(fallbackName: \"Preview\")"))
    #expect(source.contains("__listShotPreview(Tricky_17_1: ()).parts(fallbackName: \"Preview-2\")"))
    #expect(source.contains("__listShotPreview(Tricky_26_3: ())"))
    #expect(source.contains("__listShotPreview(Tricky_29_5: ())"))
    // Each under the conditions of its #if clause.
    #expect(source.contains("#if (os(Linux))\n  @Test(\"Tricky.swift:26 Linux\")"))
    #expect(
      source.contains("#if !(os(Linux)) && (canImport(UIKit)) && (DEBUG)\n  @Test(\"Tricky.swift:29 UIKit debug\")"))
    #expect(source.contains("#if !(os(Linux)) && !(canImport(UIKit))\n  @Test(\"Tricky.swift:32 Elsewhere\")"))
    // Providers by their full names; private ones fail their test, saying why.
    #expect(source.contains("Preview.parts(of: Model.Outer.Previews.self, named: \"Model.Outer.Previews\""))
    #expect(
      source.contains(
        "Hidden_Previews (Tricky.swift:44): Hidden_Previews is private, so the generated test cannot reach its previews"
      ))
    #expect(source.contains("Model.Inner (Tricky.swift:49): the extension is fileprivate"))
    #expect(!source.contains("Local_Previews") && !source.contains("Fake") && !source.contains("in a string"))
    let errors = try String(
      contentsOf: PreviewDocsTests.root.appendingPathComponent("docs/errors.md"), encoding: .utf8)
    #expect(
      errors.contains(
        "`Hidden_Previews (F.swift:44): Hidden_Previews is private, so the generated test cannot reach its previews; make it internal`"
      ))
    // The test target's own previews need no import.
    #expect(!source.contains("@testable import"))
  }

  @Test func aDependencysPreviewsAreReachedThroughATestableImport() throws {
    let source = try generate([("Tests", true, ["HandWritten.swift"]), ("Screens", false, ["Tricky.swift"])])
    #expect(source.contains("@testable import Screens\n"))
    #expect(!source.contains("@testable import Tests"))
    #expect(source.contains("func preview_Screens_Tricky_13_1()"))
    // A file that calls assertSnapshot shares its folder with hand-written goldens: not owned.
    #expect(source.contains("knownFiles: [\"HandWritten\", \"Tricky\"]"))
    #expect(source.contains("ownedFiles: [\"Tricky\"]"))
  }

  @Test func noPreviewsAtAllIsAFailingTestNotASilentPass() throws {
    let source = try generate([("Tests", true, ["HandWritten.swift"])])
    #expect(
      source.contains("Issue.record(\"the ListShotPreviews plugin found no #Preview and no PreviewProvider in Tests\")")
    )
  }
}
