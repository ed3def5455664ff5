/// The navigation bar's other modifiers: the older spellings of the title and the bar
/// buttons, and the bars' backgrounds and visibility.
extension View {
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modified(
      "navigationBarItems",
      .facts { facts, context in
        try context.recordToolbar(ToolbarItem(placement: .topBarLeading) { leading }, into: facts)
      })
  }

  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    navigationBarItems(trailing: trailing).navigationBarItems(leading: leading)
  }

  /// The older spellings of `.navigationTitle` and `.navigationBarTitleDisplayMode`.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
    -> some View
  {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The root screen of a picture has no back button to hide.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    ModifiedView(self, "navigationBarBackButtonHidden", .none)
  }

  /// `.toolbarBackground(.automatic / .hidden, for: .navigationBar)`: at the top of the list,
  /// as the picture shows it, iOS draws the bars without their background anyway. `.visible`
  /// (the background drawn at the top too) cannot be drawn yet.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modified(
      "toolbarBackground",
      .facts { _, context in
        guard visibility != .visible else {
          throw context.error(
            ".toolbarBackground(.visible) cannot be drawn yet: the bars are drawn as at the top of the list",
            hint: "remove it; the picture shows the bars without their background")
        }
      })
  }

  /// `.toolbarBackground(.blue, for: .navigationBar)`: its colour shows once the list scrolls
  /// under the bar, which a picture at the top does not show.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    ModifiedView(self, "toolbarBackground", .none)
  }

  /// `.toolbarColorScheme(.dark, for: .navigationBar)`: iOS applies it to a bar whose
  /// background is visible; the picture draws the bars at the top of the list, without their
  /// background, so there is nothing to draw.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    ModifiedView(self, "toolbarColorScheme", .none)
  }

  /// `.toolbar(.hidden, for: .tabBar)`: only hiding the navigation bar cannot be drawn yet.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modified(
      "toolbar",
      .facts { facts, context in
        guard visibility == .hidden else { return }
        if bars.contains(.tabBar) { facts.tabBar = nil }
        if bars.contains(.bottomBar) { facts.bottomItems = [] }
        if bars.contains(.navigationBar) {
          throw context.error(
            ".toolbar(.hidden, for: .navigationBar) cannot be drawn yet", hint: "leave out the .navigationTitle")
        }
      })
  }
}

/// The bars `.toolbarBackground` and `.toolbar(_:for:)` name.
public enum ToolbarPlacement: Hashable, Sendable {
  case automatic, navigationBar, tabBar, bottomBar
}
