import ListShotCore

/// The controls a form draws the iOS way, in a look: the slider's track and thumb, the
/// segmented control's shape, and whether the compact date picker and the bordered buttons are
/// capsules (`look.slider.*`, `look.segmentedControl.*`, `look.datePicker.*`,
/// `look.borderedButton.*`). What iOS 18 and iOS 26 draw alike (the segmented control's 32 pt
/// height, the buttons' paddings per control size) stays with the control's layout.
public struct FormControlLook: Sendable, Equatable {
  public var sliderTrackHeight: Double
  public var sliderThumb: Size
  /// The segmented control's track and thumb are capsules; else rounded by these radii.
  public var segmentedIsCapsule: Bool
  public var segmentedCornerRadius: Double
  public var segmentedThumbCornerRadius: Double
  /// 1 pt dividers between two unselected segments.
  public var segmentedDividers: Bool
  /// The compact date picker's date and time are capsules; else rounded rectangles.
  public var datePickerIsCapsule: Bool
  /// `.bordered` and `.borderedProminent` buttons are capsules unless a border shape is set.
  public var borderedButtonIsCapsule: Bool

  static func read(from reader: inout TokenReader) -> FormControlLook {
    let segmented = "look.segmentedControl."
    return FormControlLook(
      sliderTrackHeight: reader.dimension("look.slider.trackHeight"),
      sliderThumb: Size(
        width: reader.dimension("look.slider.thumbWidth"), height: reader.dimension("look.slider.thumbHeight")),
      segmentedIsCapsule: reader.flag(segmented + "capsule"),
      segmentedCornerRadius: reader.dimension(segmented + "cornerRadius"),
      segmentedThumbCornerRadius: reader.dimension(segmented + "thumbCornerRadius"),
      segmentedDividers: reader.flag(segmented + "dividers"),
      datePickerIsCapsule: reader.flag("look.datePicker.capsule"),
      borderedButtonIsCapsule: reader.flag("look.borderedButton.capsule"))
  }
}
