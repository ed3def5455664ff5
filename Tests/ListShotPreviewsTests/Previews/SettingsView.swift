import ListShotUI

struct SettingsView: View {
  @State private var notifications = true
  @State private var iCloud = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle("Notifications", isOn: $notifications)
          Toggle("iCloud Sync", isOn: $iCloud)
        }
        Section("About") {
          Label("Language", systemImage: "globe")
          Label("Privacy", systemImage: "hand.raised")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview("Dark, large text") {
  SettingsView()
    .environment(\.colorScheme, .dark)
    .environment(\.dynamicTypeSize, .accessibility1)
}
