import ListShotUI

/// A mail inbox: unread dots, the sender, subject, a preview and the date, with swipe actions
/// on each message.
struct InboxView: View {
  struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let preview: String
    let date: String
    var isUnread: Bool
  }

  @State private var messages = [
    Message(
      id: 1, sender: "Amelia Hart", subject: "Trip to Lisbon",
      preview: "I booked the flat near the river. Can you check the dates before Friday?", date: "9:41 AM",
      isUnread: true),
    Message(
      id: 2, sender: "Bookshop", subject: "Your order has shipped",
      preview: "Three books are on their way and should arrive on Thursday.", date: "8:15 AM", isUnread: true),
    Message(
      id: 3, sender: "Noah Kim", subject: "Re: Slides",
      preview: "Thanks, the new charts look great. One small fix on page 4.", date: "Yesterday", isUnread: false),
    Message(
      id: 4, sender: "Climbing Club", subject: "Saturday session",
      preview: "We meet at the wall at ten. Bring your own shoes if you have them.", date: "Monday",
      isUnread: false),
  ]

  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    NavigationStack {
      List {
        ForEach(messages) { message in
          HStack(alignment: .top, spacing: 8) {
            Circle()
              .fill(message.isUnread ? Color.blue : Color.clear)
              .frame(width: 10, height: 10)
              .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
              // At the accessibility sizes the date goes under the sender, as Mail does.
              if dynamicTypeSize.isAccessibilitySize {
                sender(of: message)
                date(of: message)
              } else {
                HStack {
                  sender(of: message)
                  Spacer()
                  date(of: message)
                }
              }
              Text(message.subject)
                .font(.subheadline)
              Text(message.preview)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            }
          }
          .swipeActions(edge: .leading) {
            Button {
              toggleRead(message)
            } label: {
              Label(message.isUnread ? "Read" : "Unread", systemImage: "envelope.badge")
            }
            .tint(.blue)
          }
          .swipeActions {
            Button(role: .destructive) {
            } label: {
              Label("Trash", systemImage: "trash")
            }
            Button {
            } label: {
              Label("Flag", systemImage: "flag")
            }
            .tint(.orange)
          }
        }
      }
      .listStyle(.plain)
      .navigationTitle("Inbox")
      .toolbar {
        EditButton()
      }
      .refreshable {}
    }
  }

  private func sender(of message: Message) -> some View {
    Text(message.sender)
      .font(.headline)
  }

  private func date(of message: Message) -> some View {
    Text(message.date)
      .font(.subheadline)
      .foregroundStyle(.secondary)
  }

  private func toggleRead(_ message: Message) {
    guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
    messages[index].isUnread.toggle()
  }
}

#Preview {
  InboxView()
}

#Preview("Accessibility 3") {
  InboxView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
