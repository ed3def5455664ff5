import ListShotUI

// `#Preview(_:traits:)` with each layout and orientation trait.

struct SettingsList: View {
  @State private var wifi = true
  @State private var bluetooth = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle("Wi-Fi", isOn: $wifi)
          Toggle("Bluetooth", isOn: $bluetooth)
        }
        Section("General") {
          Label("About", systemImage: "info.circle")
          Label("Software Update", systemImage: "gear")
            .badge(1)
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview("Size that fits", traits: .sizeThatFitsLayout) {
  SettingsList()
}

#Preview("Fixed 320 × 300", traits: .fixedLayout(width: 320, height: 300)) {
  SettingsList()
}

#Preview("Portrait", traits: .portrait) {
  SettingsList()
}

#Preview("Landscape", traits: .landscapeLeft) {
  SettingsList()
}
