import ListShotUI

/// A mailbox's bars as Mail draws them: a menu at the leading end, a count in the trailing
/// place, and the bottom toolbar's status text between its two buttons.
struct StatusBars: View {
  var body: some View {
    NavigationStack {
      List {
        Text("Inbox")
        Text("Drafts")
      }
      .navigationTitle("Mailboxes")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Menu("Sort") { Button("Date") {} }
        }
        ToolbarItem(placement: .topBarTrailing) { Text("3 new").foregroundStyle(.secondary) }
        ToolbarItem(placement: .bottomBar) {
          Button {
          } label: {
            Image(systemName: "folder")
          }
        }
        ToolbarItem(placement: .status) { Text("Updated just now").font(.caption) }
        ToolbarItem(placement: .bottomBar) {
          Button {
          } label: {
            Image(systemName: "square.and.pencil")
          }
        }
      }
    }
  }
}

/// A calendar's bar: a title and a subtitle stacked in the principal place, a Label (drawn as
/// its icon) beside the add button.
struct PrincipalBars: View {
  var body: some View {
    NavigationStack {
      List { Text("Lunch with Ana") }
        .navigationTitle("Events")
        .toolbar {
          ToolbarItem(placement: .principal) {
            VStack {
              Text("Calendar").font(.headline)
              Text("3 events today").font(.caption).foregroundStyle(.secondary)
            }
          }
          ToolbarItem(placement: .topBarTrailing) {
            Button {
            } label: {
              Image(systemName: "plus")
            }
          }
          ToolbarItem(placement: .topBarTrailing) { Label("Starred", systemImage: "star.fill") }
        }
    }
  }
}

/// The catalogue's gauge example: the automatic style, the accessory capacity bar with all
/// its labels, and the accessory track with a marker.
struct GaugeExample: View {
  var body: some View {
    List {
      VStack {
        SwiftUI.Gauge(value: 0.4) { Text("Battery") }
        SwiftUI.Gauge(value: 67, in: 0...100) {
          Text("Speed")
        } currentValueLabel: {
          Text("67")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .gaugeStyle(.accessoryLinearCapacity)
        SwiftUI.Gauge(value: 0.7) { Text("Level") }
          .gaugeStyle(.accessoryLinear)
      }
    }
  }
}
