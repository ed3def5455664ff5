import ListShotUI

// `#Preview("Name")` and `#Preview` without a name, as a SwiftUI file ends.

struct Trip: Identifiable {
  let city: String
  let dates: String
  let id = UUID()
}

struct TripsList: View {
  var trips = [
    Trip(city: "Lisbon", dates: "12 – 16 May"), Trip(city: "Kyoto", dates: "3 – 10 June"),
    Trip(city: "Montréal", dates: "1 – 4 August"),
  ]
  @State private var reminders = true

  var body: some View {
    NavigationStack {
      List {
        Section("Upcoming") {
          ForEach(trips) { trip in
            HStack {
              Image(systemName: "calendar")
                .foregroundStyle(.blue)
              VStack(alignment: .leading) {
                Text(trip.city)
                Text(trip.dates)
                  .font(.caption)
                  .foregroundStyle(.gray)
              }
            }
          }
        }
        Section(footer: Text("A day before each trip.")) {
          Toggle("Reminders", isOn: $reminders)
          Label("Documents", systemImage: "doc")
        }
      }
      .navigationTitle("Trips")
    }
  }
}

/// Sample data only the previews use: a preview may use its file's private declarations.
private let nextWeek = [Trip(city: "Oslo", dates: "20 – 22 May")]

#Preview("Trips") {
  TripsList()
}

#Preview {
  TripsList(trips: nextWeek)
}
