/// The iOS system colours by name (`UIColor.systemRed` … `systemGray6`): what a spec writes
/// (`color: blue`), and the theme's `ios.<name>` tokens holding each one's light and dark value.
public enum SystemColorName: String, Hashable, Sendable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
  case gray, gray2, gray3, gray4, gray5, gray6
}
