import ListShotUI

/// A mail app's sidebar: mailboxes with their unread counts, in a split view (on iPhone the
/// sidebar is the screen).
struct SidebarView: View {
  struct Mailbox: Identifiable, Hashable {
    let id: String
    let symbol: String
    let unread: Int
  }

  @State private var selection: Mailbox.ID?

  let mailboxes = [
    Mailbox(id: "All Inboxes", symbol: "tray", unread: 12),
    Mailbox(id: "iCloud", symbol: "icloud", unread: 9),
    Mailbox(id: "Archive", symbol: "archivebox", unread: 3),
  ]
  let smart = [
    Mailbox(id: "VIP", symbol: "star", unread: 2),
    Mailbox(id: "Flagged", symbol: "flag", unread: 0),
    Mailbox(id: "Drafts", symbol: "doc", unread: 1),
  ]

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        Section("Mailboxes") {
          ForEach(mailboxes) { mailbox in
            NavigationLink(value: mailbox.id) {
              Label(mailbox.id, systemImage: mailbox.symbol)
            }
            .badge(mailbox.unread)
          }
        }
        Section("Smart Mailboxes") {
          ForEach(smart) { mailbox in
            NavigationLink(value: mailbox.id) {
              Label(mailbox.id, systemImage: mailbox.symbol)
            }
            .badge(mailbox.unread)
          }
        }
      }
      .listStyle(.sidebar)
      .navigationTitle("Mailboxes")
      .toolbar {
        EditButton()
      }
    } detail: {
      Text("No Mailbox Selected")
        .foregroundStyle(.secondary)
    }
  }
}

#Preview {
  SidebarView()
}

#Preview("Accessibility 3") {
  SidebarView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
