import ListShotUI

struct AppUsage: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var symbol: String
  var color: Color
  var bytes: Int64
  var lastUsed: Date?
}

@Observable
final class StorageModel {
  var apps: [AppUsage] = [
    AppUsage(name: "Photos", symbol: "photo.on.rectangle", color: .orange, bytes: 12_400_000_000, lastUsed: .now),
    AppUsage(
      name: "Podcasts", symbol: "antenna.radiowaves.left.and.right", color: .purple, bytes: 3_100_000_000, lastUsed: nil
    ),
    AppUsage(
      name: "Maps", symbol: "map.fill", color: .green, bytes: 845_000_000,
      lastUsed: .now.addingTimeInterval(-86_400 * 3)),
    AppUsage(name: "Notes", symbol: "note.text", color: .yellow, bytes: 120_000_000, lastUsed: .now),
  ]
  var used: Double { Double(apps.map(\.bytes).reduce(0, +)) }
  let capacity: Double = 128_000_000_000
}

struct StorageView: View {
  @State private var model = StorageModel()
  @State private var query = ""
  @AppStorage("offloadUnused") private var offloadUnused = false

  private var filtered: [AppUsage] {
    let sorted = model.apps.sorted { $0.bytes > $1.bytes }
    return query.isEmpty ? sorted : sorted.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          VStack(alignment: .leading, spacing: 8) {
            HStack {
              Text("iPhone")
                .font(.headline)
              Spacer()
              Text("\(ByteCountFormatter.string(fromByteCount: Int64(model.used), countStyle: .file)) of 128 GB used")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            ProgressView(value: model.used, total: model.capacity)
              .tint(.orange)
          }
          .padding(.vertical, 4)
        }

        Section {
          Toggle("Offload Unused Apps", isOn: $offloadUnused)
        } footer: {
          Text("Automatically offload unused apps when you're low on storage. Your documents and data will be saved.")
        }

        Section("Apps") {
          ForEach(filtered) { app in
            NavigationLink(value: app) {
              HStack(spacing: 12) {
                Image(systemName: app.symbol)
                  .font(.system(size: 16, weight: .semibold))
                  .foregroundStyle(.white)
                  .frame(width: 30, height: 30)
                  .background(app.color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
                VStack(alignment: .leading, spacing: 2) {
                  Text(app.name)
                  if let lastUsed = app.lastUsed {
                    Text("Last used: \(lastUsed.formatted(date: .abbreviated, time: .omitted))")
                      .font(.caption)
                      .foregroundStyle(.secondary)
                  } else {
                    Text("Never used")
                      .font(.caption)
                      .foregroundStyle(.secondary)
                  }
                }
                Spacer()
                Text(ByteCountFormatter.string(fromByteCount: app.bytes, countStyle: .file))
                  .foregroundStyle(.secondary)
                  .monospacedDigit()
              }
            }
            .swipeActions {
              Button("Offload", systemImage: "icloud.and.arrow.up") {}
                .tint(.blue)
            }
          }
          .onDelete { model.apps.remove(atOffsets: $0) }
        }
      }
      .navigationTitle("iPhone Storage")
      .navigationBarTitleDisplayMode(.inline)
      .searchable(text: $query)
      .navigationDestination(for: AppUsage.self) { app in Text(app.name) }
      .refreshable {}
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          EditButton()
        }
      }
    }
  }
}

#Preview {
  StorageView()
}
