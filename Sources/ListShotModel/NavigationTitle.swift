/// The navigation bar above a list: `.navigationTitle(_:)` with
/// `.navigationBarTitleDisplayMode(_:)`.
public struct NavigationTitle: Hashable, Sendable {
  public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
    /// A 44 pt bar with the title centred in Headline.
    case inline
    /// An empty 44 pt bar, then the title in Large Title bold at the leading margin (the iOS
    /// default at the root of a navigation stack).
    case large
  }

  /// The title; with a `principal` view, what VoiceOver reads of the bar (the view's first
  /// text unless `.navigationTitle` names it).
  public var text: String
  public var displayMode: DisplayMode
  /// `ToolbarItem(placement: .principal) { VStack { … } }`: a view drawn centred in the inline
  /// bar in the title's place, laid out by the view engine at the default (Large) text size, as
  /// the bar's title is (bars do not follow Dynamic Type). Needs the inline display mode.
  public var principal: ViewNode?
  /// `.toolbarBackground(.visible, for: .navigationBar)`: the bar's background drawn in the
  /// large-title bar too (nil: as the look draws the bar).
  public var background: BarBackground?

  public init(_ text: String, displayMode: DisplayMode = .large, principal: ViewNode? = nil) {
    self.text = text
    self.displayMode = displayMode
    self.principal = principal
  }
}
