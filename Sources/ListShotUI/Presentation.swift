/// What an app presents over a screen (sheets, covers, popovers, alerts, dialogs) and the
/// screens it navigates to: a still picture shows the screen they are declared on, as SwiftUI
/// does before anything is presented. They are accepted and draw nothing; their content is
/// never built.
extension View {
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    ModifiedView(self, "sheet", .none)
  }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedView(self, "sheet", .none)
  }

  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    ModifiedView(self, "fullScreenCover", .none)
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedView(self, "fullScreenCover", .none)
  }

  public func popover<Content: View>(
    isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    ModifiedView(self, "popover", .none)
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedView(self, "popover", .none)
  }

  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    ModifiedView(self, "alert", .none)
  }

  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    ModifiedView(self, "alert", .none)
  }

  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    ModifiedView(self, "alert", .none)
  }

  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    ModifiedView(self, "alert", .none)
  }

  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    ModifiedView(self, "alert", .none)
  }

  /// The older spelling: `.alert(isPresented:) { Alert(title:) }`.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    ModifiedView(self, "alert", .none)
  }

  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    ModifiedView(self, "alert", .none)
  }

  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    ModifiedView(self, "confirmationDialog", .none)
  }

  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    ModifiedView(self, "confirmationDialog", .none)
  }

  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    ModifiedView(self, "confirmationDialog", .none)
  }

  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    ModifiedView(self, "confirmationDialog", .none)
  }

  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedView(self, "navigationDestination", .none)
  }

  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    ModifiedView(self, "navigationDestination", .none)
  }

  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedView(self, "navigationDestination", .none)
  }
}

/// SwiftUI's older alert value (`Alert(title:message:dismissButton:)`): accepted, never shown.
public struct Alert {
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}

  public struct Button {
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
  }
}
