import ListShotModel

/// `DatePicker("Starts", selection: $date)`: the compact style's row, its label and the bound
/// date and time in grey capsules (`displayedComponents` chooses which). The texts are
/// formatted as iOS formats them (a medium date, a short time) in the render's locale and time
/// zone (`ScreenState`, `.environment(\.locale, …)`, `\.timeZone`; en_US and UTC by default).
/// The graphical style draws the month of the date as a calendar (`CalendarView`), its time
/// under it; the wheel style is refused; the range only limits what an app can choose.
public struct DatePicker: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let selection: Date
  let components: DatePickerComponents

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    label = Text(title)
    self.selection = selection.wrappedValue
    components = displayedComponents
  }

  public init<S: StringProtocol, R: RangeExpression<Date>>(
    _ title: S, selection: Binding<Date>, in range: R,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(title, selection: selection, displayedComponents: displayedComponents)
  }

  public init<Label: View>(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection.wrappedValue
    components = displayedComponents
  }

  public init<Label: View, R: RangeExpression<Date>>(
    selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The date and time texts in `locale` and `timeZone`. The narrow no-break space ICU puts
  /// before AM/PM is written as a space, so that a golden does not depend on the ICU version.
  static func texts(
    _ date: Date, _ components: DatePickerComponents, locale: Locale = ScreenState.defaultLocale,
    timeZone: TimeZone = ScreenState.defaultTimeZone
  ) -> (date: String?, time: String?) {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    func format(_ dateStyle: DateFormatter.Style, _ timeStyle: DateFormatter.Style) -> String {
      formatter.dateStyle = dateStyle
      formatter.timeStyle = timeStyle
      return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }
    return (
      components.contains(.date) ? format(.medium, .none) : nil,
      components.contains(.hourAndMinute) ? format(.none, .short) : nil
    )
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("DatePicker")
    let environment = context.environment
    let texts = Self.texts(selection, components, locale: environment.locale, timeZone: environment.timeZone)
    switch environment[DatePickerStyleKey.self] {
    case .compact: break
    case .graphical:
      // The month of the selection, the selection in it; the label is not drawn, as iOS does.
      let month = CalendarMonth(showing: selection, locale: environment.locale, timeZone: environment.timeZone)
      let day = month.day(of: selection).map { [$0] } ?? []
      return [.view(ViewNode(month.view(selected: day, now: environment.now, selection: .single, time: texts.time)))]
    case .wheel:
      throw inner.error(
        "a date picker in the wheel style cannot be drawn yet",
        hint: "use .datePickerStyle(.compact) (iOS's style in a list row) or .graphical")
    }
    let label = try inner.entering("label").lowerControlLabel(label) ?? .text("")
    return [.view(ViewNode(DatePickerView(date: texts.date, time: texts.time), [label]))]
  }
}

/// `displayedComponents: [.date, .hourAndMinute]`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// `.datePickerStyle(.compact)`, `.automatic`, `.graphical`, `.wheel`.
public protocol DatePickerStyle {}

enum DatePickerStyleKind { case compact, graphical, wheel }

struct DatePickerStyleKey: EnvironmentKey {
  static let defaultValue = DatePickerStyleKind.compact
}

protocol BuiltInDatePickerStyle { var kind: DatePickerStyleKind { get } }

public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
  public init() {}
  var kind: DatePickerStyleKind { .compact }
}

public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
  public init() {}
  var kind: DatePickerStyleKind { .compact }
}

public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
  public init() {}
  var kind: DatePickerStyleKind { .graphical }
}

public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
  public init() {}
  var kind: DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// `.datePickerStyle(.compact)`: how the date pickers inside are drawn.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let kind = (style as? BuiltInDatePickerStyle)?.kind ?? .compact
    return modified("datePickerStyle", .environment { $0[DatePickerStyleKey.self] = kind })
  }
}

extension SwiftUI { public typealias DatePicker = ListShotUI.DatePicker }
extension SwiftUI { public typealias DatePickerComponents = ListShotUI.DatePickerComponents }
extension SwiftUI { public typealias DatePickerStyle = ListShotUI.DatePickerStyle }
extension SwiftUI { public typealias DefaultDatePickerStyle = ListShotUI.DefaultDatePickerStyle }
extension SwiftUI { public typealias CompactDatePickerStyle = ListShotUI.CompactDatePickerStyle }
extension SwiftUI { public typealias GraphicalDatePickerStyle = ListShotUI.GraphicalDatePickerStyle }
extension SwiftUI { public typealias WheelDatePickerStyle = ListShotUI.WheelDatePickerStyle }
