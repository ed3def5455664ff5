import Foundation
import ListShotUI

// This file imports Foundation itself beside ListShotUI: the forms that take a style are
// still the render's (they are declared for the style's own type); `.formatted()` without
// one is Foundation's here (the machine's locale).

/// The style-taking forms, in a file where Foundation's are visible too.
struct PinnedFormatsFoundationView: View {
  var body: some View {
    List {
      Text(1_234_567.formatted(.number))
      Text(0.34.formatted(.percent))
      Text(Date(timeIntervalSince1970: 1_749_462_060).formatted(.dateTime.day().month(.wide)))
      Text(["Wi-Fi", "Bluetooth"].formatted(.list(type: .or)))
    }
  }
}
