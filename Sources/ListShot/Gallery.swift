import ListShotCore
import ListShotModel
import ListShotSpec

/// The built-in preview gallery: every component and state ListShot can draw, built with the
/// Swift API. `listshot preview` renders it in every gallery variant.
public enum Gallery {
  public static var document: SpecDocument {
    SpecDocument(file: "<gallery>", screens: [odsStandard, odsSelection, odsLeading] + controls)
  }

  /// The variants each gallery screen is drawn in.
  public static func variants(scale: Double) -> [RenderVariant] {
    ColorScheme.allCases.flatMap { scheme in
      LayoutDirection.allCases.map { direction in
        RenderVariant(theme: "orange", scheme: scheme, direction: direction, scale: scale)
      }
    }
  }

  /// The ODS "standard" items of the ods-ios documentation, with and without navigation.
  static let odsStandard = Screen("ods-standard") {
    ODSListItem(title: "Title Only")
    ODSListItem(title: "Title with subtitle", subtitle: "Subtitle")
    ODSListItem(title: "Title with leading icon", leading: .icon(.named("heart")))
    ODSListItem(title: "Title with trailing text", trailingText: "Details")
    ODSListItem(title: "Title with trailing text and info button", trailingText: "Details", hasInfoButton: true)
    ODSListItem(title: "Title without trailing element", isNavigationLink: true)
    ODSListItem(title: "Title with trailing text", trailingText: "Details", isNavigationLink: true)
    ODSListItem(
      title: "Title", subtitle: "Subtitle", leading: .wideImage(.placeholder),
      trailingText: "Details", hasInfoButton: true, isNavigationLink: true)
    ODSListItem(
      title: "A title long enough to be cut by the end of the row",
      subtitle: "A subtitle limited to two lines: it wraps once and the rest is cut with an ellipsis at the end of the second line",
      subtitleNumberOfLines: .two, leading: .squareImage(.placeholder))
  }

  /// The ODS "selection" items: checkmarks and toggles.
  static let odsSelection = Screen("ods-selection") {
    ODSListItem(title: "Summer Salad", subtitle: "20min", leading: .circularImage(.placeholder), trailingCheckmarkIsSelected: true)
    ODSListItem(title: "Winter Soup", subtitle: "35min", leading: .circularImage(.placeholder), trailingCheckmarkIsSelected: false)
    ODSListItem(title: "Notifications", subtitle: "Toggle on", leading: .icon(.named("bell")), trailingToggleIsOn: true)
    ODSListItem(title: "Location", subtitle: "Toggle off", leading: .icon(.named("globe")), trailingToggleIsOn: false)
  }

  /// Every leading kind, with a right-to-left title.
  static let odsLeading = Screen("ods-leading") {
    ODSListItem(title: "Icon", subtitle: "Material Icons, tinted like text", leading: .icon(.named("star")))
    ODSListItem(title: "App icon", subtitle: "44 × 44, radius 8", leading: .appIcon(.placeholder))
    ODSListItem(title: "Circular image", subtitle: "44 × 44", leading: .circularImage(.placeholder))
    ODSListItem(title: "Square image", subtitle: "44 × 44", leading: .squareImage(.placeholder))
    ODSListItem(title: "Wide image", subtitle: "88 × 44", leading: .wideImage(.placeholder))
    ODSListItem(title: "Remote image (not fetched)", subtitle: "https://example.com/a.png", leading: .squareImage(.url("https://example.com/a.png")))
    ODSListItem(title: "سلطة الصيف", subtitle: "عنوان فرعي — Arabic", leading: .circularImage(.placeholder), isNavigationLink: true)
    ODSListItem(title: "סלט קיץ", subtitle: "כותרת משנה — Hebrew", trailingText: "פרטים", isNavigationLink: true)
  }
}
