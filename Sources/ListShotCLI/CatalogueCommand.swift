import ArgumentParser
import ListShot
import ListShotModel

/// `listshot catalogue`: what SwiftUI ListShot supports, as the table of docs/swiftui.md.
struct CatalogueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalogue",
    abstract: "Print the SwiftUI names ListShot supports (views, modifiers, containers, types) as a Markdown table.")

  func run() throws {
    Terminal.result(String(ViewCatalogue.markdownTable.dropLast()), multiline: true)
  }
}
