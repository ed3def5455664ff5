/// `.ignoresSafeArea(.keyboard)`: which safe areas a view ignores.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// `.ignoresSafeArea()`, `.ignoresSafeArea(.keyboard, edges: .bottom)`: accepted with nothing
  /// to draw. A screen's backgrounds already reach under its bars to the screen's edges, a
  /// list's rows have no safe area of their own on an iPhone held upright, and a still shows
  /// no keyboard.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    ModifiedView(self, "ignoresSafeArea", .none)
  }

  /// `.edgesIgnoringSafeArea(.all)`: the older spelling of `.ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ModifiedView(self, "edgesIgnoringSafeArea", .none)
  }
}
