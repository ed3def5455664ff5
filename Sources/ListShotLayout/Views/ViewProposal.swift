import ListShotCore
import ListShotModel

/// A size proposal, as SwiftUI's `ProposedViewSize`: per axis a length, `nil` for "your ideal
/// size", `0` for "your smallest" and `.infinity` for "your largest".
struct ViewProposal: Hashable {
  var width: Double?
  var height: Double?

  static let ideal = ViewProposal(width: nil, height: nil)

  func length(_ axis: StackAxis) -> Double? { axis == .horizontal ? width : height }

  /// The proposal with `axis` set to `length` and the other axis kept.
  func with(_ axis: StackAxis, _ length: Double?) -> ViewProposal {
    var copy = self
    if axis == .horizontal { copy.width = length } else { copy.height = length }
    return copy
  }

  /// Shrunk by `insets` on each axis (never below zero; unspecified stays unspecified).
  func inset(by insets: EdgeInsets) -> ViewProposal {
    ViewProposal(
      width: width.map { max(0, $0 - insets.horizontal) }, height: height.map { max(0, $0 - insets.vertical) })
  }
}

/// What a view decided for one proposal: its size, its text baselines (from its top) and
/// where each child goes with the proposal it was given, so that drawing places exactly what
/// sizing measured.
struct ViewPlan {
  var size: Size
  var firstBaseline: Double?
  var lastBaseline: Double?
  var children: [Placed] = []

  struct Placed {
    var index: Int
    var proposal: ViewProposal
    var origin: Point
    var size: Size
  }
}

extension Size {
  func length(_ axis: StackAxis) -> Double { axis == .horizontal ? width : height }

  static func along(_ axis: StackAxis, _ length: Double, across: Double) -> Size {
    axis == .horizontal ? Size(width: length, height: across) : Size(width: across, height: length)
  }
}

extension StackAxis {
  var other: StackAxis { self == .horizontal ? .vertical : .horizontal }
}
