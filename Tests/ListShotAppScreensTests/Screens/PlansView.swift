import ListShotUI

/// A subscription page in the style of many apps: the plans as cards of their own on a tinted
/// gradient, the list's own grey page hidden, the sections closer than iOS's default.
struct PlansView: View {
  struct Plan: Identifiable {
    let id: String
    let price: String
    let symbol: String
  }

  private let plans = [
    Plan(id: "Monthly", price: "€4.99", symbol: "calendar"),
    Plan(id: "Yearly", price: "€49.99", symbol: "star"),
    Plan(id: "Family", price: "€79.99", symbol: "person.3"),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(plans) { plan in
            LabeledContent {
              Text(plan.price)
            } label: {
              Label(plan.id, systemImage: plan.symbol)
            }
          }
        } header: {
          Text("Plans")
        } footer: {
          Text("Cancel at any time in Settings.")
        }

        Section {
          Button("Restore Purchases") {}
        }
      }
      .listRowSpacing(8)
      .listSectionSpacing(24)
      .scrollContentBackground(.hidden)
      .background(
        LinearGradient(colors: [.teal.opacity(0.35), .indigo.opacity(0.25)], startPoint: .top, endPoint: .bottom)
      )
      .navigationTitle("Premium")
    }
  }
}

#Preview {
  PlansView()
}

#Preview("Accessibility 3") {
  PlansView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
