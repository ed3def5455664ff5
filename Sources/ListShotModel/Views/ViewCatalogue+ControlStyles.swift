import ListShotCore

extension ViewCatalogue {
  /// The styles of the controls drawn in rows, read when a control is lowered (a spec writes
  /// the style on the control itself: `picker: { style: segmented }`), and the picker's tags.
  static let controlStyles: [ViewEntry] = [
    ViewEntry(
      ".pickerStyle", role: .list,
      initialisers: [
        ".pickerStyle(.menu)", ".automatic", ".inline", ".navigationLink", ".segmented", ".palette", ".wheel",
      ],
      summary:
        "the pickers inside: the menu (the default in a list), a navigation link, the segmented control, the palette (drawn as the segmented control), or inline: a row per option with a checkmark on the selected one (the rows of the section around, else a section of their own under the label); the wheel is refused (use another style)",
      also: [
        "PickerStyle", "DefaultPickerStyle", "MenuPickerStyle", "InlinePickerStyle", "NavigationLinkPickerStyle",
        "SegmentedPickerStyle", "PalettePickerStyle", "WheelPickerStyle",
      ]),
    ViewEntry(
      ".tag", role: .list, initialisers: [".tag(_:)", ".tag(_:includeOptional:)"],
      summary:
        "the value a Picker's selection matches an option with (a ForEach's id where the option has none); an optional selection matches the value it holds"
    ),
    ViewEntry(
      ".progressViewStyle", role: .list, initialisers: [".progressViewStyle(.linear)", ".circular", ".automatic"],
      summary:
        "the progress views inside as the bar or the spinner (automatic: the bar with a value, else the spinner)",
      also: ["ProgressViewStyle", "DefaultProgressViewStyle", "LinearProgressViewStyle", "CircularProgressViewStyle"]),
    ViewEntry(
      ".datePickerStyle", role: .list,
      initialisers: [".datePickerStyle(.compact)", ".automatic", ".graphical", ".wheel"],
      summary:
        "the date pickers inside: the compact row (the default in a list), or the graphical style's calendar (drawn as MultiDatePicker's, one date selected); the wheel style is refused",
      also: [
        "DatePickerStyle", "DefaultDatePickerStyle", "CompactDatePickerStyle", "GraphicalDatePickerStyle",
        "WheelDatePickerStyle", "DatePickerComponents",
      ]),
    ViewEntry(
      ".gaugeStyle", role: .list,
      initialisers: [
        ".gaugeStyle(.automatic)", ".linearCapacity", ".accessoryLinearCapacity", ".accessoryLinear",
        ".accessoryCircular", ".accessoryCircularCapacity",
      ],
      summary:
        "the gauges inside: the linear capacity bar (automatic on iOS), the accessory capacity bar, the accessory track with a marker, the open ring with a marker (.accessoryCircular) or the closed ring filled to the value (.accessoryCircularCapacity), 58 pt across (as seen, not measured)",
      also: ["GaugeStyle", "DefaultGaugeStyle"]),
  ]
}
