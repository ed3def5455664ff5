import ListShotUI

// Only ListShotUI is imported here, as in an app's view file whose `import SwiftUI` was changed.

/// Numbers, lists and durations formatted as apps write them, with `.formatted(…)`.
struct PinnedFormatsView: View {
  let count = 1_234_567
  let ratio = 0.34

  var body: some View {
    List {
      Text("\(count.formatted()) photos")
      Text(ratio.formatted(.percent))
      Text(12.5.formatted(.currency(code: "EUR")))
      Text(Int64(16_465_000_000).formatted(.byteCount(style: .file)))
      Text(["Wi-Fi", "Bluetooth", "AirDrop"].formatted())
      Text(Duration.seconds(3725).formatted(.time(pattern: .hourMinuteSecond)))
      Text(2.5.formatted())
    }
  }
}
