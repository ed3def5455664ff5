import ListShotUI

// Only ListShotUI is imported here, as in an app's view file whose `import SwiftUI` was
// changed: a file that imports Foundation itself reads Foundation's `Date.now` (the machine's).

/// A screen as apps write one: dates from `Date.now` in a property's initial value and in
/// the body, formatted with Foundation's `.formatted` and the current calendar.
struct PinnedClockView: View {
  /// `Date.now` read here, outside a render.
  static var nowOutsideARender: Date { Date.now }

  let created = Date.now.addingTimeInterval(-86_400)

  var body: some View {
    let morning = Calendar.current.date(bySettingHour: 7, minute: 30, second: 0, of: .now) ?? Date()
    List {
      Text("Updated \(Date.now.formatted(date: .abbreviated, time: .shortened))")
      Text("Created \(created.formatted(date: .numeric, time: .omitted))")
      Text(morning.formatted(.dateTime.hour().minute()))
      Text("\(Locale.current.identifier) \(TimeZone.current.identifier)")
      Text(Date().formatted())
      Text(ByteCountFormatter.string(fromByteCount: 16_465_000_000, countStyle: .file))
    }
  }
}
