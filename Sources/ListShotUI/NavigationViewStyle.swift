/// `.navigationViewStyle(.stack)`, `StackNavigationViewStyle()`, `.columns`: on an iPhone, the
/// one style a `NavigationView` is drawn in is the stack (a split view's first column is the
/// screen), so every style draws the same picture.
public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    ModifiedView(self, "navigationViewStyle", .none)
  }
}
