import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// Golden images of the ODS list item: one concern per golden, each in both directions.
final class ODSListItemGoldenTests: XCTestCase {
  static let standard = Screen("standard", width: 390) {
    ODSListItem(title: "Title Only")
    ODSListItem(title: "Title with subtitle", subtitle: "Subtitle")
    ODSListItem(title: "Title with leading icon", leading: .icon(.named("heart")))
    ODSListItem(title: "Title with trailing text and info button", trailingText: "Details", hasInfoButton: true)
    ODSListItem(title: "Navigation", trailingText: "Details", isNavigationLink: true)
    ODSListItem(
      title: "Title", subtitle: "Subtitle", leading: .wideImage(.placeholder), trailingText: "Details",
      hasInfoButton: true, isNavigationLink: true)
  }

  static let selection = Screen("selection", width: 390) {
    ODSListItem(
      title: "Summer Salad", subtitle: "20min", leading: .circularImage(.placeholder), trailingCheckmarkIsSelected: true
    )
    ODSListItem(
      title: "Notifications",
      subtitle: "Two-line subtitle that is long enough to wrap and then be cut at the end of its second line",
      subtitleNumberOfLines: .two, trailingToggleIsOn: true)
    ODSListItem(title: "Location", leading: .appIcon(.placeholder), trailingToggleIsOn: false)
  }

  func testStandardItems() {
    for scheme in ColorScheme.allCases {
      for direction in LayoutDirection.allCases {
        assertGolden(
          Self.standard, RenderVariant(scheme: scheme, direction: direction, scale: 2, look: .ios18),
          suite: "ODSListItem", named: "standard")
      }
    }
  }

  func testSelectionItems() {
    for direction in LayoutDirection.allCases {
      assertGolden(
        Self.selection, RenderVariant(direction: direction, scale: 2, look: .ios18),
        suite: "ODSListItem", named: "selection")
    }
  }

  func testArabicAndHebrewRows() {
    let screen = Screen("rtl-scripts", width: 390, locale: "ar") {
      ODSListItem(
        title: "سلطة الصيف", subtitle: "٢٠ دقيقة", leading: .circularImage(.placeholder), isNavigationLink: true)
      ODSListItem(title: "סלט קיץ", subtitle: "20 דקות", trailingText: "פרטים")
      ODSListItem(title: "تطبيق ListShot للاختبار", subtitle: "Mixed: عربي and English")
    }
    assertGolden(screen, RenderVariant(scale: 2, look: .ios18), suite: "ODSListItem", named: "scripts")
  }
}
