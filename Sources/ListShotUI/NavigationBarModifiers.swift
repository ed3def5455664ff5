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

  /// `.toolbarBackground(.visible, for: .navigationBar)`: the bar's background drawn at the top
  /// of the list too (`BarBackground`); `.automatic` and `.hidden`: at the top of the list, as
  /// the picture shows it, the bars are drawn as the look draws them.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modified(
      "toolbarBackground",
      .facts { facts, _ in
        guard visibility == .visible else { return }
        for bar in bars { facts.visibleBarBackgrounds.insert(bar == .automatic ? .navigationBar : bar) }
      })
  }

  /// `.toolbarBackground(.blue, for: .navigationBar)`: the colour of the bar's background where
  /// it is visible (`.toolbarBackground(.visible, for:)`); without that it shows only once the
  /// list scrolls under the bar, which a picture at the top does not show. A material or a
  /// gradient is the bar's own background.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    modified(
      "toolbarBackground",
      .facts { facts, context in
        guard let color = style as? Color else { return }
        let tint = try color.tint(in: context.entering("toolbarBackground"))
        for bar in bars where facts.barBackgroundColors[bar == .automatic ? .navigationBar : bar] == nil {
          facts.barBackgroundColors[bar == .automatic ? .navigationBar : bar] = tint
        }
      })
  }

  /// `.toolbarColorScheme(.dark, for: .navigationBar)`: iOS applies it to a bar whose
  /// background is visible; the picture draws the bars at the top of the list, without their
  /// background, so there is nothing to draw.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    ModifiedView(self, "toolbarColorScheme", .none)
  }

  /// `.toolbar(.hidden, for: .tabBar)`: the bar is not drawn; hiding the navigation bar takes
  /// its title and buttons with it, and the list starts under the status bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modified(
      "toolbar",
      .facts { facts, _ in
        guard visibility == .hidden else { return }
        if bars.contains(.tabBar) { facts.tabBar = nil }
        if bars.contains(.bottomBar) { facts.bottomItems = [] }
        // `.toolbar(.hidden)` without a bar is the navigation bar's, on an iPhone.
        if bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) {
          facts.hidesNavigationBar = true
        }
      })
  }

  /// The older spelling of `.toolbar(.hidden, for: .navigationBar)`.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modified("navigationBarHidden", .facts { facts, _ in if hidden { facts.hidesNavigationBar = true } })
  }

  /// `.toolbarTitleDisplayMode(.inline)`: iOS 17's spelling of `.navigationBarTitleDisplayMode`;
  /// `.inlineLarge` (a large title inside the bar) is not drawn yet.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    modified(
      "toolbarTitleDisplayMode",
      .facts { facts, context in
        switch mode {
        case .inline: facts.record(.inline)
        case .large: facts.record(.large)
        case .automatic: break
        case .inlineLarge:
          guard facts.displayMode == nil else { return }
          throw context.error(
            ".toolbarTitleDisplayMode(.inlineLarge) cannot be drawn yet", hint: "use .large or .inline")
        }
      })
  }
}

/// `.toolbarTitleDisplayMode(_:)`'s modes.
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
  case automatic, inline, large, inlineLarge
}

/// The bars `.toolbarBackground` and `.toolbar(_:for:)` name.
public enum ToolbarPlacement: Hashable, Sendable {
  case automatic, navigationBar, tabBar, bottomBar
}
