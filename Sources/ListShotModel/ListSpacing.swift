import ListShotCore

/// `.listSectionSpacing(_:)` (iOS 17): the space between adjacent sections, on the whole list
/// (`Screen.sectionSpacing`) or on one section (`Section.spacing`, which wins over the list's).
///
/// `default` is the look's: the header's and footer's own bands. `custom(n)`: n points from
/// one section's last drawn part (its card, or its footer's text) to the next one's first (its
/// header's text, or its card); each section takes half of its spacing above and half below
/// (SwiftUI's documentation of `listSectionSpacing(_:)`). A section's spacing is its own, else
/// the list's (as an environment value flows into each section), else, where neither is set,
/// its neighbour's.
public enum ListSectionSpacing: Hashable, Sendable {
  case `default`
  case custom(Double)

  /// The half this spacing puts on one side of a section; nil: the look's band.
  public var half: Double? {
    guard case .custom(let points) = self else { return nil }
    return points / 2
  }
}

extension Screen {
  /// The spacing a section takes on the side towards its neighbour: its own, else the list's,
  /// else the neighbour's own; nil: the look's bands.
  public func sectionSpacing(of index: Int, towards neighbour: Int) -> ListSectionSpacing? {
    guard sections.indices.contains(index), sections.indices.contains(neighbour) else { return nil }
    return sections[index].spacing ?? sectionSpacing ?? sections[neighbour].spacing
  }

  /// The points between section `index` and the next on each side of their boundary (below
  /// `index`, above `index + 1`); nil for a side the look's band keeps.
  public func sectionGap(below index: Int) -> (below: Double?, above: Double?) {
    (
      sectionSpacing(of: index, towards: index + 1)?.half,
      sectionSpacing(of: index + 1, towards: index)?.half
    )
  }
}
