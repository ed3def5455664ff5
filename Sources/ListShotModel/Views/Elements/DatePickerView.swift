import ListShotCore

/// A `DatePicker`'s collapsed row (the compact style): its label, then the date and the time it
/// shows, each in a grey capsule at the trailing edge. The texts are the bound date formatted
/// where the view was lowered (in the environment's locale and time zone); its node's
/// children are [label].
public struct DatePickerView: ViewElement {
  /// The date's text (`Dec 2, 2026`); nil when only the time is shown.
  public var date: String?
  /// The time's text (`9:41 AM`); nil when only the date is shown.
  public var time: String?

  public init(date: String?, time: String?) {
    self.date = date
    self.time = time
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard date == nil, time == nil else { return [] }
    return [ValidationIssue(path: NodePath.key("datePicker"), "a date picker shows a date, a time or both")]
  }

  public static let entry = ViewEntry(
    "DatePicker", role: .view,
    initialisers: [
      "DatePicker(_:selection:displayedComponents:)", "DatePicker(_:selection:in:displayedComponents:)",
      "DatePicker(selection:displayedComponents:label:)", ".datePickerStyle(.compact)",
    ], pathKey: "datePicker", children: .named(["label"]),
    status: .composed(of: "its label and a grey capsule with the date and one with the time"),
    summary:
      "the compact style's row: its label, then the bound date and time in grey capsules at the trailing edge (en_US and UTC unless the environment's locale and time zone say otherwise); the graphical style is drawn as a calendar (see MultiDatePicker), the wheel style is refused",
    spec: .view(
      "datePicker",
      .object(
        "A date picker's row: its label and the date and time texts it shows (one or both).",
        [
          "label" <- .oneOf([.string(), .ref("view")]), "date" <- .string(), "time" <- .string(),
        ])
    ) { value, _ in
      let map = try value.mapping("datePicker")
      let picker = DatePickerView(date: try map["date"]?.string(), time: try map["time"]?.string())
      if picker.date == nil, picker.time == nil { throw value.error("a date picker shows a date, a time or both") }
      return ViewNode(picker, [try map["label"]?.textOrView() ?? .text("")])
    },
    example:
      "{ vstack: [{ datePicker: { label: Starts, date: \"Dec 2, 2026\", time: \"9:41 AM\" } }, { datePicker: { label: Birthday, date: \"Jun 5, 1990\" } }] }"
  )
}
