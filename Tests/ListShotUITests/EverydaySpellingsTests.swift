import Foundation
import ListShotUI
import XCTest

/// Spellings real app screens use that are drawn as other views of the catalogue: each lowers
/// to the model of what it is drawn as.
final class EverydaySpellingsTests: XCTestCase {
  func assertSame(
    _ lhs: @escaping () -> some View, _ rhs: @escaping () -> some View, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    XCTAssertEqual(
      try Lowering.screen("a") { List { lhs() } }, try Lowering.screen("a") { List { rhs() } }, file: file, line: line)
  }

  func testTheSystemFillsAndBackgroundsAreUIKitsColours() throws {
    try assertSame(
      { Capsule().fill(.fill).frame(width: 40, height: 20) },
      { Capsule().fill(Color(uiColor: .systemFill)).frame(width: 40, height: 20) })
    try assertSame(
      { Capsule().fill(.fill.tertiary).frame(width: 40, height: 20) },
      { Capsule().fill(Color(uiColor: .tertiarySystemFill)).frame(width: 40, height: 20) })
    try assertSame(
      { Text("Tag").padding(4).background(.fill.secondary, in: .capsule) },
      { Text("Tag").padding(4).background(Color(uiColor: .secondarySystemFill), in: Capsule()) })
    try assertSame(
      { Circle().fill(.background).frame(width: 20, height: 20) },
      { Circle().fill(Color(uiColor: .systemBackground)).frame(width: 20, height: 20) })
    try assertSame(
      { Circle().fill(.background.secondary).frame(width: 20, height: 20) },
      { Circle().fill(Color(uiColor: .secondarySystemBackground)).frame(width: 20, height: 20) })
    XCTAssertNotEqual(
      try Lowering.screen("a") { List { Circle().fill(.fill.quaternary).frame(width: 20, height: 20) } },
      try Lowering.screen("a") { List { Circle().fill(.fill).frame(width: 20, height: 20) } })
  }

  func testControlsSpelledWithASymbolOrALabelClosure() throws {
    @State var away = true
    @State var goal = 500.0
    try assertSame(
      { Toggle("Away", systemImage: "house", isOn: $away) },
      { Toggle(isOn: $away) { Label("Away", systemImage: "house") } })
    try assertSame(
      { Stepper(value: $goal, in: 100...1500, step: 10) { Text("Goal") } },
      { Stepper("Goal", value: $goal, in: 100...1500, step: 10) })
  }

  func testASearchFieldsPlacementDrawsItWhereTheLookDoes() throws {
    @State var query = ""
    let plain = try Lowering.screen("a") {
      NavigationStack { List { Text("A") }.navigationTitle("Find").searchable(text: $query) }
    }
    XCTAssertNotNil(plain.searchField)
    XCTAssertEqual(
      try Lowering.screen("a") {
        NavigationStack {
          List { Text("A") }.navigationTitle("Find").searchable(
            text: $query, placement: .navigationBarDrawer(displayMode: .always))
        }
      }, plain)
    XCTAssertEqual(
      try Lowering.screen("a") {
        NavigationStack {
          List { Text("A") }.navigationTitle("Find").searchable(text: $query, placement: .automatic, prompt: "Search")
        }
      }.searchField?.prompt, "Search")
  }

  func testZIndexOrdersAZStacksChildren() throws {
    try assertSame(
      {
        ZStack {
          Color.red.frame(width: 20, height: 20).zIndex(1)
          Color.blue.frame(width: 30, height: 30)
        }
      },
      {
        ZStack {
          Color.blue.frame(width: 30, height: 30)
          Color.red.frame(width: 20, height: 20)
        }
      })
    try assertSame(
      {
        HStack {
          Text("A").zIndex(2); Text("B")
        }
      },
      {
        HStack {
          Text("A"); Text("B")
        }
      })
  }

