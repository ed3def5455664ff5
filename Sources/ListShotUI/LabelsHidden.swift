import ListShotModel

extension View {
  /// The controls inside without their labels: a toggle, stepper, picker, date picker or colour
  /// well is its control alone, as wide as the control; a labelled content its value alone.
  public func labelsHidden() -> some View { content("labelsHidden", LabelsHiddenModifier()) }
}
