import ListShotCore

/// Free-form row content: a tree of SwiftUI-shaped views (`content:` in a spec).
///
/// The cases are SwiftUI's primitive views; everything SwiftUI writes as a modifier
/// (`.padding`, `.frame`, `.font`, `.foregroundStyle` …) is a `.modified` node around the view
/// it modifies, in the order written, so `.padding().background(.blue)` and
/// `.background(.blue).padding()` stay different. Layout (`ViewLayout`) sizes the tree as
/// SwiftUI does: a size proposal goes down, each view answers with its size, stacks place
/// their children by alignment guides.
public indirect enum ViewNode: Hashable, Sendable {
  /// `HStack` / `VStack`: children along `axis`, aligned across it.
  case stack(StackView)
  /// `ZStack`: children on top of each other, the first at the back.
  case zstack(alignment: ViewAlignment, [ViewNode])
  /// `Spacer(minLength:)`: takes the free length along its stack's axis.
  case spacer(minLength: Double?)
  /// `Divider()`: a hairline across its stack's axis, in the separator colour.
  case divider
  case text(TextView)
  case image(ImageView)
  /// `Label { title } icon: { icon }`: the icon before the title, as a list row lays it out.
  case label(title: ViewNode, icon: ViewNode)
  /// `Color` as a view: fills the space it is offered.
  case color(TintColor)
  /// A `Toggle` in a row: its label (if any) before the switch.
  case toggle(label: ViewNode?, isOn: Bool)
  /// A modifier applied to a view.
  case modified(ViewNode, ViewModifier)
  /// A named, reusable fragment (a custom view), already expanded: the name is kept for
  /// error messages, provenance and the audit.
  case custom(name: String, body: ViewNode)

  /// The spec key and SwiftUI name of this kind of view.
  public var kindName: String {
    switch self {
    case .stack(let stack): return stack.axis == .horizontal ? "hstack" : "vstack"
    case .zstack: return "zstack"
    case .spacer: return "spacer"
    case .divider: return "divider"
    case .text: return "text"
    case .image: return "image"
    case .label: return "label"
    case .color: return "color"
    case .toggle: return "toggle"
    case .modified(let view, _): return view.kindName
    case .custom(let name, _): return name
    }
  }

  /// The children of a container, in order (a modifier's view counts as its child).
  public var children: [ViewNode] {
    switch self {
    case .stack(let stack): return stack.children
    case .zstack(_, let children): return children
    case .label(let title, let icon): return [icon, title]
    case .toggle(let label, _): return label.map { [$0] } ?? []
    case .modified(let view, let modifier): return [view] + modifier.views
    case .custom(_, let body): return [body]
    case .spacer, .divider, .text, .image, .color: return []
    }
  }

  /// The number of views in the tree (each modifier counts as one).
  public var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }

  /// The deepest nesting of the tree (a leaf is 1).
  public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}

public enum StackAxis: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
}

/// An `HStack` (children leading to trailing, aligned vertically) or a `VStack` (top to
/// bottom, aligned horizontally).
public struct StackView: Hashable, Sendable {
  public var axis: StackAxis
  /// Across the axis: `top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline` in an
  /// HStack; `leading`, `center`, `trailing` in a VStack.
  public var alignment: ViewAlignment
  /// Nil: SwiftUI's default spacing between each pair of children.
  public var spacing: Double?
  public var children: [ViewNode]

  public init(axis: StackAxis, alignment: ViewAlignment = .center, spacing: Double? = nil, _ children: [ViewNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }
}

/// An alignment guide: one axis for a stack, both for a `ZStack` or a frame.
public struct ViewAlignment: Hashable, Sendable {
  public enum Horizontal: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
  }

  public enum Vertical: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
  }

  public var horizontal: Horizontal
  public var vertical: Vertical

  public init(horizontal: Horizontal = .center, vertical: Vertical = .center) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = ViewAlignment()
  public static let leading = ViewAlignment(horizontal: .leading)
  public static let trailing = ViewAlignment(horizontal: .trailing)
  public static let top = ViewAlignment(vertical: .top)
  public static let bottom = ViewAlignment(vertical: .bottom)
  public static let firstTextBaseline = ViewAlignment(vertical: .firstTextBaseline)
  public static let lastTextBaseline = ViewAlignment(vertical: .lastTextBaseline)
  public static let topLeading = ViewAlignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = ViewAlignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = ViewAlignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = ViewAlignment(horizontal: .trailing, vertical: .bottom)

  /// The spec names of the two-axis alignments (`topLeading` …), with `center`.
  public static let named: [String: ViewAlignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing, "firstTextBaseline": .firstTextBaseline,
    "lastTextBaseline": .lastTextBaseline,
  ]
}

/// A `Text`: a string with the font, weight and colour it sets on itself (nil: taken from the
/// environment the modifiers around it set, then the row's defaults).
public struct TextView: Hashable, Sendable {
  public var text: String
  public var font: FontSpec?
  public var weight: FontWeight?
  public var isItalic: Bool
  public var color: TintColor?
  /// The styled stretches `text` is joined from (`Text + Text`), in order; nil: one style.
  public var spans: [TextSpan]?

  public init(
    _ text: String, font: FontSpec? = nil, weight: FontWeight? = nil, isItalic: Bool = false, color: TintColor? = nil
  ) {
    self.text = text
    self.font = font
    self.weight = weight
    self.isItalic = isItalic
    self.color = color
  }
}

/// A font as SwiftUI names one: a text style that follows Dynamic Type (`.caption`), or a
/// fixed `.system(size:)`, with an optional weight (`.headline` is semibold by itself).
public enum FontSpec: Hashable, Sendable {
  case style(IOSTextStyle, weight: FontWeight? = nil)
  case system(size: Double, weight: FontWeight? = nil)
}

/// An `Image`: an SF Symbol or a named icon, or a PNG/SVG file.
public struct ImageView: Hashable, Sendable {
  public enum Rendering: String, Hashable, Sendable, CaseIterable {
    /// The image in the foreground colour (symbols) or its own paint (files).
    case automatic
    /// One colour: the foreground colour.
    case monochrome
    /// The symbol's layers in the foreground colour at decreasing opacities.
    case hierarchical
    /// The symbol's own colours.
    case multicolor
    /// A file drawn in its own paint.
    case original
    /// A file drawn as a mask in the foreground colour.
    case template
  }

  /// `Image.Scale`: a symbol's size relative to the font beside it.
  public enum Scale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
  }

  public var source: Icon
  public var color: TintColor?
  public var rendering: Rendering
  public var scale: Scale
  /// `.resizable()`: the image fills the frame it is given instead of keeping its size.
  public var isResizable: Bool
  /// `Image(decorative:)`: hidden from assistive technology.
  public var isDecorative: Bool

  public init(
    _ source: Icon, color: TintColor? = nil, rendering: Rendering = .automatic, scale: Scale = .medium,
    isResizable: Bool = false, isDecorative: Bool = false
  ) {
    self.source = source
    self.color = color
    self.rendering = rendering
    self.scale = scale
    self.isResizable = isResizable
    self.isDecorative = isDecorative
  }
}
