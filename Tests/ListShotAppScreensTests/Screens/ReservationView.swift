import ListShotUI

enum Seating: String, CaseIterable, Identifiable {
  case terrace, diningRoom, bar
  var id: Self { self }
  var title: String {
    switch self {
    case .terrace: "Terrace"
    case .diningRoom: "Dining Room"
    case .bar: "Bar"
    }
  }
}

/// A restaurant's booking form: the day and time in the graphical date picker (a calendar in
/// the row), the party's size, where to sit, and a button to book.
struct ReservationView: View {
  @State private var day = Calendar.current.date(byAdding: .day, value: 3, to: .now) ?? .now
  @State private var guests = 2
  @State private var seating: Seating = .terrace

  var body: some View {
    NavigationStack {
      Form {
        Section {
          DatePicker("Day", selection: $day, in: Date.now...)
            .datePickerStyle(.graphical)
        }

        Section("Party") {
          Stepper("\(guests) guests", value: $guests, in: 1...12)
          Picker("Seating", selection: $seating) {
            ForEach(Seating.allCases) { seating in
              Text(seating.title).tag(seating)
            }
          }
        }

        Section {
          Button("Book a Table") {}
            .frame(maxWidth: .infinity)
        }
      }
      .navigationTitle("Reservation")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") {}
        }
      }
    }
  }
}

#Preview {
  ReservationView()
}

#Preview("Accessibility 3") {
  ReservationView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
