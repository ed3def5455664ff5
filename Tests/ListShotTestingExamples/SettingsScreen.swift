import ListShot

/// The screen the examples snapshot: what an app's settings list might look like.
enum SettingsScreen {
  static let screen = Screen("settings", width: 375) {
    ODSListItem(
      title: "Profile", subtitle: "Jane Appleseed", leading: .circularImage(.placeholder), isNavigationLink: true)
    ODSListItem(title: "Notifications", leading: .icon(.named("bell")), trailingToggleIsOn: true)
    ODSListItem(title: "Plan", trailingText: "Premium", hasInfoButton: true)
    OUDSCheckboxItem("Accept the terms", isOn: true, description: "Required to continue")
  }
}
