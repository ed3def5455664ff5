import ListShotUI

/// A developer settings page: the build's commit and identifiers in the monospaced face, a
/// log level, a path cut in its middle, and a footer with a Markdown code span.
struct DiagnosticsView: View {
  @State private var verboseLogging = true

  var body: some View {
    NavigationStack {
      List {
        Section("Build") {
          LabeledContent("Version", value: "4.2.1 (1432)")
          LabeledContent {
            Text("7f3c9e2").monospaced()
          } label: {
            Text("Commit")
          }
          LabeledContent {
            Text("a1b2-c3d4").font(.system(.body, design: .monospaced))
          } label: {
            Text("Device ID")
          }
        }

        Section {
          Toggle("Verbose Logging", isOn: $verboseLogging)
          VStack(alignment: .leading, spacing: 4) {
            Text("Log File")
            Text("/var/mobile/Containers/Data/Application/Logs/app-2026-12-02.log")
              .font(.footnote)
              .fontDesign(.monospaced)
              .foregroundStyle(.secondary)
              .lineLimit(1)
              .truncationMode(.middle)
          }
        } header: {
          Text("Logging")
        } footer: {
          Text("Run `make logs` on your Mac to collect the files.")
        }
      }
      .navigationTitle("Diagnostics")
    }
  }
}

#Preview {
  DiagnosticsView()
}

#Preview("Accessibility 3") {
  DiagnosticsView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
