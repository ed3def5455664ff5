/// Active edit mode (`EditButton` pressed) and the controls it gives every row, named after
/// the `ListAccessory` cases they draw.
public struct EditMode: Hashable, Sendable {
  /// Delete controls at the leading edge (a list with `onDelete`).
  public var delete: Bool
  /// Reorder handles at the trailing edge (a list with `onMove`).
  public var reorder: Bool
  /// Selection circles at the leading edge (`List(selection:)` with a set).
  public var multiselect: Bool

  public init(delete: Bool = false, reorder: Bool = false, multiselect: Bool = false) {
    self.delete = delete
    self.reorder = reorder
    self.multiselect = multiselect
  }

  /// The accessories edit mode adds to every row.
  public var accessories: [ListAccessory] {
    var result: [ListAccessory] = []
    if multiselect { result.append(.multiselect) }
    if delete { result.append(.delete) }
    if reorder { result.append(.reorder) }
    return result
  }
}
