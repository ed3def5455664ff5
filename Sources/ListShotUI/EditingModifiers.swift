/// What a row allows in edit mode (`.deleteDisabled(true)` on a row that must stay): accepted
/// out of edit mode, where nothing of it shows; refused in edit mode, where ListShot draws the
/// edit controls on every row.
extension View {
  public func deleteDisabled(_ isDisabled: Bool) -> some View { editing("deleteDisabled", isDisabled) }
  public func moveDisabled(_ isDisabled: Bool) -> some View { editing("moveDisabled", isDisabled) }
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { editing("selectionDisabled", isDisabled) }

  private func editing(_ name: String, _ isDisabled: Bool) -> some View {
    modified(
      name,
      .facts { facts, context in
        guard isDisabled else { return }
        facts.editControlsDisabled.append(
          context.error(
            ".\(name)(true) in edit mode cannot be drawn yet: ListShot draws the edit controls on every row",
            hint: "render the screen out of edit mode, or leave .\(name) out"))
      })
  }
}