  func testADateRangeIsWrittenInTheRendersLocaleAndTimeZone() throws {
    let start = Date(timeIntervalSince1970: 1_780_000_000)
    let end = start.addingTimeInterval(3600)
    let expected = Date.IntervalFormatStyle(
      date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"),
      calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC")!
    ).format(start..<end)
    XCTAssertTrue(expected.contains("–"), expected)
    try assertSame({ Text(start...end) }, { Text(verbatim: expected) })
    try assertSame({ Text(DateInterval(start: start, end: end)) }, { Text(verbatim: expected) })
  }

  /// The texts after a control label's first view are its subtitles, as iOS draws a form's
  /// labels; a stack the app wrote is left as written.
  func testAControlLabelsLaterTextsAreSubtitles() throws {
    @State var on = true
    try assertSame(
      {
        Toggle(isOn: $on) {
          Text("Approve followers")
          Text("Only approved people see your posts")
        }
      },
      {
        Toggle(isOn: $on) {
          VStack(alignment: .leading) {
            Text("Approve followers")
            Text("Only approved people see your posts").font(.subheadline).foregroundStyle(.secondary)
          }
        }
      })
    try assertSame(
      {
        LabeledContent {
          Text("On")
        } label: {
          Label("Private", systemImage: "lock")
          Text("Followers only")
        }
      },
      {
        LabeledContent {
          Text("On")
        } label: {
          Label {
            VStack(alignment: .leading) {
              Text("Private")
              Text("Followers only").font(.subheadline).foregroundStyle(.secondary)
            }
          } icon: {
            Image(systemName: "lock")
          }
        }
      })
    // A stack the app wrote is not restyled.
    XCTAssertNotEqual(
      try Lowering.screen("a") {
        List {
          Toggle(isOn: $on) {
            Text("A")
            Text("B")
          }
        }
      },
      try Lowering.screen("a") {
        List {
          Toggle(isOn: $on) {
            VStack(alignment: .leading) {
              Text("A")
              Text("B")
            }
          }
        }
      })
  }

  func testListItemTintIsTheTintAndOnlyTheStandardBadgeIsDrawn() throws {
    try assertSame(
      { Label("Notes", systemImage: "folder").listItemTint(.fixed(.yellow)) },
      { Label("Notes", systemImage: "folder").tint(.yellow) })
    try assertSame(
      { Label("Notes", systemImage: "folder").listItemTint(.orange) },
      { Label("Notes", systemImage: "folder").tint(.orange) })
    try assertSame({ Text("Inbox").badge(3).badgeProminence(.standard) }, { Text("Inbox").badge(3) })
    XCTAssertTrue(
      Lowering.message { try Lowering.screen("a") { List { Text("Inbox").badge(3).badgeProminence(.increased) } } }
        .contains(".badgeProminence(.increased) cannot be drawn yet"))
  }

  /// `^[\(count) item](inflect: true)`: the words agree with the number, in English.
  func testInflectedWordsAgreeWithTheirNumberInEnglish() throws {
    let cases: [(Int, String, String)] = [
      (5, "item", "5 items left"), (1, "item", "1 item left"), (3, "person", "3 people left"),
      (2, "box", "2 boxes left"), (4, "category", "4 categories left"), (0, "day", "0 days left"),
    ]
    for (count, noun, expected) in cases {
      try assertSame({ Text("^[\(count) \(noun)](inflect: true) left") }, { Text(verbatim: expected) })
    }
    try assertSame({ Text("**^[\(2) file](inflect: true)** shared") }, { Text("**2 files** shared") })
    struct Articles: View {
      var body: some View { List { Text("^[\(2) article](inflect: true)") } }
    }
    let french = ScreenState(locale: Locale(identifier: "fr_FR"))
    let message = Lowering.message { try Lowering.screen("a", state: french) { Articles() } }
    XCTAssertTrue(message.contains("^[…](inflect: true) in fr_FR cannot be drawn yet"), message)
  }
}
