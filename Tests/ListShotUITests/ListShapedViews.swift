import ListShotUI

// Views of the same shape as seed 004's examples (SwiftUI `List`), in our own words: static
// rows, rows from Identifiable data, multiple selection with an edit button, pull to refresh
// with an environment object and a custom view, sections with single selection, and a tree.

struct Instruments: View {
  var body: some View {
    List {
      Text("Cello")
      Text("Oboe")
      Text("Harp")
    }
  }
}

struct River: Identifiable, Hashable {
  let name: String
  let id = UUID()
}

let rivers = [
  River(name: "Loire"),
  River(name: "Danube"),
  River(name: "Nile"),
]

struct Rivers: View {
  var body: some View {
    List(rivers) {
      Text($0.name)
    }
  }
}

struct RiverPicker: View {
  @State private var picked = Set<UUID>()

  var body: some View {
    NavigationView {
      List(rivers, selection: $picked) {
        Text($0.name)
      }
      .navigationTitle("Rivers")
      .toolbar { EditButton() }
    }
  }
}

/// As in the seed, a count under the list: a view outside the List.
struct RiverPickerWithCount: View {
  @State private var picked = Set<UUID>()

  var body: some View {
    NavigationView {
      List(rivers, selection: $picked) {
        Text($0.name)
      }
      .navigationTitle("Rivers")
      .toolbar { EditButton() }
    }
    Text("\(picked.count) selections")
  }
}

struct Gauge: Identifiable, Hashable {
  let river: String
  let id = UUID()
  let readings: [String: String]
}

final class GaugeStore: ObservableObject {
  @Published var gauges = [Gauge]()
  func refresh() async {}
}

/// A custom view inside the row.
struct ReadingSummary: View {
  let readings: [String: String]

  var body: some View {
    Text("\(readings.count) readings")
      .font(.caption)
  }
}

struct Gauges: View {
  @EnvironmentObject var store: GaugeStore

  var body: some View {
    NavigationView {
      List(store.gauges) { gauge in
        HStack {
          Text(gauge.river)
          ReadingSummary(readings: gauge.readings)
        }
      }
      .refreshable {
        await store.refresh()
      }
      .navigationTitle("Gauges")
    }
  }
}

struct Basins: View {
  struct Tributary: Hashable, Identifiable {
    let name: String
    let id = UUID()
  }

  struct Basin: Identifiable {
    let name: String
    let tributaries: [Tributary]
    let id = UUID()
  }

  private let basins: [Basin] = [
    Basin(name: "Loire", tributaries: [Tributary(name: "Allier"), Tributary(name: "Cher")]),
    Basin(name: "Danube", tributaries: [Tributary(name: "Inn")]),
  ]

  @State private var chosen: UUID?

  var body: some View {
    NavigationView {
      List(selection: $chosen) {
        ForEach(basins) { basin in
          Section(header: Text("\(basin.name) basin")) {
            ForEach(basin.tributaries) { tributary in
              Text(tributary.name)
            }
          }
        }
      }
      .navigationTitle("Tributaries")
    }
  }
}

struct Folders: View {
  struct Entry: Hashable, Identifiable, CustomStringConvertible {
    var id: Self { self }
    var name: String
    var children: [Entry]? = nil
    var description: String {
      switch children {
      case nil:
        return "📄 \(name)"
      case .some(let children):
        return children.isEmpty ? "📂 \(name)" : "📁 \(name)"
      }
    }
  }

  let entries: [Entry] = [
    Entry(
      name: "music",
      children: [
        Entry(name: "live", children: [Entry(name: "set1.flac")]),
        Entry(name: "drafts", children: []),
      ]),
    Entry(name: "notes.txt", children: nil),
  ]

  var body: some View {
    List(entries, children: \.children) { entry in
      Text(entry.description)
    }
  }
}

/// A view ListShot cannot draw: its content depends on the size the app gives it.
struct Measured: View {
  var body: some View {
    List {
      HStack {
        GeometryReader { proxy in
          Text("wide")
        }
      }
    }
  }
}

/// A wrapped UIKit view.
struct NativeMap: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
}

struct MapScreen: View {
  var body: some View {
    List {
      NativeMap()
    }
  }
}

/// The same rows, in the edit mode the app sets itself, with deletion and moves.
struct EditableRivers: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(rivers) { river in
          Text(river.name)
        }
        .onDelete { _ in }
        .onMove { _, _ in }
      }
      .navigationTitle("Rivers")
      .navigationBarTitleDisplayMode(.inline)
      .environment(\.editMode, .constant(.active))
    }
  }
}

/// Swipe actions and a badge on rows.
struct Inbox: View {
  var body: some View {
    List {
      Text("Invoices")
        .badge(3)
        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
          Button(role: .destructive) {
          } label: {
            Label("Delete", systemImage: "trash")
          }
          Button("Flag") {}.tint(.blue)
        }
      Text("Receipts")
    }
    .listStyle(.plain)
  }
}
