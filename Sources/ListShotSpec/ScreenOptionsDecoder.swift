import ListShotModel

/// Decodes the screen keys around the list: the navigation bar, edit mode and pull to refresh.
///
/// ```yaml
/// navigationTitle: List
/// navigationBarTitleDisplayMode: inline     # or large (the default)
/// editMode: { delete: true, reorder: true } # or { multiselect: true }
/// refreshing: true
/// ```
enum ScreenOptionsDecoder {
  static let keys = ["navigationTitle", "navigationBarTitleDisplayMode", "editMode", "refreshing"]

  static func decode(_ map: SpecMapping, into screen: inout Screen) throws {
    let modes = NavigationTitle.DisplayMode.allCases.map(\.rawValue)
    let mode = try map["navigationBarTitleDisplayMode"].map { NavigationTitle.DisplayMode(rawValue: try $0.choice(modes))! }
    if let title = map["navigationTitle"] {
      screen.navigationTitle = NavigationTitle(try title.string(), displayMode: mode ?? .large)
    } else if let node = map["navigationBarTitleDisplayMode"] {
      throw node.error("navigationBarTitleDisplayMode needs a navigationTitle")
    }
    if let node = map["editMode"] {
      let edit = try node.mapping(allowed: ["delete", "reorder", "multiselect"], what: "editMode")
      screen.editMode = EditMode(
        delete: try edit["delete"]?.bool() ?? false, reorder: try edit["reorder"]?.bool() ?? false,
        multiselect: try edit["multiselect"]?.bool() ?? false)
    }
    screen.isRefreshing = try map["refreshing"]?.bool() ?? false
  }
}
