import Foundation
import ListShotModel

/// `Link("Privacy Policy", destination: url)`, `Link(destination: url) { Label(…) }`: in a row,
/// its label in the tint, drawn as a button's (and in the button style around); the URL is
/// never opened.
public struct Link: View, PrimitiveView {
  public typealias Body = Never
  let label: any View

  public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }

  public init<Label: View>(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try Button(action: {}) { AnyView(label) }.lower(in: context.entering("Link"))
  }
}

/// `ShareLink(item: url)`, `ShareLink("Share App", item: url)`: its label in the tint, "Share"
/// with the square.and.arrow.up symbol unless it has a title or label of its own. Nothing is
/// shared in a still picture.
public struct ShareLink: View, PrimitiveView {
  public typealias Body = Never
  let label: any View

  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = Label("Share", systemImage: Self.symbol)
  }

  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = Label(title, systemImage: Self.symbol)
  }

  public init<Item, Label: View>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
    label = Label("Share", systemImage: Self.symbol)
  }

  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    label = Label(title, systemImage: Self.symbol)
  }

  /// SwiftUI's share symbol.
  static let symbol = "square.and.arrow.up"

  func lower(in context: LoweringContext) throws -> [Piece] {
    try Button(action: {}) { AnyView(label) }.lower(in: context.entering("ShareLink"))
  }
}

/// `SharePreview("Lisbon", image: Image("lisbon"))`: what the share sheet shows, which a still
/// picture never opens.
public struct SharePreview {
  public init<S: StringProtocol>(_ title: S) {}
  public init<S: StringProtocol>(_ title: S, image: Image) {}
  public init<S: StringProtocol>(_ title: S, icon: Image) {}
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
}

/// `Menu("Sort") { … }`, `Menu { … } label: { Label(…) }`: closed, as a still picture shows it,
/// its label in the tint, drawn as a button's; its items are not drawn.
public struct Menu: View, PrimitiveView {
  public typealias Body = Never
  let label: any View

  public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
  }

  public init<S: StringProtocol, Content: View>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    label = Label(title, systemImage: systemImage)
  }

  public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<Content: View, Label: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.label = label()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try Button(action: {}) { AnyView(label) }.lower(in: context.entering("Menu"))
  }
}

extension SwiftUI {
  public typealias Link = ListShotUI.Link
  public typealias ShareLink = ListShotUI.ShareLink
  public typealias Menu = ListShotUI.Menu
  public typealias SharePreview = ListShotUI.SharePreview
}
