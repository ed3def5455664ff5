import ListShotUI

/// A music library: the collections, then recently added albums with artwork placeholders.
struct LibraryView: View {
  struct Album: Identifiable {
    let id: String
    let artist: String
    let color: Color
  }

  let collections = [
    ("Playlists", "music.note.list"), ("Artists", "music.mic"), ("Albums", "square.grid.2x2"),
    ("Songs", "music.note"),
  ]
  let albums = [
    Album(id: "Blue Hours", artist: "The Harbour Lights", color: .indigo),
    Album(id: "Northern Roads", artist: "Ada Lindqvist", color: .teal),
    Album(id: "Paper Suns", artist: "Mono Garden", color: .orange),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(collections, id: \.0) { name, symbol in
            NavigationLink {
              Text(name)
            } label: {
              Label(name, systemImage: symbol)
            }
          }
        }
        Section("Recently Added") {
          ForEach(albums) { album in
            HStack(spacing: 12) {
              RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(album.color)
                .frame(width: 56, height: 56)
                .overlay {
                  Image(systemName: "music.note")
                    .font(.title2)
                    .foregroundStyle(.white)
                }
              VStack(alignment: .leading, spacing: 2) {
                Text(album.id)
                Text(album.artist)
                  .font(.subheadline)
                  .foregroundStyle(.secondary)
              }
            }
          }
        }
        .headerProminence(.increased)
      }
      .tint(.red)
      .navigationTitle("Library")
    }
  }
}

#Preview {
  LibraryView()
}

#Preview("Accessibility 3") {
  LibraryView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
