import ListShot
import ListShotCore
import ListShotModel

/// The list containers in the gallery: the five styles with the recipes of the ods-ios List
/// module demo, every accessory, edit mode, outlines and the static interaction states.
extension Gallery {
  static var containerEntries: [Entry] {
    let styles: [(String, ListStyle)] = [
      ("plain", .plain), ("grouped", .grouped), ("inset", .inset), ("inset grouped", .insetGrouped),
      ("sidebar", .sidebar),
    ]
    return styles.map { Entry("List style — \($0.0)", .screen(recipes($0.1), direction: nil)) } + [
      Entry("List accessories", .screen(accessories, direction: nil)),
      Entry("List accessories — right to left", .screen(accessories, direction: .rightToLeft)),
      Entry("Edit mode — delete and reorder", .screen(editing, direction: nil)),
      Entry("Edit mode — multiple selection", .screen(selecting, direction: nil)),
      Entry("Outline rows and collapsible sections", .screen(outline, direction: nil)),
      Entry("Swipe actions, pull to refresh, selection, highlight", .screen(states, direction: nil)),
    ]
  }

  /// The ods-ios List module demo (recipes and ingredients) in `style`, under an inline
  /// "List" title, as in shared/reference/renders/ods-ios/list_<style>_<scheme>.png. The
  /// photos are not available: the ODS placeholder stands in for them.
  public static func recipes(_ style: ListStyle) -> Screen {
    var screen = Screen("list-\(style.rawValue)", style: style) {
      Section(header: "Recipes", footer: "All the recipes are made with selected ingredients.") {
        ODSListItem(title: "Summer Salad", subtitle: "20min", leading: .circularImage(.placeholder))
        ODSListItem(title: "Salmon curry", subtitle: "31min", leading: .circularImage(.placeholder))
        ODSListItem(title: "Feta Pizza", subtitle: "21min", leading: .circularImage(.placeholder))
      }
      // Collapsible (Section(isExpanded:)); only the sidebar style shows it.
      Section(header: "Ingredients", isExpanded: style == .sidebar ? true : nil) {
        ODSListItem(title: "tomato", leading: .circularImage(.placeholder))
        ODSListItem(title: "advocado", leading: .circularImage(.placeholder))
        ODSListItem(title: "yellow pepper", leading: .circularImage(.placeholder))
      }
    }
    screen.navigationTitle = NavigationTitle("List", displayMode: .inline)
    return screen
  }

  /// Every drawable accessory on a list cell, under a large title.
  public static let accessories: Screen = {
    var screen = Screen("containers-accessories", style: .insetGrouped) {
      Section(header: "Navigation and marks") {
        ListCell("Disclosure indicator", image: .named("folder")).accessories(.disclosureIndicator)
        ListCell("Checkmark").accessories(.checkmark)
        ListCell("Detail").accessories(.detail)
        ListCell("Label", secondaryText: "and a chevron").accessories(.label("Details"), .disclosureIndicator)
        ListCell("Outline disclosure").accessories(.outlineDisclosure)
      }
      Section(header: "Values", footer: "Badge, symbol, progress and activity are custom views in the Lists module.") {
        ListCell("Toggle").accessories(.toggle(isOn: true))
        ListCell("Badge").accessories(.badge("12"))
        ListCell("Image").accessories(.image(.named("star")))
        ListCell("Progress").accessories(.progress(0.4))
        ListCell("Activity indicator").accessories(.activityIndicator)
        ODSListItem(title: "An ODS item", subtitle: "with a disclosure indicator", leading: .icon(.named("heart")))
          .accessories(.disclosureIndicator)
      }
    }
    screen.navigationTitle = NavigationTitle("Accessories")
    return screen
  }()

  /// Edit mode with delete controls and reorder handles, ODS items and list cells mixed.
  public static let editing: Screen = {
    var screen = Screen("containers-editing", style: .plain) {
      ODSListItem(title: "Summer Salad", subtitle: "20min", leading: .circularImage(.placeholder))
      ODSListItem(title: "Salmon curry", subtitle: "31min", leading: .circularImage(.placeholder))
      ListCell("Feta Pizza", secondaryText: "21min")
      ListCell("Shopping list", image: .named("cart"))
    }
    screen.navigationTitle = NavigationTitle("Recipes", displayMode: .inline)
    screen.editMode = EditMode(delete: true, reorder: true)
    return screen
  }()

  /// Edit mode with selection circles; two rows selected.
  public static let selecting: Screen = {
    var screen = Screen("containers-selecting", style: .insetGrouped) {
      Section(header: "Ingredients") {
        ListCell("tomato").selected()
        ListCell("advocado")
        ListCell("yellow pepper").selected()
      }
    }
    screen.editMode = EditMode(multiselect: true)
    return screen
  }()

  /// Outline rows in a sidebar, one section collapsed.
  public static let outline = Screen("containers-outline", style: .sidebar) {
    Section(header: "Library", isExpanded: true) {
      OutlineItem(ListCell("Folders", image: .named("folder")), isExpanded: true) {
        ListCell("Work", image: .named("folder"))
        OutlineItem(ListCell("Personal", image: .named("folder"))) { ListCell("Hidden") }
      }
      ListCell("Trash", image: .named("trash"))
    }
    Section(header: "Shared", isExpanded: false) {
      ListCell("Not drawn")
    }
  }

  /// Static interaction states.
  public static let states: Screen = {
    var screen = Screen("containers-states", style: .plain) {
      ListCell("Selected row").selected()
      ListCell("Highlighted (pressed) row").highlighted()
      ListCell("Swiped to the leading edge").swipeActions(
        edge: .leading, SwipeAction("Pin", tint: .accent), SwipeAction("Unread", tint: .blue))
      ListCell("Swiped to the trailing edge").swipeActions(
        SwipeAction("Delete", role: .destructive),
        SwipeAction("Flag", tint: .custom(Color(red: 255, green: 149, blue: 0))))
      ListCell("A row at rest")
    }
    screen.isRefreshing = true
    return screen
  }()
}
