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

  public var text: String
  public var displayMode: DisplayMode

  public init(_ text: String, displayMode: DisplayMode = .large) {
    self.text = text
    self.displayMode = displayMode
  }
}
