import ListShotCore
import ListShotModel

extension ViewAlignment {
  /// Where a child of `child` size goes in a box of `size`.
  func origin(of child: Size, in size: Size) -> Point {
    let x: Double
    switch horizontal {
    case .leading: x = 0
    case .center: x = (size.width - child.width) / 2
    case .trailing: x = size.width - child.width
    }
    let y: Double
    switch vertical {
    case .top, .firstTextBaseline, .lastTextBaseline: y = 0
    case .center: y = (size.height - child.height) / 2
    case .bottom: y = size.height - child.height
    }
    return Point(x: x, y: y)
  }

  /// Children `indices` of `subviews`, each with `proposal`, aligned in a box of `size`: their
  /// placements, and the box's baselines (the first child's first one, the last child's last).
  func place(
    _ indices: [Int], proposal: (Int) -> ViewProposal, in size: Size, subviews: [ViewBox], env: LayoutEnvironment
  ) -> (dimensions: ViewDimensions, placements: [SubviewPlacement]) {
    var dimensions = ViewDimensions(size: size)
    var placements: [SubviewPlacement] = []
    for index in indices {
      let child = subviews[index].dimensions(proposal(index), env: env)
      let origin = self.origin(of: child.size, in: size)
      placements.append(SubviewPlacement(index: index, proposal: proposal(index), origin: origin))
      if dimensions.firstBaseline == nil { dimensions.firstBaseline = child.firstBaseline.map { $0 + origin.y } }
      if let last = child.lastBaseline { dimensions.lastBaseline = last + origin.y }
    }
    return (dimensions, placements)
  }
}
