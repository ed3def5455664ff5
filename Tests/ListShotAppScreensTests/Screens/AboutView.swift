import ListShotUI

/// An app's About page: its version and build, links to its policies, a share link and a menu
/// for sending feedback.
struct AboutView: View {
  private let privacy = URL(string: "https://example.com/privacy")!
  private let terms = URL(string: "https://example.com/terms")!
  private let appStore = URL(string: "https://apps.example.com/app/id123456")!

  var body: some View {
    NavigationStack {
      List {
        Section {
          LabeledContent("Version", value: "4.2.1")
          LabeledContent("Build", value: "2026.11.28")
          NavigationLink {
            Text("Acknowledgements")
          } label: {
            LabeledContent("Licences", value: "14")
          }
        }

        Section("Legal") {
          Link("Privacy Policy", destination: privacy)
          Link("Terms of Service", destination: terms)
        }

        Section {
          ShareLink("Share This App", item: appStore)
          Menu {
            Button("Report a Problem") {}
            Button("Suggest a Feature") {}
          } label: {
            Label("Send Feedback", systemImage: "envelope")
          }
        } footer: {
          Text("Made with care in Lisbon.")
        }
      }
      .navigationTitle("About")
    }
  }
}

#Preview {
  AboutView()
}

#Preview("Accessibility 3") {
  AboutView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
