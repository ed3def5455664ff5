import ListShotModel

/// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("…"))`, its
/// label/description/actions form, and `.search` / `.search(text:)`: the empty state iOS 17
/// draws, centred: the symbol large in the secondary colour, the title in Title 2 bold, the
/// description in the secondary colour, then the actions. Drawn as those views (the sizes and
/// spacing are iOS 17's as seen on screen, not measured against a reference render).
public struct ContentUnavailableView: View, PrimitiveView {
  public typealias Body = Never
  let label: AnyView
  let description: AnyView?
  let actions: AnyView?

  public init<Label: View, Description: View, Actions: View>(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = AnyView(label())
    self.description = AnyView(description())
    self.actions = AnyView(actions())
  }

  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = AnyView(Self.label(Text(title), systemImage: name))
    self.description = description.map { AnyView($0) }
    actions = nil
  }

  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(title, systemImage: name, description: description)
  }

  /// `ContentUnavailableView.search`: "No Results", with the search symbol.
  public static var search: ContentUnavailableView { search(text: "") }

  /// `ContentUnavailableView.search(text: query)`: "No Results for “query”".
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  private static func label(_ title: Text, systemImage name: String) -> some View {
    Label {
      title
    } icon: {
      Image(systemName: name)
    }
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let (label, description, actions) = (self.label, self.description, self.actions)
    let body = VStack(spacing: 8) {
      label.labelStyle(ContentUnavailableLabelStyle())
      if let description {
        description.font(.subheadline).foregroundStyle(.secondary)
      }
      if let actions {
        actions.padding(.top, 8)
      }
    }
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity)
    .padding(.vertical, 16)
    return try context.entering("ContentUnavailableView").lower(body)
  }
}

/// The label of an empty state: its symbol above its title, large and in the secondary colour.
struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold())
    }
  }
}

extension Color {
  /// `Color.blue.gradient`: drawn as the colour itself (iOS's slightly lighter top is not drawn).
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// `Color.gradient`'s style (`.fill(.orange.gradient)`): drawn as its colour.
public struct AnyGradient: ShapeStyle, PaintLowering {
  let color: Color

  func paint(in context: LoweringContext) throws -> ShapePaint { try color.paint(in: context) }
}

extension SwiftUI {
  public typealias ContentUnavailableView = ListShotUI.ContentUnavailableView
  public typealias AnyGradient = ListShotUI.AnyGradient
}
