import ListShotCore
import ListShotModel

/// How a calendar (`MultiDatePicker`, the graphical `DatePicker`) is drawn in a row, made of
/// views, as iOS 17–18 draw it (iOS 26 draws it alike): a 44 pt header with the month's title
/// (headline) and a forward chevron in the tint at the leading edge, the backward and forward
/// arrows (title3, medium, in the tint) at the trailing edge; the weekdays (footnote,
/// semibold, in the tertiary label colour); then six rows of 44 pt, seven equal columns across
/// the width offered, the days' numbers (title3) centred in them; a month of five weeks leaves
/// its last row empty, as iOS keeps the picker's height. A selected day sits in a 40 pt circle:
/// the tint at 12 % with its number in the tint (semibold) for one date, the tint with its
/// number in white for several or for today; today's number is in the tint. With a time, a
/// divider and the time's row follow: its title, and the time in the compact picker's capsule.
/// The figures are as seen on iOS, not measured (no reference shows a calendar). The grid
/// mirrors in right-to-left layouts as any stack does, and the arrows are the forward and
/// backward symbols, which mirror.
struct CalendarStyle {
  let calendar: CalendarView
  let isCapsule: Bool
  static let headerHeight = 44.0
  static let weekdaysHeight = 24.0
  static let dayHeight = 44.0
  static let weekRows = 6
  static let circleSide = 40.0
  static let arrowSpacing = 28.0
  static let lightSelection = 0.12

  /// The largest text size the month is drawn at: at the accessibility sizes seven columns of
  /// title3 numbers no longer fit an iPhone's width, and the month stays at this size while the
  /// time's row grows (as seen on iOS, not measured).
  static let largestSize = DynamicTypeSize.xxxLarge

  func body() -> ViewNode {
    let month = ViewNode.vstack(alignment: .leading, spacing: 0, [header, weekdays] + (0..<Self.weekRows).map(week))
      .modified(by: DynamicTypeSizeModifier(maximum: Self.largestSize))
    guard let time = calendar.time else { return month }
    return ViewNode.vstack(alignment: .leading, spacing: 0, month, ViewNode.divider, timeRow(time))
  }

  private var header: ViewNode {
    let title = ViewNode.hstack(
      spacing: 6,
      ViewNode.text(calendar.month).font(.headline).lineLimit(1),
      ViewNode.image(systemName: "chevron.forward").font(.headline).foregroundStyle(paint: .tint))
    let arrows = ViewNode.hstack(
      spacing: Self.arrowSpacing, ViewNode.image(systemName: "chevron.backward"),
      ViewNode.image(systemName: "chevron.forward")
    ).font(.title3, weight: .medium).foregroundStyle(paint: .tint)
    return ViewNode.hstack(spacing: 0, title, ViewNode.spacer(minLength: 8), arrows)
      .frame(minHeight: Self.headerHeight)
  }

  private var weekdays: ViewNode {
    ViewNode.hstack(
      spacing: 0,
      calendar.weekdays.map { name in
        ViewNode.text(name).font(.footnote, weight: .semibold).foregroundStyle(.tertiary).lineLimit(1)
          .frame(maxWidth: .infinity)
      }
    ).frame(minHeight: Self.weekdaysHeight, alignment: .top)
  }

  /// Week `index` of the month: seven cells, the days outside the month empty.
  private func week(_ index: Int) -> ViewNode {
    ViewNode.hstack(
      spacing: 0,
      (0..<CalendarView.weekdayCount).map { column in
        let day = index * CalendarView.weekdayCount + column - calendar.firstColumn + 1
        let content = (1...calendar.days).contains(day) ? self.day(day) : ViewNode.spacer(minLength: 0)
        return content.frame(maxWidth: .infinity, minHeight: Self.dayHeight)
      })
  }

  private func day(_ day: Int) -> ViewNode {
    let number = ViewNode.text(String(day)).font(.title3).lineLimit(1)
    let isToday = calendar.today == day
    guard calendar.selected.contains(day) else {
      return isToday ? number.fontWeight(.semibold).foregroundStyle(paint: .tint) : number
    }
    let isFilled = calendar.selection == .multiple || isToday
    let circle = ViewNode(
      ShapeView(.circle, drawing: .fill(isFilled ? .tint : .withOpacity(.tint, Self.lightSelection))))
    return number.fontWeight(.semibold).foregroundStyle(paint: isFilled ? .color(.white) : .tint)
      .frame(minWidth: Self.circleSide, minHeight: Self.circleSide).background(circle)
  }

  private func timeRow(_ time: String) -> ViewNode {
    let capsule = DatePickerStyle(
      picker: DatePickerView(date: nil, time: time), isCapsule: isCapsule, isStacked: false
    ).control()
    return ViewNode.hstack(
      spacing: 0, ViewNode.text(calendar.timeLabel), ViewNode.spacer(minLength: 8), capsule
    ).frame(minHeight: Self.dayHeight).padding(EdgeInsets(top: 6, leading: 0, bottom: 0, trailing: 0))
  }
}

extension CalendarView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let style = CalendarStyle(calendar: self, isCapsule: context.env.look.formControls.datePickerIsCapsule)
    return try context.builder.build(style.body(), id: context.ownID.appending("calendar"), style: context.style)
  }
}
