import ListShotUI

struct Departure: Identifiable {
  let id: Int
  let line: String
  let destination: String
  let minutes: Int
  let platform: String?
  let delayed: Bool
}

struct DeparturesView: View {
  let stop = "Gare du Nord"
  let departures: [Departure] = [
    Departure(id: 1, line: "B", destination: "Aéroport CDG 2", minutes: 2, platform: "43", delayed: false),
    Departure(id: 2, line: "D", destination: "Melun", minutes: 6, platform: "44", delayed: true),
    Departure(id: 3, line: "4", destination: "Bagneux – Lucie Aubrac", minutes: 9, platform: nil, delayed: false),
    Departure(id: 4, line: "5", destination: "Place d'Italie", minutes: 14, platform: nil, delayed: false),
  ]
  @State private var favourite = true
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(Array(departures.enumerated()), id: \.element.id) { index, departure in
            HStack(alignment: .firstTextBaseline) {
              Text(departure.line)
                .font(.subheadline.bold())
                .foregroundStyle(.white)
                .frame(minWidth: 28)
                .padding(.vertical, 3)
                .background(index < 2 ? Color.blue : Color.green, in: Capsule())
              VStack(alignment: .leading) {
                Text(departure.destination)
                  .lineLimit(1)
                if let platform = departure.platform {
                  Text("Platform \(platform)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                }
              }
              Spacer()
              VStack(alignment: .trailing) {
                Text("\(departure.minutes) min")
                  .font(.body.monospacedDigit())
                  .foregroundStyle(departure.delayed ? .red : .primary)
                if departure.delayed {
                  Label("Delayed", systemImage: "exclamationmark.triangle.fill")
                    .font(.caption2)
                    .foregroundStyle(.red)
                    .labelStyle(.titleAndIcon)
                }
              }
            }
            .contextMenu {
              Button("Notify Me", systemImage: "bell") {}
            }
          }
        } header: {
          HStack {
            Text("Next departures")
            Spacer()
            Text("Updated \(Date.now, style: .time)")
          }
        }

        Section {
          Toggle(isOn: $favourite) {
            Label("Favourite Stop", systemImage: "star")
          }
          Button("Report an Issue", role: .destructive) {}
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle(stop)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Done") { dismiss() }
        }
        ToolbarItem(placement: .bottomBar) {
          Text("Times are estimates")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
    }
  }
}

#Preview {
  DeparturesView()
}
