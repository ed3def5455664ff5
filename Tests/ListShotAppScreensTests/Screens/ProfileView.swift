import ListShotUI

/// A profile: a circular avatar, the name in a bold title, stats in tabular digits, and the
/// date the member joined.
struct ProfileView: View {
  struct Stat: Identifiable {
    let id: String
    let value: Int
  }

  let name = "Ada Lovelace"
  let handle = "@ada"
  let joined = Date(timeIntervalSince1970: 1_640_995_200)
  let stats = [
    Stat(id: "Posts", value: 1_284), Stat(id: "Followers", value: 98_311), Stat(id: "Following", value: 407),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          HStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
              .resizable()
              .scaledToFill()
              .foregroundStyle(.gray)
              .frame(width: 72, height: 72)
              .clipShape(Circle())
            VStack(alignment: .leading, spacing: 4) {
              Text(name)
                .font(.title2.bold())
              Text(handle)
                .foregroundStyle(.secondary)
            }
          }
          .padding(.vertical, 4)
        }
        Section("Activity") {
          ForEach(stats) { stat in
            HStack {
              Text(stat.id)
              Spacer()
              Text(stat.value, format: .number)
                .monospacedDigit()
                .foregroundStyle(.secondary)
            }
          }
        }
        Section {
          HStack {
            Text("Member since")
            Spacer()
            Text(joined, format: .dateTime.month(.wide).year())
              .foregroundStyle(.secondary)
          }
          Text("Edit Profile")
            .foregroundStyle(.tint)
        }
      }
      .navigationTitle("Profile")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

#Preview {
  ProfileView()
}

#Preview("Accessibility 3") {
  ProfileView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
