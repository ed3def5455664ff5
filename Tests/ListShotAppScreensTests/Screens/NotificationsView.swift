import ListShotUI

/// A notifications settings page: each app with its rounded icon, a mode and a switch.
struct NotificationsView: View {
  struct AppEntry: Identifiable {
    let id: String
    let symbol: String
    let color: Color
    let mode: String
  }

  @State private var showPreviews = true
  @State private var scheduled = false

  let apps: [AppEntry] = [
    AppEntry(id: "Calendar", symbol: "calendar", color: .red, mode: "Banners, Sounds"),
    AppEntry(id: "Mail", symbol: "envelope.fill", color: .blue, mode: "Badges"),
    AppEntry(id: "Messages", symbol: "message.fill", color: .green, mode: "Banners, Sounds, Badges"),
    AppEntry(id: "Reminders", symbol: "list.bullet", color: .orange, mode: "Off"),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle("Show Previews", isOn: $showPreviews)
          Toggle("Scheduled Summary", isOn: $scheduled)
        } footer: {
          Text("Notifications you receive are delivered together at the times you choose.")
        }
        Section("Notification Style") {
          ForEach(apps) { app in
            NavigationLink {
              Text(app.id)
            } label: {
              HStack(spacing: 12) {
                Image(systemName: app.symbol)
                  .font(.system(size: 16, weight: .semibold))
                  .foregroundStyle(.white)
                  .frame(width: 29, height: 29)
                  .background(app.color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
                VStack(alignment: .leading, spacing: 2) {
                  Text(app.id)
                  Text(app.mode)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                }
              }
            }
          }
        }
      }
      .navigationTitle("Notifications")
    }
  }
}

#Preview {
  NotificationsView()
}

#Preview("Accessibility 3") {
  NotificationsView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
