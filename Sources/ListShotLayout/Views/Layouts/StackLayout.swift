import ListShotCore
import ListShotModel

/// `HStack` and `VStack`: children one after another along the axis, aligned across it.
///
/// The length left after spacing is offered first to the children of higher layout priority
/// (keeping the smallest lengths of the others aside), and within one priority to the least
/// flexible child first (flexibility: its largest length less its smallest), each offered an
/// equal share of what is left. Spacers share what the others leave (SwiftUI's
/// `HStack { Text(long); Spacer() }` wraps the text at the row's width, not half of it).
/// Dividers do not decide the stack's length across the axis; they are placed as long as it.
struct StackLayout: ViewLayout {
  let axis: StackAxis
  let alignment: ViewAlignment
  /// The space after each child but the last.
  let spacings: [Double]

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    arrangement(p, subviews, env).dimensions
  }

  func placeSubviews(in size: Size, proposal: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment)
    -> [SubviewPlacement]
  {
    arrangement(proposal, subviews, env).placements
  }

  private func arrangement(_ p: ViewProposal, _ children: [ViewBox], _ env: LayoutEnvironment) -> (
    dimensions: ViewDimensions, placements: [SubviewPlacement]
  ) {
    let shares = self.shares(p, children, env)
    // Each child is placed with the proposal it was measured with (not with the length it
    // answered): a child then sees the stack's smallest, largest and shared proposals and no
    // other, so that stacks nested in stacks stay linear in their views.
    var proposals = children.indices.map { p.with(axis, shares[$0].proposed) }
    var dims = children.indices.map { children[$0].dimensions(proposals[$0], env: env) }
    for i in children.indices where children[i].traits.isSpacer {
      dims[i] = ViewDimensions(size: .along(axis, shares[i].length ?? 0, across: 0))
    }
    var across =
      children.indices.filter { !children[$0].traits.isDivider }.map { dims[$0].size.length(axis.other) }.max() ?? 0
    // A divider spans what the stack is offered across its axis.
    if let offered = p.length(axis.other), offered.isFinite, children.contains(where: \.traits.isDivider) {
      across = max(across, offered)
    }
    for i in children.indices where children[i].traits.isDivider {
      proposals[i] = proposals[i].with(axis.other, across)
      dims[i] = ViewDimensions(size: .along(axis, dims[i].size.length(axis), across: across))
    }
    return arranged(dims, proposals: proposals, across: across)
  }

  /// What each child is offered along the axis (nil: its ideal length) and the length it takes.
  private func shares(_ p: ViewProposal, _ children: [ViewBox], _ env: LayoutEnvironment) -> [(
    proposed: Double?, length: Double?
  )] {
    let spacing = spacings.reduce(0, +)
    func minimum(_ i: Int) -> Double { children[i].size(p.with(axis, 0), env: env).length(axis) }
    guard let offered = p.length(axis), offered.isFinite else {
      // Unbounded: every child at its ideal length (a spacer at its minimum).
      return children.indices.map { i in
        if children[i].traits.isSpacer || children[i].traits.isDivider { return (0, minimum(i)) }
        return (p.length(axis), p.length(axis) == nil ? nil : children[i].size(p, env: env).length(axis))
      }
    }
    var smallest = [Double](repeating: 0, count: children.count)
    var largest = [Double](repeating: 0, count: children.count)
    for i in children.indices {
      smallest[i] = minimum(i)
      if children[i].traits.isSpacer {
        largest[i] = .infinity
      } else if children[i].traits.isDivider {
        largest[i] = smallest[i]
      } else {
        largest[i] = children[i].size(p.with(axis, .infinity), env: env).length(axis)
      }
    }
    var result = [(proposed: Double?, length: Double?)](repeating: (0, 0), count: children.count)
    var left = offered - spacing
    // Spacers take what the other views leave, keeping their minimum lengths aside.
    let spacers = children.indices.filter { children[$0].traits.isSpacer }
    var spacersMinimum = spacers.reduce(0) { $0 + smallest[$1] }
    let others = children.indices.filter { !children[$0].traits.isSpacer }
    let priorities = Set(others.map { children[$0].traits.priority }).sorted(by: >)
    for priority in priorities {
      let group = others.filter { children[$0].traits.priority == priority }
      let keptAside =
        others.filter { children[$0].traits.priority < priority }.reduce(0) { $0 + smallest[$1] } + spacersMinimum
      var available = left - keptAside
      let ordered = group.sorted { (largest[$0] - smallest[$0], $0) < (largest[$1] - smallest[$1], $1) }
      for (k, i) in ordered.enumerated() {
        let share = max(0, available / Double(ordered.count - k))
        if children[i].traits.isDivider {
          result[i] = (0, smallest[i])
        } else {
          result[i] = (share, children[i].size(p.with(axis, share), env: env).length(axis))
        }
        available -= result[i].length ?? 0
        left -= result[i].length ?? 0
      }
    }
    for (k, i) in spacers.enumerated() {
      spacersMinimum -= smallest[i]
      let length = max(smallest[i], (left - spacersMinimum) / Double(spacers.count - k))
      result[i] = (0, length)
      left -= length
    }
    return result
  }

  /// The children placed one after another along the axis and aligned across it.
  private func arranged(_ dims: [ViewDimensions], proposals: [ViewProposal], across: Double) -> (
    dimensions: ViewDimensions, placements: [SubviewPlacement]
  ) {
    // Baseline alignment lines up each child's baseline with the lowest one above it.
    let baselineOf: (ViewDimensions) -> Double? = { d in
      switch alignment.vertical {
      case .firstTextBaseline: return d.firstBaseline ?? d.size.height
      case .lastTextBaseline: return d.lastBaseline ?? d.size.height
      default: return nil
      }
    }
    let isBaseline = axis == .horizontal && baselineOf(dims.first ?? ViewDimensions(size: .zero)) != nil
    let baseline = isBaseline ? (dims.compactMap(baselineOf).max() ?? 0) : 0
    let offsets: [Double] = dims.map { d in
      let room = across - d.size.length(axis.other)
      if axis == .horizontal {
        switch alignment.vertical {
        case .top: return 0
        case .center: return room / 2
        case .bottom: return room
        case .firstTextBaseline, .lastTextBaseline: return baseline - (baselineOf(d) ?? 0)
        }
      }
      switch alignment.horizontal {
      case .leading: return 0
      case .center: return room / 2
      case .trailing: return room
      }
    }
    // Baseline alignment may push children below the tallest one: the stack grows to hold them.
    let shift = -(offsets.min() ?? 0)
    var position = 0.0
    var result = ViewDimensions(size: .zero)
    var placements: [SubviewPlacement] = []
    var acrossExtent = across
    for (i, d) in dims.enumerated() {
      let offset = offsets[i] + (isBaseline ? shift : 0)
      acrossExtent = max(acrossExtent, offset + d.size.length(axis.other))
      let origin = axis == .horizontal ? Point(x: position, y: offset) : Point(x: offset, y: position)
      placements.append(SubviewPlacement(index: i, proposal: proposals[i], origin: origin))
      if result.firstBaseline == nil, let first = d.firstBaseline { result.firstBaseline = first + origin.y }
      if let last = d.lastBaseline { result.lastBaseline = last + origin.y }
      position += d.size.length(axis) + (i < spacings.count ? spacings[i] : 0)
    }
    result.size = .along(axis, max(0, position), across: acrossExtent)
    return (result, placements)
  }
}

extension StackView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let children = try context.children(axis: axis)
    // The stack's own spacing between every two views; without one, SwiftUI's preferences:
    // none beside a spacer (a spacer prefers zero spacing along its axis, so `Spacer()` keeps
    // its own 8 pt minimum and no more: a text beside `Spacer(); Toggle` wraps 8 pt from the
    // switch, as Critical Maps' settings rows do on iOS 26, not 24), none between two texts in
    // a column (their line spacing separates them), else the default.
    let spacings = zip(children, children.dropFirst()).map { a, b in
      spacing
        ?? (a.traits.isSpacer || b.traits.isSpacer
          ? 0 : axis == .vertical && a.traits.isText && b.traits.isText ? 0 : ViewBoxBuilder.defaultSpacing)
    }
    return ViewBox(
      StackLayout(axis: axis, alignment: alignment, spacings: spacings), id: context.ownID, children: children)
  }
}
