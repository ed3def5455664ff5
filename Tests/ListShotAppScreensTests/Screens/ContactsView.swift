import ListShotUI

struct Contact: Identifiable {
  let id = UUID()
  var name: String
  var role: String
  var isOnline: Bool
  var unread: Int
  var avatar: URL?
}

struct ContactsView: View {
  @State private var query = ""
  @State private var showFavouritesOnly = false
  @State private var isLoading = false
  private let contacts: [Contact] = [
    Contact(
      name: "Ada Lovelace", role: "Engineering", isOnline: true, unread: 2,
      avatar: URL(string: "https://example.com/ada.png")),
    Contact(name: "Alan Turing", role: "Research", isOnline: false, unread: 0, avatar: nil),
    Contact(name: "Grace Hopper", role: "Engineering", isOnline: true, unread: 0, avatar: nil),
    Contact(name: "Katherine Johnson", role: "Flight Dynamics", isOnline: false, unread: 12, avatar: nil),
  ]

  private var groups: [String: [Contact]] {
    Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle(isOn: $showFavouritesOnly) {
            Label("Favourites Only", systemImage: "star.fill")
          }
          .toggleStyle(.switch)
        }
        ForEach(groups.keys.sorted(), id: \.self) { letter in
          Section(letter) {
            ForEach(groups[letter] ?? []) { contact in
              HStack(spacing: 12) {
                AsyncImage(url: contact.avatar) { image in
                  image.resizable().scaledToFill()
                } placeholder: {
                  Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.gray)
                }
                .frame(width: 40, height: 40)
                .clipShape(Circle())
                .overlay(alignment: .bottomTrailing) {
                  if contact.isOnline {
                    Circle()
                      .fill(.green)
                      .frame(width: 10, height: 10)
                      .overlay(Circle().stroke(Color(uiColor: .systemBackground), lineWidth: 2))
                  }
                }
                VStack(alignment: .leading, spacing: 2) {
                  Text(contact.name)
                    .font(.body.weight(.medium))
                  Text(contact.role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                }
              }
              .badge(contact.unread)
              .swipeActions(edge: .leading) {
                Button {
                } label: {
                  Label("Pin", systemImage: "pin")
                }
                .tint(.yellow)
              }
            }
          }
        }
        Section {
          Button {
          } label: {
            Label("Invite Someone", systemImage: "person.badge.plus")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
          .listRowInsets(EdgeInsets())
          .listRowBackground(Color.clear)
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Contacts")
      .searchable(text: $query, prompt: "Name or team")
      .overlay {
        if isLoading {
          ProgressView("Loading…")
        }
      }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Menu {
            Button("Sort by Name") {}
            Button("Sort by Team") {}
          } label: {
            Image(systemName: "line.3.horizontal.decrease.circle")
          }
        }
        ToolbarItem(placement: .primaryAction) {
          Button("Add", systemImage: "plus") {}
        }
      }
    }
  }
}

#Preview {
  ContactsView()
}

#Preview("Accessibility 3") {
  ContactsView()
    .environment(\.dynamicTypeSize, .accessibility3)
}
