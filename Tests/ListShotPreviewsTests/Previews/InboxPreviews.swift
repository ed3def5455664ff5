import ListShotUI

// A `PreviewProvider` whose `previews` is a `Group` of several, each set differently.

struct Inbox: View {
  let unread: Int

  var body: some View {
    List {
      Section("Mailboxes") {
        Label("Inbox", systemImage: "tray")
          .badge(unread)
        Label("Drafts", systemImage: "doc")
        Label("Sent", systemImage: "paperplane")
      }
    }
  }
}

struct Inbox_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Inbox(unread: 3)
      Inbox(unread: 12)
        .environment(\.colorScheme, .dark)
        .previewDisplayName("Dark")
      Inbox(unread: 1)
        .environment(\.layoutDirection, .rightToLeft)
        .previewDisplayName("Right to left")
      Inbox(unread: 0)
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Accessibility 3")
      Inbox(unread: 5)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Size that fits")
    }
  }
}
