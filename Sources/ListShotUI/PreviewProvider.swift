/// A type that shows previews, as in SwiftUI before `#Preview`:
///
/// ```swift
/// struct SettingsView_Previews: PreviewProvider {
///   static var previews: some View {
///     Group {
///       SettingsView()
///       SettingsView().environment(\.colorScheme, .dark).previewDisplayName("Dark")
///     }
///   }
/// }
/// ```
///
/// With the ListShotPreviews plugin on a test target, each view of `previews` (each view of a
/// `Group`) is a snapshot, named by its `.previewDisplayName`.
@MainActor public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
  /// Where Xcode shows the previews; ListShot draws iOS whatever it says.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// `PreviewProvider.platform`.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}
