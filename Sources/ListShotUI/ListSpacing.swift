import ListShotModel

/// The list's margins and spacings: `.contentMargins(.top, 4)` moves the first section;
/// `.listSectionSpacing` and `.listRowSpacing` set the space between sections and rows.
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
  public static let automatic = ContentMarginPlacement()
  public static let scrollContent = ContentMarginPlacement()
  public static let scrollIndicators = ContentMarginPlacement()
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
