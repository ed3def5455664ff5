import ListShotCore
import ListShotModel

/// How an `HStack` or a `VStack` shares its length among its children, as SwiftUI's stacks
/// do: the length left after spacing is offered first to the children of higher layout
/// priority (keeping the smallest lengths of the others aside), and within one priority to
/// the least flexible child first (flexibility: its largest length less its smallest), each
/// offered an equal share of what is left. Spacers share what the others leave (SwiftUI's
/// `HStack { Text(long); Spacer() }` wraps the text at the row's width, not half of it); dividers are
/// a hairline along the axis and as long as the stack across it.
struct StackPlanner {
  let box: ViewBox
  let axis: StackAxis
  let alignment: ViewAlignment
  let spacings: [Double]
  let env: LayoutEnvironment

  private var children: [ViewBox] { box.children }

  func plan(_ p: ViewProposal) -> ViewPlan {
    let lengths = self.lengths(p)
    let proposals = children.indices.map { childProposal(p, index: $0, length: lengths[$0]) }
    var plans = children.indices.map { children[$0].plan(proposals[$0], env: env) }
    for i in children.indices {
      if children[i].isSpacer { plans[i].size = .along(axis, lengths[i] ?? 0, across: 0) }
    }
    var across =
      plans.enumerated().filter { !isDivider($0.offset) }.map { $0.element.size.length(axis.other) }.max() ?? 0
    // A divider spans what the stack is offered across its axis.
    if let offered = p.length(axis.other), offered.isFinite, children.indices.contains(where: isDivider) {
      across = max(across, offered)
    }
    for i in children.indices where isDivider(i) {
      if case .divider(let thickness, _) = children[i].kind { plans[i].size = .along(axis, thickness, across: across) }
    }
    return arranged(plans, proposals: proposals, across: across)
  }

  private func isDivider(_ index: Int) -> Bool {
    if case .divider = children[index].kind { return true }
    return false
  }

  /// The proposal each child gets: `length` along the axis, the stack's own proposal across.
  private func childProposal(_ p: ViewProposal, index: Int, length: Double?) -> ViewProposal {
    p.with(axis, length)
  }

  /// Each child's length along the axis (nil: its ideal one).
  private func lengths(_ p: ViewProposal) -> [Double?] {
    let spacing = spacings.reduce(0, +)
    guard let offered = p.length(axis), offered.isFinite else {
      // Unbounded: every child at its ideal length (a spacer at its minimum).
      return children.indices.map { i in
        if case .spacer(let minLength) = children[i].kind { return minLength }
        if isDivider(i), case .divider(let thickness, _) = children[i].kind { return thickness }
        return p.length(axis) == nil ? nil : children[i].size(p, env: env).length(axis)
      }
    }
    var smallest = [Double](repeating: 0, count: children.count)
    var largest = [Double](repeating: 0, count: children.count)
    for i in children.indices {
      switch children[i].kind {
      case .spacer(let minLength): (smallest[i], largest[i]) = (minLength, .infinity)
      case .divider(let thickness, _): (smallest[i], largest[i]) = (thickness, thickness)
      default:
        smallest[i] = children[i].size(p.with(axis, 0), env: env).length(axis)
        largest[i] = children[i].size(p.with(axis, .infinity), env: env).length(axis)
      }
    }
    var result = [Double?](repeating: 0, count: children.count)
    var left = offered - spacing
    // Spacers take what the other views leave, keeping their minimum lengths aside.
    let spacers = children.indices.filter { children[$0].isSpacer }
    var spacersMinimum = spacers.reduce(0) { $0 + smallest[$1] }
    let priorities = Set(children.indices.filter { !children[$0].isSpacer }.map { children[$0].priority }).sorted(by: >)
    for priority in priorities {
      let group = children.indices.filter { !children[$0].isSpacer && children[$0].priority == priority }
      let keptAside =
        children.indices.filter { !children[$0].isSpacer && children[$0].priority < priority }
        .reduce(0) { $0 + smallest[$1] } + spacersMinimum
      var available = left - keptAside
      let ordered = group.sorted { (largest[$0] - smallest[$0], $0) < (largest[$1] - smallest[$1], $1) }
      for (k, i) in ordered.enumerated() {
        let share = max(0, available / Double(ordered.count - k))
        let length: Double
        if case .divider(let thickness, _) = children[i].kind {
          length = thickness
        } else {
          length = children[i].size(p.with(axis, share), env: env).length(axis)
        }
        result[i] = length
        available -= length
        left -= length
      }
    }
    for (k, i) in spacers.enumerated() {
      spacersMinimum -= smallest[i]
      let length = max(smallest[i], (left - spacersMinimum) / Double(spacers.count - k))
      result[i] = length
      left -= length
    }
    return result
  }

  /// The children placed one after another along the axis and aligned across it.
  private func arranged(_ plans: [ViewPlan], proposals: [ViewProposal], across: Double) -> ViewPlan {
    // Baseline alignment lines up each child's baseline with the lowest one above it.
    let baselineOf: (ViewPlan) -> Double? = { plan in
      switch alignment.vertical {
      case .firstTextBaseline: return plan.firstBaseline ?? plan.size.height
      case .lastTextBaseline: return plan.lastBaseline ?? plan.size.height
      default: return nil
      }
    }
    let isBaseline = axis == .horizontal && baselineOf(plans.first ?? ViewPlan(size: Size(width: 0, height: 0))) != nil
    let baseline = isBaseline ? (plans.compactMap(baselineOf).max() ?? 0) : 0
    var offsets: [Double] = []
    for plan in plans {
      let room = across - plan.size.length(axis.other)
      if axis == .horizontal {
        switch alignment.vertical {
        case .top: offsets.append(0)
        case .center: offsets.append(room / 2)
        case .bottom: offsets.append(room)
        case .firstTextBaseline, .lastTextBaseline: offsets.append(baseline - (baselineOf(plan) ?? 0))
        }
      } else {
        switch alignment.horizontal {
        case .leading: offsets.append(0)
        case .center: offsets.append(room / 2)
        case .trailing: offsets.append(room)
        }
      }
    }
    // Baseline alignment may push children below the tallest one: the stack grows to hold them.
    let shift = -(offsets.min() ?? 0)
    var position = 0.0
    var result = ViewPlan(size: Size(width: 0, height: 0))
    var acrossExtent = across
    for (i, plan) in plans.enumerated() {
      let offset = offsets[i] + (isBaseline ? shift : 0)
      acrossExtent = max(acrossExtent, offset + plan.size.length(axis.other))
      let origin = axis == .horizontal ? Point(x: position, y: offset) : Point(x: offset, y: position)
      result.children.append(.init(index: i, proposal: proposals[i], origin: origin, size: plan.size))
      let y = origin.y
      if result.firstBaseline == nil, let first = plan.firstBaseline { result.firstBaseline = first + y }
      if let last = plan.lastBaseline { result.lastBaseline = last + y }
      position += plan.size.length(axis) + (i < spacings.count ? spacings[i] : 0)
    }
    result.size = .along(axis, max(0, position), across: acrossExtent)
    return result
  }
}
