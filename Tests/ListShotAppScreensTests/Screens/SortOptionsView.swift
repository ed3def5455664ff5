import ListShotUI

/// A sort sheet: the order as a segmented control, the key to sort by as an inline picker
/// (a checkmark on the chosen one), and grouping.
struct SortOptionsView: View {
  enum SortKey: String, CaseIterable, Identifiable {
    case name = "Name"
    case dateModified = "Date Modified"
    case dateCreated = "Date Created"
    case size = "Size"
    case kind = "Kind"

    var id: Self { self }
  }

  enum Order: String, CaseIterable, Identifiable {
    case ascending = "Ascending"
    case descending = "Descending"

    var id: Self { self }
  }

  @State private var sortKey = SortKey.dateModified
  @State private var order = Order.descending
  @State private var groupsByKind = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          Picker("Order", selection: $order) {
            ForEach(Order.allCases) { order in
              Text(order.rawValue).tag(order)
            }
          }
          .pickerStyle(.segmented)
        }
        Picker("Sort By", selection: $sortKey) {
          ForEach(SortKey.allCases) { key in
            Text(key.rawValue).tag(key)
          }
        }
        .pickerStyle(.inline)
        Section {
          Toggle("Group by Kind", isOn: $groupsByKind)
        } footer: {
          Text("Folders are always listed first.")
        }
      }
      .navigationTitle("Sort")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Done") {}
        }
      }
    }
  }
}

#Preview {
  SortOptionsView()
}

#Preview("Accessibility 3") {
  SortOptionsView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
