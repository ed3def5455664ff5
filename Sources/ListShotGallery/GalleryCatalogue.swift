import ListShot
import ListShotCore
import ListShotModel
import ListShotSpec

/// The view catalogue's cards: every view and modifier of free-form content ListShot draws,
/// each as its catalogue entry shows it (`ViewEntry.example`), a section headed by its SwiftUI
/// name. A view added to the catalogue with an example has its card here.
extension Gallery {
  static var catalogueEntries: [Entry] {
    [
      catalogueEntry("SwiftUI catalogue — views", name: "catalogue-views", ViewCatalogue.views),
      catalogueEntry("SwiftUI catalogue — modifiers", name: "catalogue-modifiers", ViewCatalogue.modifiers),
    ]
  }

  /// The catalogue entries a card shows: those drawn, with an example.
  public static func catalogueCards(of entries: [ViewEntry]) -> [ViewEntry] {
    entries.filter { $0.status.draws && $0.example != nil }
  }

  private static func catalogueEntry(_ title: String, name: String, _ entries: [ViewEntry]) -> Entry {
    do {
      return Entry(title, .screen(try catalogueScreen(name, entries), direction: nil))
    } catch {
      return Entry(title, .forbidden("an example of the catalogue does not read: \(error)"))
    }
  }

  /// A screen with a section per entry: its SwiftUI name over its example.
  public static func catalogueScreen(_ name: String, _ entries: [ViewEntry]) throws -> Screen {
    let sections = catalogueCards(of: entries).map { entry in
      "    - header: \"\(entry.name)\"\n      rows:\n        - content: \(entry.example!)"
    }
    let yaml =
      "screens:\n  - name: \(name)\n    style: insetGrouped\n    sections:\n" + sections.joined(separator: "\n")
    return try SpecReader.parse(yaml, file: "<catalogue>").screens[0]
  }
}
