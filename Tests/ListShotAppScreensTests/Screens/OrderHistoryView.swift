import ListShotUI

/// An order history: each order's number, date, total in euros and status.
struct OrderHistoryView: View {
  enum Status: String {
    case delivered = "Delivered"
    case shipped = "Shipped"
    case cancelled = "Cancelled"

    var color: Color {
      switch self {
      case .delivered: return .green
      case .shipped: return .blue
      case .cancelled: return .red
      }
    }
  }

  struct Order: Identifiable {
    let id: Int
    let date: Date
    let items: Int
    let total: Decimal
    let status: Status
  }

  @Environment(\.dynamicTypeSize) private var typeSize

  let orders = [
    Order(id: 10_482, date: Date(timeIntervalSince1970: 1_749_290_400), items: 3, total: 84.9, status: .shipped),
    Order(id: 10_371, date: Date(timeIntervalSince1970: 1_748_080_800), items: 1, total: 19.99, status: .delivered),
    Order(id: 10_205, date: Date(timeIntervalSince1970: 1_746_614_400), items: 5, total: 212.4, status: .delivered),
    Order(id: 10_118, date: Date(timeIntervalSince1970: 1_745_402_400), items: 2, total: 36, status: .cancelled),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section("Recent orders") {
          ForEach(orders) { order in
            NavigationLink {
              Text("Order \(order.id)")
            } label: {
              if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 4) {
                  Text("Order #\(order.id)")
                    .font(.headline)
                  total(of: order)
                  details(of: order)
                  status(of: order)
                }
              } else {
                VStack(alignment: .leading, spacing: 4) {
                  HStack {
                    Text("Order #\(order.id)")
                      .font(.headline)
                    Spacer()
                    total(of: order)
                  }
                  HStack {
                    details(of: order)
                    Spacer()
                    status(of: order)
                  }
                }
              }
            }
          }
        }
      }
      .navigationTitle("Orders")
    }
  }

  private func total(of order: Order) -> some View {
    Text(order.total, format: .currency(code: "EUR"))
      .font(.body.weight(.semibold))
      .monospacedDigit()
  }

  private func details(of order: Order) -> some View {
    (Text(order.date, style: .date) + Text(" · ") + Text(order.items == 1 ? "1 item" : "\(order.items) items"))
      .font(.subheadline)
      .foregroundStyle(.secondary)
  }

  private func status(of order: Order) -> some View {
    Text(order.status.rawValue)
      .font(.caption.weight(.semibold))
      .textCase(.uppercase)
      .foregroundStyle(order.status.color)
      .padding(.horizontal, 8)
      .padding(.vertical, 2)
      .background(order.status.color.opacity(0.15), in: Capsule())
  }
}

#Preview {
  OrderHistoryView()
}

#Preview("Accessibility 3") {
  OrderHistoryView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
