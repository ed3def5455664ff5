import ListShotCore
import ListShotDisplayList
import ListShotModel

/// How one kind of view sizes itself, places its subviews and draws, after SwiftUI's `Layout`
/// protocol: a proposal comes down, the view answers with its size (asking its subviews for
/// theirs as it needs), then places each subview with the proposal it gives it.
///
/// Each view of the catalogue has its own conformance, in a file of its own (`StackLayout`,
/// `FrameLayout`, `TextLayout` …); `ViewBox` holds one and caches its answers per proposal, so
/// a container that asks a subview for its smallest, largest and final size measures it once
/// per proposal. Frames are logical (x from the leading edge); `MirrorPass` mirrors them.
protocol ViewLayout {
  /// The view's size (and baselines) for `proposal`.
  func sizeThatFits(_ proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions

  /// Where each subview goes in a view of `size` that was offered `proposal`, in paint order
  /// (a background before its content), with the proposal each is placed with.
  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]

  /// What the view draws itself, behind its subviews, in `frame` (its size for `proposal`).
  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext)

  /// What the view draws after its subviews (ends a clip it began).
  func finish(in frame: Rect, id: NodePath, context: inout ViewDrawContext)

  /// What the container around reads of the view: its priority, whether it is a spacer, a
  /// divider or a text (stacks space texts differently).
  func traits(subviews: [ViewBox]) -> LayoutTraits
}

extension ViewLayout {
  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  { [] }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {}

  func finish(in frame: Rect, id: NodePath, context: inout ViewDrawContext) {}

  func traits(subviews: [ViewBox]) -> LayoutTraits { LayoutTraits() }
}

/// A view's size for one proposal and its text baselines, from its top (SwiftUI's
/// `ViewDimensions` with the two baseline guides).
struct ViewDimensions {
  var size: Size
  var firstBaseline: Double?
  var lastBaseline: Double?

  init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }

  /// The dimensions with both baselines at `baseline`.
  func withBaseline(_ baseline: Double?) -> ViewDimensions {
    ViewDimensions(size: size, firstBaseline: baseline, lastBaseline: baseline)
  }

  /// The baselines moved down by `dy`, in a view of `size`.
  func baselines(offsetBy dy: Double, in size: Size) -> ViewDimensions {
    ViewDimensions(size: size, firstBaseline: firstBaseline.map { $0 + dy }, lastBaseline: lastBaseline.map { $0 + dy })
  }
}

/// Where one subview goes: its index, the proposal it is placed with and its origin in its
/// parent's frame.
struct SubviewPlacement {
  var index: Int
  var proposal: ViewProposal
  var origin: Point
}

/// What a container reads of a subview besides its sizes (SwiftUI's layout values and spacing
/// preferences).
struct LayoutTraits {
  /// `.layoutPriority`: a stack offers its length to higher priorities first.
  var priority = 0.0
  /// A `Spacer`: a stack gives it what the other views leave.
  var isSpacer = false
  /// A `Divider`: a stack does not let it decide its length across the axis.
  var isDivider = false
  /// A `Text` (through modifiers that only wrap it): a `VStack` puts no default spacing
  /// between two texts.
  var isText = false
}
