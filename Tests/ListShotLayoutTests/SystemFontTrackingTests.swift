import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import Testing

/// SF Pro's tracking, applied to its substitute: the HIG values at the sizes iOS text styles
/// use, linear in between, and every iOS text of a display list tracked by its size.
@Suite struct SystemFontTrackingTests {
  @Test(arguments: [
    (12.0, 0.0), (17, -0.442), (13, -0.078), (11, 0.066), (10, 0.12), (15, -0.24), (20, -0.46), (22, -0.264),
    (24, 0.072), (28, 0.392), (34, 0.408), (53, 0.318), (80, 0), (120, 0),
  ])
  func trackingAtTheHIGSizes(size: Double, points: Double) {
    #expect(abs(SystemFontTracking.tracking(at: size) - points) < 1e-9)
  }

  @Test func betweenTwoSizesTheTrackingIsLinear() {
    // 16.5 pt: halfway between −20 and −26 thousandths of an em.
    #expect(abs(SystemFontTracking.tracking(at: 16.5) - 16.5 * -23 / 1000) < 1e-9)
    // Below the table's first size, its first value: 41/1000 em.
    #expect(abs(SystemFontTracking.tracking(at: 4) - 4 * 41 / 1000) < 1e-9)
  }

  @Test(arguments: [0.0, -3, .nan, .infinity])
  func aSizeThatIsNoSizeHasNoTracking(size: Double) {
    #expect(SystemFontTracking.tracking(at: size) == 0)
  }

  @Test func everySystemFontTextIsTrackedForItsSizeAndBrandTextIsNot() throws {
    var screen = Screen("s") {
      ODSListItem(title: "Title", subtitle: "Sub", trailingText: "Details")
      OUDSCheckboxItem("Label", isOn: true)
    }
    screen.navigationTitle = NavigationTitle("Settings", displayMode: .inline)
    let list = try TestEnvironment.layout(screen)
    var tracked = 0
    for case .text(let text) in list.items {
      let font = text.attributes.font
      if font.family == "Inter" {
        #expect(text.attributes.letterSpacing == SystemFontTracking.tracking(at: font.size), "\(text.id)")
        tracked += 1
      } else {
        // The OUDS label keeps its theme's own letter spacing token (Orange: labelLarge +0.2).
        #expect(text.attributes.letterSpacing != SystemFontTracking.tracking(at: font.size), "\(text.id)")
      }
    }
    #expect(tracked >= 4)  // navigation title, title, subtitle, trailing text
  }
}
