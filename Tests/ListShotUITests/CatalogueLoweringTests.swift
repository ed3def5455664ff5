import ListShotUI
import XCTest

/// Every drawn view and modifier of the catalogue, written in SwiftUI as an app writes it, lowers
/// to the model its catalogue example reads to, and renders to the same bytes in every variant
/// of `Lowering.variants`.
final class CatalogueLoweringTests: XCTestCase {
  struct Case {
    let entry: String
    /// Custom views the example uses (`views:`), as YAML.
    var views: String? = nil
    /// The content to compare with, when the entry has no example of its own.
    var content: String? = nil
    let screen: ListShotUI.Screen
  }

  static let cases: [Case] = [
    Case(
      entry: "HStack",
      screen: row {
        HStack {
          Image(systemName: "star.fill"); Text("Favourites"); Spacer(); Text("12")
        }
      }),
    Case(
      entry: "VStack",
      screen: row {
        VStack(alignment: .leading) {
          Text("Ada Lovelace"); Text("ada@example.com").font(.caption)
        }
      }),
    Case(
      entry: "ZStack",
      screen: row {
        ZStack {
          Color.blue; Text("Badge").foregroundStyle(.white)
        }.frame(width: 80, height: 32)
      }),
    Case(
      entry: "Spacer",
      screen: row {
        HStack {
          Text("Leading"); Spacer(); Text("Trailing")
        }
      }),
    Case(
      entry: "Divider",
      screen: row {
        VStack {
          Text("Above"); Divider(); Text("Below")
        }
      }),
    Case(entry: "Text", screen: row { Text("Ada") + Text(" admin").italic().foregroundStyle(.secondary) }),
    Case(
      entry: "Image",
      screen: row {
        HStack {
          Image(systemName: "heart.fill").foregroundStyle(.pink); Image(systemName: "star.fill").imageScale(.large)
        }
      }),
    Case(entry: "Label", screen: row { Label("Favourites", systemImage: "star.fill").font(.headline) }),
    Case(entry: "Color", screen: row { Color.teal.frame(width: 44, height: 12) }),
    Case(
      entry: "Toggle",
      screen: row {
        VStack {
          Toggle("Airplane mode", isOn: .constant(true)); Toggle("Wi-Fi", isOn: .constant(false))
        }
      }),
    Case(entry: "Rectangle", screen: row { Rectangle().fill(.orange).frame(width: 80, height: 24) }),
    Case(
      entry: "RoundedRectangle",
      screen: row {
        HStack {
          RoundedRectangle(cornerRadius: 12).fill(.teal).frame(width: 60, height: 40)
          RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.teal).frame(width: 60, height: 40)
        }
      }),
    Case(
      entry: "Capsule",
      screen: row {
        Text("New").font(.caption).padding(EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
          .background(Capsule().fill(.blue)).foregroundStyle(.white)
      }),
    Case(
      entry: "Circle",
      screen: row {
        HStack {
          Circle().fill(.blue).frame(width: 10, height: 10); Text("Unread")
        }
      }),
    Case(entry: "Ellipse", screen: row { Ellipse().stroke(.purple, lineWidth: 2).frame(width: 80, height: 40) }),
    Case(
      entry: "UnevenRoundedRectangle",
      screen: row {
        UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16).fill(.indigo).frame(
          width: 80, height: 40)
      }),
    Case(
      entry: ".padding",
      screen: row {
        Text("Padded").padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)).background(.yellow)
      }),
    Case(entry: ".frame", screen: row { Text("Trailing").frame(maxWidth: .infinity, alignment: .trailing) }),
    Case(
      entry: ".font",
      screen: row {
        VStack(alignment: .leading) {
          Text("Headline").font(.headline); Text("Caption").font(.caption)
        }
      }),
    Case(entry: ".fontWeight", screen: row { Text("Semibold").fontWeight(.semibold) }),
    Case(entry: ".bold", screen: row { Text("Bold").bold() }),
    Case(entry: ".italic", screen: row { Text("Italic").italic() }),
    Case(entry: ".foregroundStyle", screen: row { Text("Secondary").foregroundStyle(.secondary) }),
    Case(entry: ".foregroundColor", screen: row { Text("Orange").foregroundColor(.orange) }),
    Case(entry: ".tint", screen: row { Toggle("Tinted", isOn: .constant(true)).tint(.orange) }),
    Case(
      entry: ".lineLimit", screen: row { Text("A text long enough to be cut at the end of its only line").lineLimit(1) }
    ),
    Case(
      entry: ".multilineTextAlignment", screen: row { Text("Centred lines\nof text").multilineTextAlignment(.center) }),
    Case(entry: ".background", screen: row { Text("Label").padding(6).background(Color.mint.cornerRadius(6)) }),
    Case(entry: ".cornerRadius", screen: row { Color.indigo.frame(width: 60, height: 30).cornerRadius(8) }),
    Case(entry: ".clipShape", screen: row { Color.orange.frame(width: 44, height: 44).clipShape(Circle()) }),
    Case(entry: ".mask", screen: row { Color.pink.frame(width: 60, height: 30).mask { Capsule() } }),
    Case(
      entry: ".overlay",
      screen: row { Image(systemName: "bell").overlay { Color.red.frame(width: 8, height: 8).cornerRadius(4) } }),
    Case(
      entry: ".layoutPriority",
      screen: row {
        HStack {
          Text("A long title that may wrap").layoutPriority(1); Text("Detail")
        }
      }),
    Case(entry: ".opacity", screen: row { Text("Faded").opacity(0.4) }),
    Case(
      entry: ".imageScale",
      screen: row {
        HStack {
          Image(systemName: "star").imageScale(.small)
          Image(systemName: "star")
          Image(systemName: "star").imageScale(.large)
        }
      }),
    Case(
      entry: ".symbolRenderingMode",
      screen: row {
        HStack {
          Image(systemName: "plus.circle.fill"); Image(systemName: "plus.circle.fill")
        }.symbolRenderingMode(.multicolor)
      }),
    Case(entry: ".disabled", screen: row { Label("Unavailable", systemImage: "lock").disabled(true) }),
    Case(
      entry: ".labelStyle",
      screen: row {
        HStack {
          Label("Title only", systemImage: "star").labelStyle(.titleOnly)
          Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
        }
      }),
    Case(
      entry: ".toggleStyle",
      screen: row { Toggle("Orange when on", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)) }),
    Case(entry: "a row inside a view", screen: ListShotUI.Screen("example") { PlanSummary() }),
    Case(
      entry: "your own View", views: "  - name: Badge\n    body: { text: New, bold: true }", content: "{ view: Badge }",
      screen: row { Badge() }),
  ]

  /// A screen of one row showing `content`, in an inset grouped list.
  static func row(@ViewBuilder _ content: @escaping () -> some View) -> ListShotUI.Screen {
    ListShotUI.Screen("example") { List { content() } }
  }

  func testEachCaseLowersToItsExampleAndRendersTheSame() throws {
    for test in Self.cases {
      try Lowering.assertLowersToItsExample(entry: test.entry, views: test.views, content: test.content, test.screen)
    }
  }
}

/// A view of the app's own: its name is kept, its body drawn.
struct Badge: View {
  var body: some View { Text("New").bold() }
}

/// A design system's row inside a stack.
struct PlanSummary: View {
  var body: some View {
    List {
      VStack(alignment: .leading) {
        Text("Your plan").font(.headline)
        ODSListItem(title: Text("Plan"), subtitle: Text("Premium 5G"))
      }
    }
  }
}
