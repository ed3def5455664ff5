import ListShotModel

/// The list's margins and spacings: `.contentMargins(.top, 4)` moves the first section; the
/// spacings between sections and rows, and a hidden scroll background, cannot be drawn yet and
/// are refused where they are written (a picture with iOS's spacings would be wrong).
extension View {
  /// `.contentMargins(.top, 4)`: the list's top content margin. Other edges cannot be drawn yet.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modified(
      "contentMargins",
      .facts { facts, context in
        guard edges == .top else {
          throw context.error(
            ".contentMargins on other edges than .top cannot be drawn yet",
            hint: "write .contentMargins(.top, \(length.map { "\($0)" } ?? "nil"))")
        }
        facts.contentMarginTop = length.map(Double.init)
      })
  }

  /// `.listSectionSpacing(.compact)`, `.listSectionSpacing(8)`.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    refusedSpacing("listSectionSpacing", "the space between sections")
  }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    refusedSpacing("listSectionSpacing", "the space between sections")
  }

  /// `.listRowSpacing(8)`.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    guard spacing != nil else { return ModifiedView(self, "listRowSpacing", .none) }
    return refusedSpacing("listRowSpacing", "the space between rows")
  }

  /// `.scrollContentBackground(.hidden)`: the list's own background hidden, for a
  /// `.background` of the app's; `.visible` and `.automatic` are iOS's background.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modified(
      "scrollContentBackground",
      .facts { _, context in
        guard visibility != .hidden else {
          throw context.error(
            ".scrollContentBackground(.hidden) cannot be drawn yet: the list draws iOS's grouped background",
            hint: "remove it and the .background behind the list")
        }
      })
  }

  private func refusedSpacing(_ name: String, _ what: String) -> ModifiedView {
    modified(
      name,
      .facts { _, context in
        throw context.error(
          ".\(name) cannot be drawn yet: ListShot draws \(what) as iOS's list style sets it",
          hint: "remove .\(name) to draw iOS's default spacing")
      })
  }
}

/// Where `.contentMargins` applies (`.scrollContent`, `.scrollIndicators`).
public struct ContentMarginPlacement: Hashable, Sendable {
  public static let automatic = ContentMarginPlacement()
  public static let scrollContent = ContentMarginPlacement()
  public static let scrollIndicators = ContentMarginPlacement()
}

/// `.listSectionSpacing(.compact)`.
public struct ListSectionSpacing: Hashable, Sendable {
  public static let `default` = ListSectionSpacing()
  public static let compact = ListSectionSpacing()
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}
