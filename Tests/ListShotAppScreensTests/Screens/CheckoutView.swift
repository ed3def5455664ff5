import ListShotUI

/// A checkout: the items in the cart with their prices, a promo code field, the total, a
/// prominent Place Order button and a destructive Cancel Order.
struct CheckoutView: View {
  struct Item: Identifiable {
    let id: String
    let symbol: String
    let quantity: Int
    let cents: Int
  }

  @State private var promoCode = ""
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  let items: [Item] = [
    Item(id: "Espresso Beans", symbol: "cup.and.saucer.fill", quantity: 2, cents: 1_450),
    Item(id: "Gift Wrap", symbol: "gift.fill", quantity: 1, cents: 450),
    Item(id: "Paper Filters", symbol: "line.3.horizontal", quantity: 3, cents: 395),
  ]

  private var subtotal: Int { items.reduce(0) { $0 + $1.cents * $1.quantity } }
  private let shipping = 499

  /// "$12.34": the screen formats its own prices.
  private func price(_ cents: Int) -> String {
    let remainder = cents % 100
    return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
  }

  private func itemTitle(_ item: Item) -> some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(item.id)
      Text("Qty \(item.quantity)")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
  }

  var body: some View {
    let stacksItems = dynamicTypeSize.isAccessibilitySize
    return NavigationStack {
      List {
        Section("Items") {
          ForEach(items) { item in
            if stacksItems {
              VStack(alignment: .leading, spacing: 4) {
                itemTitle(item)
                Text(price(item.cents * item.quantity))
              }
            } else {
              HStack(spacing: 12) {
                Image(systemName: item.symbol)
                  .foregroundStyle(.brown)
                  .frame(width: 28)
                itemTitle(item)
                Spacer()
                Text(price(item.cents * item.quantity))
              }
            }
          }
        }

        Section {
          TextField("Promo code", text: $promoCode)
          LabeledContent("Subtotal", value: price(subtotal))
          LabeledContent("Shipping", value: price(shipping))
          LabeledContent {
            Text(price(subtotal + shipping))
              .bold()
          } label: {
            Text("Total")
              .bold()
          }
        }

        Section {
          Button("Place Order") {}
            .buttonStyle(.borderedProminent)
          Button("Cancel Order", role: .destructive) {}
        } footer: {
          Text("You will not be charged until your order ships.")
        }
      }
      .navigationTitle("Checkout")
    }
  }
}

#Preview {
  CheckoutView()
}

#Preview("Accessibility 3") {
  CheckoutView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
