import ListShotUI

/// An advanced settings page: the storage used as a bar, a slider with symbols at its ends, the
/// quality picker, a colour well, the next backup's date and time, and developer options in
/// disclosure groups (one open, one closed).
struct AdvancedSettingsView: View {
  enum Quality: String, CaseIterable, Identifiable {
    case low = "Low"
    case standard = "Standard"
    case high = "High"

    var id: Self { self }
  }

  @State private var brightness = 0.65
  @State private var quality = Quality.high
  @State private var showsDeveloperOptions = true
  @State private var logsVerbosely = false
  @State private var showsDiagnostics = true
  @State private var usesTestServer = false
  @State private var highlight = Color.orange
  @State private var nextBackup = Date(timeIntervalSince1970: 1_796_265_000)  // Dec 3, 2026, 2:30 AM UTC

  let usedGigabytes = 42.3
  let capacityGigabytes = 64.0

  var body: some View {
    NavigationStack {
      List {
        Section("Storage") {
          ProgressView(value: usedGigabytes, total: capacityGigabytes) {
            Text("iPhone Storage")
          } currentValueLabel: {
            Text("42.3 GB of 64 GB used")
          }
          NavigationLink("Manage Storage") {
            Text("Storage")
          }
        }
        Section("Display") {
          Slider(value: $brightness) {
            Text("Brightness")
          } minimumValueLabel: {
            Image(systemName: "sun.min")
          } maximumValueLabel: {
            Image(systemName: "sun.max")
          }
          Picker("Video Quality", selection: $quality) {
            ForEach(Quality.allCases) { quality in
              Text(quality.rawValue).tag(quality)
            }
          }
          ColorPicker("Highlight Colour", selection: $highlight)
        }
        Section("Backup") {
          DatePicker("Next Backup", selection: $nextBackup)
        }
        Section {
          DisclosureGroup("Developer Options", isExpanded: $showsDeveloperOptions) {
            Toggle("Verbose Logging", isOn: $logsVerbosely)
            Toggle("Show Diagnostics", isOn: $showsDiagnostics)
          }
          DisclosureGroup("Network") {
            Toggle("Use Test Server", isOn: $usesTestServer)
          }
        } footer: {
          Text("These options are meant for troubleshooting.")
        }
      }
      .navigationTitle("Advanced")
    }
  }
}

#Preview {
  AdvancedSettingsView()
}

#Preview("Accessibility 3") {
  AdvancedSettingsView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
