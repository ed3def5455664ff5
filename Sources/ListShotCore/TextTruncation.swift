/// Where a text cut by its line limit or its width shows the ellipsis (SwiftUI's
/// `Text.TruncationMode`): at the end of the last line by default.
public enum TextTruncation: String, Hashable, Sendable, Codable, CaseIterable {
  case head, middle, tail
}
