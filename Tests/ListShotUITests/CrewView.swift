import ListShotUI

struct CrewMember: Identifiable {
  let name: String
  let role: String
  var id: String { name }
}

struct CrewView: View {
  let crew: [CrewMember]
  @State private var picked: Set<String> = ["Grace"]

  var body: some View {
    NavigationStack {
      List(crew, selection: $picked) { member in
        HStack {
          Image(systemName: "person.circle.fill")
            .foregroundStyle(.blue)
          Text(member.name).bold() + Text(" · ") + Text(member.role).italic().foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Crew")
      .searchable(text: .constant(""), prompt: "Find a name")
      .toolbar { EditButton() }
    }
    Text("\(picked.count) selected")
  }
}
