import ListShotTesting
import Testing

/// The Swift test API in Swift Testing, parametrised over Dynamic Type sizes.
@Suite struct SwiftTestingExamples {
  @Test(arguments: [DynamicTypeSize.large, .accessibility2])
  func settings(size: DynamicTypeSize) {
    expectSnapshot(of: SettingsScreen.screen, as: .png(theme: "wireframe", size: size, look: .ios18))
  }
}
