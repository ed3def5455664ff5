/// What a row allows in edit mode. `.deleteDisabled(true)` and `.moveDisabled(true)` take the
/// row's delete control or reorder handle away (nothing of them shows out of edit mode);
/// `.selectionDisabled(true)` is refused in edit mode, where ListShot draws the selection
/// circles on every row.
extension View {
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modified("deleteDisabled", .row { row, _ in row.row.deleteDisabled = isDisabled })
  }

  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modified("moveDisabled", .row { row, _ in row.row.moveDisabled = isDisabled })
  }

  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    modified(
      "selectionDisabled",
      .facts { facts, context in
        guard isDisabled else { return }
        facts.selectionDisabled.append(
          context.error(
            ".selectionDisabled(true) in edit mode cannot be drawn yet: ListShot draws the selection circles on every row",
            hint: "render the screen out of edit mode, or leave .selectionDisabled out"))
      })
  }
}
