import ListShotCore

/// A month of a calendar, as the graphical `DatePicker` and `MultiDatePicker` draw it in a row:
/// the month's title with the arrows to the months around it, the weekdays, the days in a
/// grid of seven columns (the first day in `firstColumn`), the selected days circled and
/// today's number in the tint; and, for a picker that shows a time too, the time's row under
/// it. The texts are formatted where the view was lowered (the environment's locale, time zone
/// and calendar), as `DatePickerView`'s are. Its node has no children.
public struct CalendarView: ViewElement {
  /// How the selected days are drawn.
  public enum Selection: String, Hashable, Sendable, CaseIterable {
    /// One date (the graphical DatePicker): a light circle in the tint, its number in the tint
    /// (a filled circle and a white number when it is today).
    case single
    /// Several dates (MultiDatePicker): each a filled circle in the tint, its number in white.
    case multiple
  }

  /// The month's title (`June 2025`).
  public var month: String
  /// The seven weekdays' short names, in the order of the columns (`SUN` … `SAT`).
  public var weekdays: [String]
  /// The column of the month's first day, 0 to 6 (the days of the month before are not drawn).
  public var firstColumn: Int
  /// The number of days in the month, 28 to 31.
  public var days: Int
  /// The selected days of the month (1 is the first).
  public var selected: [Int]
  /// Today's day, when today is in the month shown.
  public var today: Int?
  public var selection: Selection
  /// The time's text (`9:41 AM`), for a graphical picker that shows the time too.
  public var time: String?
  /// The title of the time's row.
  public var timeLabel: String

  public static let weekdayCount = 7
  public static let dayCounts = 28...31

  public init(
    month: String, weekdays: [String], firstColumn: Int, days: Int, selected: [Int] = [], today: Int? = nil,
    selection: Selection = .single, time: String? = nil, timeLabel: String = "Time"
  ) {
    self.month = month
    self.weekdays = weekdays
    self.firstColumn = firstColumn
    self.days = days
    self.selected = selected
    self.today = today
    self.selection = selection
    self.time = time
    self.timeLabel = timeLabel
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    func issue(_ key: String, _ message: String) {
      issues.append(ValidationIssue(path: NodePath.key("calendar").appending(key), message))
    }
    if weekdays.count != Self.weekdayCount { issue("weekdays", "a calendar has 7 weekdays, not \(weekdays.count)") }
    if !(0..<Self.weekdayCount).contains(firstColumn) {
      issue("firstColumn", "the first day's column is 0 to 6, not \(firstColumn)")
    }
    if !Self.dayCounts.contains(days) { issue("days", "a month has 28 to 31 days, not \(days)") }
    let month = 1...max(1, days)
    for (key, day) in selected.map({ ("selected", $0) }) + (today.map { [("today", $0)] } ?? [])
    where !month.contains(day) {
      issue(key, "day \(day) is not in a month of \(days) days")
    }
    if selection == .single, selected.count > 1 {
      issue("selected", "a single selection ('selection: single') selects one day, not \(selected.count)")
    }
    return issues
  }

  public static let entry = ViewEntry(
    "MultiDatePicker", role: .view,
    initialisers: [
      "MultiDatePicker(_:selection:)", "MultiDatePicker(_:selection:in:)", "MultiDatePicker(selection:label:)",
      "MultiDatePicker(selection:in:label:)",
      ".datePickerStyle(.graphical)",
    ], pathKey: "calendar", children: .none,
    status: .composed(
      of: "the month's title and arrows, the weekdays, and the days in texts, circles for the selected"),
    summary:
      "the calendar iOS draws in the row (MultiDatePicker; DatePicker in the graphical style, with its time's row when it shows the time): the month of the selection (else of the render's clock), its selected days circled in the tint and today's number in the tint; the label is not drawn, as iOS does",
    spec: .view(
      "calendar",
      .object(
        "A month of a calendar: its title, weekdays and days, the selected days and today.",
        required: ["month", "weekdays", "firstColumn", "days"],
        [
          "month" <- .string(), "weekdays" <- .array(.string(), minItems: 7, maxItems: 7),
          "firstColumn" <- .integer("The column of the first day (0: the first weekday's).", minimum: 0, maximum: 6),
          "days" <- .integer(minimum: 28, maximum: 31),
          "selected" <- .array(.integer(minimum: 1, maximum: 31), maxItems: 31),
          "today" <- .integer(minimum: 1, maximum: 31),
          "selection" <- .choice(Selection.allCases.map(\.rawValue), default: "single"),
          "time" <- .string(), "timeLabel" <- .string(default: "Time"),
        ])
    ) { value, _ in
      let map = try value.mapping("calendar")
      let calendar = CalendarView(
        month: try map.required("month").string(),
        weekdays: try map.required("weekdays").items().map { try $0.string() },
        firstColumn: try map.required("firstColumn").integer(), days: try map.required("days").integer(),
        selected: try map["selected"]?.items().map { try $0.integer() } ?? [],
        today: try map["today"]?.integer(),
        selection: Selection(rawValue: try map["selection"]?.choice() ?? "single")!,
        time: try map["time"]?.string(), timeLabel: try map["timeLabel"]?.string() ?? "Time")
      if let issue = calendar.issues().first { throw value.error(issue.message) }
      return ViewNode(calendar)
    },
    example:
      "{ calendar: { month: June 2025, weekdays: [SUN, MON, TUE, WED, THU, FRI, SAT], firstColumn: 0, days: 30, selected: [12], today: 9, time: \"9:41 AM\" } }"
  )
}
