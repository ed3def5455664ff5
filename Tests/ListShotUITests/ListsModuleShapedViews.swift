import ListShotUI

// Views of the same shape as seed 001's examples (the Lists module: SimpleListView,
// GroupedListView, OutlineListView), in our own words.

struct Member: Hashable, Sendable {
  let name: String
  let email: String
}

let members = [
  Member(name: "Ada", email: "ada@example.com"),
  Member(name: "Linus", email: "linus@example.com"),
]

/// Inline content with a blue symbol and a caption-sized secondary line.
struct MembersView: View {
  let members: [Member]

  var body: some View {
    SimpleListView(items: members) { member in
      HStack {
        Image(systemName: "person.circle.fill")
          .foregroundStyle(.blue)
        VStack(alignment: .leading) {
          Text(member.name)
          Text(member.email)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
    }
  }
}

/// The same, with a colour ListShot has today.
struct MembersInBlueView: View {
  let members: [Member]

  var body: some View {
    SimpleListView(items: members) { member in
      HStack {
        Image(systemName: "person.circle.fill")
          .foregroundStyle(.blue)
        VStack(alignment: .leading) {
          Text(member.name)
          Text(member.email)
            .font(.caption)
            .foregroundStyle(.gray)
        }
      }
    }
  }
}

struct MemberNames: View {
  var body: some View {
    SimpleListView(
      items: members,
      accessories: [.disclosureIndicator]
    ) { member in
      Text(member.name)
    }
  }
}

struct MemberRow: CellViewModel, Identifiable {
  typealias Cell = UICollectionViewListCell
  let id: String
  let name: String

  func configure(_ cell: UICollectionViewListCell) {
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
  }
}

struct MemberRows: View {
  let memberRows = [MemberRow(id: "1", name: "Ada"), MemberRow(id: "2", name: "Linus")]

  var body: some View {
    SimpleListView(items: memberRows)
  }
}

struct StarredRow: SwiftUICellViewModel, Identifiable {
  let id: String
  let name: String
  let isStarred: Bool

  var body: some View {
    Label {
      Text(name)
    } icon: {
      Image(systemName: isStarred ? "star.fill" : "person.circle")
        .foregroundStyle(isStarred ? .yellow : .blue)
    }
  }

  var accessories: [ListAccessory] {
    [.disclosureIndicator]
  }
}

struct StarredRows: View {
  let rows: [StarredRow]

  var body: some View {
    SimpleListView(items: rows)
  }
}

struct Preference: Hashable, Sendable {
  let title: String
  let icon: String
}

let displayPreferences = [Preference(title: "Theme", icon: "paintpalette"), Preference(title: "Alerts", icon: "bell")]
let accountPreferences = [Preference(title: "Password", icon: "lock")]

func open(_ preference: Preference) {}

struct PreferencesView: View {
  var body: some View {
    GroupedListView(
      sections: [
        SectionModel(id: "display", items: displayPreferences, header: "Display"),
        SectionModel(id: "account", items: accountPreferences, header: "Account"),
      ],
      accessories: [.disclosureIndicator],
      onSelect: { preference in open(preference) }
    ) { preference in
      Label(preference.title, systemImage: preference.icon)
    }
  }
}

struct ProjectTree: View {
  var body: some View {
    OutlineListView(
      items: [
        OutlineItem(
          item: "Guides",
          children: [
            OutlineItem(item: "Install.md"),
            OutlineItem(item: "Usage.md"),
          ], isExpanded: true),
        OutlineItem(
          item: "Tests",
          children: [
            OutlineItem(item: "main.swift")
          ]),
      ]
    ) { item in
      Label(item, systemImage: "doc")
    }
  }
}

func remove(_ member: Member) {}
func pin(_ member: Member) {}
func share(_ member: Member) {}

struct SwipeableMembers: View {
  var body: some View {
    SimpleListView(
      items: members,
      trailingSwipeActionsProvider: { member in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            remove(member)
            done(true)
          }
        ])
      },
      leadingSwipeActionsProvider: { member in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .normal, title: "Pin") { _, _, done in
            pin(member)
            done(true)
          }
        ])
      }
    ) { member in
      Text(member.name)
    }
  }
}

struct MenuMembers: View {
  var body: some View {
    SimpleListView(
      items: members,
      contextMenuProvider: { member in
        UIContextMenuConfiguration(actionProvider: { _ in
          UIMenu(children: [
            UIAction(title: "Share") { _ in share(member) },
            UIAction(title: "Delete", attributes: .destructive) { _ in
              remove(member)
            },
          ])
        })
      }
    ) { member in
      Text(member.name)
    }
  }
}

final class MemberDirectory {
  func fetch() async -> [Member] { [] }
}

struct RefreshingMembers: View {
  @State var current = members
  let directory = MemberDirectory()

  var body: some View {
    SimpleListView(
      items: current,
      onRefresh: {
        current = await directory.fetch()
      }
    ) { member in
      Text(member.name)
    }
  }
}
