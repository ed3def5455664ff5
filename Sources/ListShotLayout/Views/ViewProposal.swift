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

extension Size {
  func length(_ axis: StackAxis) -> Double { axis == .horizontal ? width : height }

  static func along(_ axis: StackAxis, _ length: Double, across: Double) -> Size {
    axis == .horizontal ? Size(width: length, height: across) : Size(width: across, height: length)
  }
}

extension StackAxis {
  var other: StackAxis { self == .horizontal ? .vertical : .horizontal }
}

extension ViewProposal {
  /// The proposed width when it is a finite length.
  var finiteWidth: Double? {
    guard let width, width.isFinite else { return nil }
    return width
  }

  /// The proposed height when it is a finite length.
  var finiteHeight: Double? {
    guard let height, height.isFinite else { return nil }
    return height
  }
}
