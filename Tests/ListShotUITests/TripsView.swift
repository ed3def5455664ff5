import ListShotUI

struct Trip: Identifiable {
  let city: String
  let dates: String
  let id = UUID()
}

struct TripsView: View {
  let trips: [Trip]
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
            .swipeActions {
              Button("Cancel", role: .destructive) {}
            }
          }
        }
        Section(footer: Text("A day before each trip.")) {
          Toggle("Reminders", isOn: $reminders)
          Label("Documents", systemImage: "doc")
        }
      }
      .navigationTitle("Trips")
      .toolbar { EditButton() }
    }
  }
}
