import ListShotModel

/// The list's margins and spacings: `.contentMargins` on any edges (the first section's top,
/// the cards' sides, the space below the last);
/// `.listSectionSpacing` and `.listRowSpacing` set the space between sections and rows.
extension View {
  /// `.contentMargins(.top, 4)`, `.contentMargins(.horizontal, 0, for: .scrollContent)`: the
  /// list's content margins on those edges, in place of the look's (the top margin, the cards'
  /// inset from the sides); `nil` keeps the look's. For `.scrollIndicators`: nothing to draw,
  /// a still picture shows no scroll indicator.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modified(
      "contentMargins",
      .facts { facts, context in
        guard placement != .scrollIndicators, let length else { return }
        guard (0...1000).contains(length) else {
          throw context.error(".contentMargins \(length) is out of range 0...1000 pt")
        }
        // The innermost modifier written wins, edge by edge.
        let points = Double(length)
        if edges.contains(.top), facts.contentMarginTop == nil { facts.contentMarginTop = points }
        if edges.contains(.leading), facts.contentMarginLeading == nil { facts.contentMarginLeading = points }
        if edges.contains(.trailing), facts.contentMarginTrailing == nil { facts.contentMarginTrailing = points }
        if edges.contains(.bottom), facts.contentMarginBottom == nil { facts.contentMarginBottom = points }
      })
  }

  /// `.contentMargins(16)`: every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }

  /// `.contentMargins(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))`.
  public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    self.contentMargins(.top, insets.top, for: placement).contentMargins(.leading, insets.leading, for: placement)
      .contentMargins(.bottom, insets.bottom, for: placement).contentMargins(.trailing, insets.trailing, for: placement)
  }

  /// `.listSectionSpacing(.default)`, `.listSectionSpacing(.custom(8))`, on a `List` (every
  /// section) or a `Section` (its own, which wins over the list's). `.compact` is refused: no
  /// reference here measures iOS's compact spacing.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    ModifiedView(
      self, "listSectionSpacing",
      .sectionsOrFacts(
        section: { section, context in
          if section.spacing == nil { section.spacing = try spacing.model(context) }
        },
        facts: { facts, context in
          if facts.sectionSpacing == nil { facts.sectionSpacing = try spacing.model(context) }
        }))
  }
  /// `.listSectionSpacing(8)`: 8 points between adjacent sections.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    listSectionSpacing(.custom(spacing))
  }

  /// `.listRowSpacing(8)`: 8 points between rows; an inset-grouped list draws each row as a
  /// card of its own. `nil` is iOS's (rows touch).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    guard let spacing else { return ModifiedView(self, "listRowSpacing", .none) }
    return modified(
      "listRowSpacing",
      .facts { facts, _ in
        if facts.rowSpacing == nil { facts.rowSpacing = Double(spacing) }
      })
  }

  /// `.scrollContentBackground(.hidden)`: the list's own page colour hidden, so that a
  /// `.background` written on the list (or the system background) shows behind the cards;
  /// `.visible` and `.automatic` are iOS's background.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modified(
      "scrollContentBackground",
      .facts { facts, _ in
        if visibility == .hidden { facts.hidesScrollContentBackground = true }
      })
  }
}

/// Where `.contentMargins` applies (`.scrollContent`, `.scrollIndicators`).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// `.listSectionSpacing(.compact)`: the spacing between adjacent sections.
public struct ListSectionSpacing: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case `default`, compact
    case custom(CGFloat)
  }
  let kind: Kind

  public static let `default` = ListSectionSpacing(kind: .default)
  public static let compact = ListSectionSpacing(kind: .compact)
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(kind: .custom(spacing)) }

  @MainActor
  func model(_ context: LoweringContext) throws -> ListShotModel.ListSectionSpacing {
    switch kind {
    case .default: return .default
    case .custom(let points): return .custom(Double(points))
    case .compact:
      throw context.error(
        ".listSectionSpacing(.compact) cannot be drawn yet: no reference measures iOS's compact spacing",
        hint: "write the spacing in points, .listSectionSpacing(20), or .default")
    }
  }
}
