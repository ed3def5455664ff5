import ListShotModel

/// `NavigationSplitView { sidebar } detail: { … }`: on iPhone the columns collapse into one
/// navigation stack whose root is the sidebar, so the picture is the sidebar column under its
/// navigation bar. The content and detail columns are not built (they show after a tap).
public struct NavigationSplitView: View, PrimitiveView {
  public typealias Body = Never
  let sidebar: any View

  public init<Sidebar: View, Detail: View>(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  public init<Sidebar: View, Content: View, Detail: View>(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  public init<Sidebar: View, Detail: View>(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  public init<Sidebar: View, Content: View, Detail: View>(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var inner = context.entering("NavigationSplitView").entering("sidebar")
    inner.inNavigation = true
    return try inner.lower(sidebar)
  }
}

/// Which columns a split view shows (on iPhone, one whatever it holds).
public enum NavigationSplitViewVisibility: Hashable, Sendable {
  case automatic, all, doubleColumn, detailOnly
}

/// `.navigationSplitViewStyle(.balanced)`: the columns' widths on iPad; nothing on iPhone.
public struct NavigationSplitViewStyle: Hashable, Sendable {
  public static let automatic = NavigationSplitViewStyle()
  public static let balanced = NavigationSplitViewStyle()
  public static let prominentDetail = NavigationSplitViewStyle()
}

extension View {
  public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
    ModifiedView(self, "navigationSplitViewStyle", .none)
  }
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    ModifiedView(self, "navigationSplitViewColumnWidth", .none)
  }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    ModifiedView(self, "navigationSplitViewColumnWidth", .none)
  }
}
