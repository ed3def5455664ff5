import ListShotCore

/// One name of SwiftUI in ListShot's catalogue: what it is called, how it is written in Swift
/// and in a spec, where its children go, and what ListShot does with it.
///
/// Every name `ListShotUI` declares has an entry (`ViewCatalogue.entries`); the spec reader's
/// dispatch, the JSON Schema of `content:` and the table of docs/swiftui.md are made from the
/// entries, so a view is declared once.
public struct ViewEntry: Sendable {
  /// What kind of name it is.
  public enum Role: String, Sendable, CaseIterable {
    /// A view of free-form content (`HStack`, `Text`, `Circle`): a `ViewNode`.
    case view
    /// A modifier of free-form content (`.padding`, `.font`): a `ViewNode` around the view.
    case modifier
    /// A container or modifier that builds the list itself (`List`, `Section`, `.swipeActions`,
    /// `.navigationTitle`): it lowers to the screen's model, not to a `ViewNode`.
    case list
    /// A type views are made of (`Color` as a style, `Font`, `Binding`, `EdgeInsets`).
    case type
    /// A property wrapper or an environment value (`@State`, `\.colorScheme`).
    case state
  }

  /// What ListShot does with the name.
  public enum Status: Sendable, Equatable {
    /// Laid out and drawn by a layout of its own.
    case drawn
    /// Drawn as the views it is made of, through a style (`Toggle`: its label and a switch).
    case composed(of: String)
    /// Accepted, and draws nothing in a still picture (`.onAppear`, `.sheet`, `.task`).
    case accepted(String)
    /// Declared so that an app compiles; rendering fails with this message and the view's path.
    case refused(String)

    /// The status as the catalogue's table words it.
    public var label: String {
      switch self {
      case .drawn: return "drawn"
      case .composed: return "composed"
      case .accepted: return "no pixels"
      case .refused: return "refused"
      }
    }

    /// Whether pixels come of it.
    public var draws: Bool {
      switch self {
      case .drawn, .composed: return true
      case .accepted, .refused: return false
      }
    }
  }

  /// The SwiftUI name: `HStack`, `.padding`, `@State`.
  public let name: String
  public let role: Role
  /// SwiftUI's spellings ListShotUI declares: `HStack(alignment:spacing:content:)`.
  public let initialisers: [String]
  /// The key of the view in a display list's item ids and a validation path (`hstack`); nil
  /// for names that make no `ViewNode`.
  public let pathKey: String?
  /// Where the node's children go in paths.
  public let children: ViewChildren
  public let status: Status
  /// One line for the table of docs/swiftui.md.
  public let summary: String
  /// How the view or modifier is written in a spec; nil for names only Swift can write.
  public let spec: ViewSpecForm?
  /// A spec of the view in use (the value of `content:`), laid out in both directions by the
  /// catalogue's layout test and drawn as its card of the gallery.
  public let example: String?
  /// Other public names of ListShotUI the entry stands for (a modifier's style types, a
  /// shape's `.fill`).
  public let also: [String]

  public init(
    _ name: String, role: Role, initialisers: [String] = [], pathKey: String? = nil,
    children: ViewChildren = .none, status: Status = .drawn, summary: String, spec: ViewSpecForm? = nil,
    example: String? = nil, also: [String] = []
  ) {
    self.name = name
    self.role = role
    self.initialisers = initialisers
    self.pathKey = pathKey
    self.children = children
    self.status = status
    self.summary = summary
    self.spec = spec
    self.example = example
    self.also = also
  }

  /// Every name the entry stands for: its own and `also`.
  public var names: [String] { [name] + also }
}

/// Where a node's children stand in paths (the ids of what they draw, and validation issues),
/// as a spec writes them.
public enum ViewChildren: Sendable, Equatable {
  /// A leaf.
  case none
  /// Under the view's key and their index: `hstack[1]`.
  case indexed
  /// Under the view's key and a name each, in order: `label.icon`, `label.title`.
  case named([String])
  /// A modifier: the first child is the view it modifies, at the node's own path (a spec
  /// writes modifiers as keys beside the view); the others under these names, in order
  /// (`background`, `overlay`).
  case modified(slots: [String])
  /// One child at the node's own path (a custom view's body).
  case transparent
  /// The first children under these names, the rest under the view's key and their index
  /// from 0: `picker.label`, `picker[0]`, `picker[1]` (a picker's label and its options).
  case namedThenIndexed([String])
}
