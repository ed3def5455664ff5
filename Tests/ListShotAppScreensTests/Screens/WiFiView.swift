import ListShotUI

/// A Wi-Fi settings page: the Wi-Fi switch and the joined network with its checkmark, the
/// networks nearby under a header with a spinner while it scans, and when to ask to join.
struct WiFiView: View {
  struct Network: Identifiable {
    let id: String
    let isSecured: Bool
  }

  enum AskToJoin: String, CaseIterable, Identifiable {
    case off = "Off"
    case notify = "Notify"
    case ask = "Ask"

    var id: Self { self }
  }

  @State private var isWiFiOn = true
  @State private var askToJoin = AskToJoin.notify
  @State private var isScanning = true

  let joinedNetwork = "Home Network"
  let networks: [Network] = [
    Network(id: "Café Lumière", isSecured: false),
    Network(id: "Library Guest", isSecured: true),
    Network(id: "Studio 5G", isSecured: true),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle("Wi-Fi", isOn: $isWiFiOn)
          if isWiFiOn {
            HStack {
              Image(systemName: "checkmark")
                .fontWeight(.semibold)
                .foregroundStyle(.tint)
              Text(joinedNetwork)
              Spacer()
              NetworkSymbols(isSecured: true)
            }
          }
        }
        Section {
          ForEach(networks) { network in
            HStack {
              Text(network.id)
              Spacer()
              NetworkSymbols(isSecured: network.isSecured)
            }
          }
          Text("Other…")
        } header: {
          HStack(spacing: 6) {
            Text("Networks")
            if isScanning {
              ProgressView()
            }
          }
        }
        Section {
          Picker("Ask to Join Networks", selection: $askToJoin) {
            ForEach(AskToJoin.allCases) { option in
              Text(option.rawValue)
            }
          }
          .pickerStyle(.navigationLink)
        } footer: {
          Text(
            "Known networks will be joined automatically. If no known networks are available, you will be notified of available networks."
          )
        }
      }
      .navigationTitle("Wi-Fi")
    }
  }
}

/// The lock (on a secured network), the signal and the info button at a network's trailing end.
struct NetworkSymbols: View {
  let isSecured: Bool

  var body: some View {
    HStack(spacing: 8) {
      if isSecured {
        Image(systemName: "lock.fill")
          .imageScale(.small)
      }
      Image(systemName: "wifi")
      Image(systemName: "info.circle")
        .foregroundStyle(.tint)
    }
  }
}

#Preview {
  WiFiView()
}

#Preview("Accessibility 3") {
  WiFiView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
