import ListShot
import ListShotCore
import ListShotModel

/// The SwiftUI list modifiers in the gallery (docs/list-modifiers.md): row separators and
/// their tint, section separators, row insets and backgrounds, SwiftUI's grey badge beside the
/// Lists module's pill, EditButton, the search field in each list style, and an open context
/// menu.
extension Gallery {
  static var modifierEntries: [Entry] {
    [
      Entry("List modifiers — plain", .screen(rowModifiers(.plain), direction: nil)),
      Entry("List modifiers — inset grouped", .screen(rowModifiers(.insetGrouped), direction: nil)),
      Entry("Searchable — large title", .screen(searchable(.insetGrouped), direction: nil)),
      Entry(
        "Searchable — inline title, with text", .screen(searchable(.plain, inline: true, text: "Sal"), direction: nil)),
      Entry("Context menu", .screen(contextMenu(.insetGrouped), direction: nil)),
      Entry("Views around the list, a view as row background", .screen(viewsAround, direction: nil)),
    ]
  }

  /// Mailboxes with each row modifier, in `style`, under an EditButton ("Done": edit mode
  /// is off, so it reads "Edit").
  public static func rowModifiers(_ style: ListStyle, isEditing: Bool = false) -> Screen {
    let badges: [Row] = [
      ListCell("Inbox", image: .named("tray")).badge(12).accessories(.disclosureIndicator),
      ListCell("Drafts", image: .named("doc")).badge("New"),
      ListCell("Flagged", image: .named("star")).accessories(.badge("3"), .disclosureIndicator),
      ListCell("Sent", image: .named("envelope")).badge(0),
    ]
    let green = TintColor.custom(Color(hex: "#34C75940")!)
    let lines: [Row] = [
      ListCell("Tinted separator").listRowSeparatorTint(.red),
      ListCell("No separator below").listRowSeparator(.hidden, edges: .bottom),
      ListCell("Green background").listRowBackground(green),
      ListCell("Inset 40 pt").listRowInsets(EdgeInsets(top: 6, leading: 40, bottom: 6, trailing: 16)),
    ]
    var screen = Screen(
      name: "modifiers-\(style.rawValue)", style: style,
      sections: [
        Section(header: "Badges", rows: badges),
        Section(header: "Separators and backgrounds", rows: lines).listSectionSeparator(.hidden, edges: .bottom),
      ])
    screen.navigationTitle = NavigationTitle("Mailboxes", displayMode: .inline)
    screen.chrome = DeviceChrome(barItems: [.editButton])
    if isEditing { screen.editMode = EditMode(delete: true) }
    return screen
  }

  /// The recipes with the search field under the title.
  public static func searchable(_ style: ListStyle, inline: Bool = false, text: String = "") -> Screen {
    var screen = recipes(style).searchable(text: text, prompt: text.isEmpty ? nil : "Recipes")
    screen.name = "searchable-\(style.rawValue)\(inline ? "-inline" : "")"
    screen.navigationTitle = NavigationTitle("Recipes", displayMode: inline ? .inline : .large)
    return screen
  }

  /// The recipes with a context menu open over Salmon curry.
  public static func contextMenu(_ style: ListStyle) -> Screen {
    var screen = recipes(style)
    screen.name = "context-menu-\(style.rawValue)"
    screen.sections[0].rows[1].contextMenu = ContextMenu([
      .button("Copy", systemImage: "doc"),
      .button("Share", systemImage: "square.and.arrow.up"),
      .divider,
      .button("Delete", systemImage: "trash", role: .destructive),
    ])
    return screen
  }

  /// The seed's `VStack { List(selection:) { … }; Text("3 selections") }`, with a caption
  /// above the list and a row background given as a view.
  public static let viewsAround: Screen = {
    var screen = Screen("modifiers-views", style: .insetGrouped) {
      ListCell("Apple").selected()
      ListCell("Pear").selected()
      ListCell("Plum").selected()
      ListCell("Quince").listRowBackground(ViewNode.color(.blue).opacity(0.15))
    }
    screen.navigationTitle = NavigationTitle("Basket", displayMode: .inline)
    screen.editMode = EditMode(multiselect: true)
    screen.chrome = DeviceChrome(barItems: [.editButton])
    screen.viewsAbove = [ViewNode.text("Pick the fruit for the basket").font(.footnote).foregroundStyle(.gray)]
    screen.viewsBelow = [ViewNode.text("3 selections").font(.headline)]
    return screen
  }()
}
