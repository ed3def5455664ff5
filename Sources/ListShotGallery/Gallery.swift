import ListShot
import ListShotCore
import ListShotModel
import ListShotSpec

/// The built-in preview gallery: every component and state ListShot can draw, built with the
/// Swift API and drawn as one labelled sheet per theme and scheme (`listshot preview`).
public enum Gallery {
  /// One labelled block of a sheet.
  public struct Entry: Sendable {
    public enum Content: Sendable {
      /// A screen, drawn in the given direction (nil: the screen's locale, else LTR).
      case screen(Screen, direction: LayoutDirection?)
      /// A combination the design forbids, drawn as a labelled placeholder.
      case forbidden(String)
    }

    public var title: String
    public var content: Content

    public init(_ title: String, _ content: Content) {
      self.title = title
      self.content = content
    }
  }

  /// The entries of every sheet, in order. Component families add theirs in extensions.
  public static var entries: [Entry] {
    odsEntries + controlsEntries + oudsListItemEntries + materialEntries + containerEntries + viewEntries
      + modifierEntries + catalogueEntries
  }

  /// The gallery's screens as a spec document.
  public static var document: SpecDocument {
    SpecDocument(
      file: "<gallery>",
      screens: entries.compactMap {
        if case .screen(let screen, _) = $0.content { return screen }
        return nil
      })
  }

  static var odsEntries: [Entry] {
    [
      Entry("ODS list item — standard", .screen(odsStandard, direction: nil)),
      Entry("ODS list item — selection", .screen(odsSelection, direction: nil)),
      Entry("ODS list item — leading kinds", .screen(odsLeading, direction: nil)),
      Entry("ODS list item — right to left", .screen(odsRightToLeft, direction: .rightToLeft)),
    ]
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
      subtitle:
        "A subtitle limited to two lines: it wraps once and the rest is cut with an ellipsis at the end of the second line",
      subtitleNumberOfLines: .two, leading: .squareImage(.placeholder))
  }

  /// The ODS "selection" items: checkmarks and toggles.
  static let odsSelection = Screen("ods-selection") {
    ODSListItem(
      title: "Summer Salad", subtitle: "20min", leading: .circularImage(.placeholder), trailingCheckmarkIsSelected: true
    )
    ODSListItem(
      title: "Winter Soup", subtitle: "35min", leading: .circularImage(.placeholder), trailingCheckmarkIsSelected: false
    )
    ODSListItem(title: "Notifications", subtitle: "Toggle on", leading: .icon(.named("bell")), trailingToggleIsOn: true)
    ODSListItem(title: "Location", subtitle: "Toggle off", leading: .icon(.named("globe")), trailingToggleIsOn: false)
  }

  /// Every leading kind.
  static let odsLeading = Screen("ods-leading") {
    ODSListItem(title: "Icon", subtitle: "Material Symbols, tinted like text", leading: .icon(.named("star")))
    ODSListItem(title: "App icon", subtitle: "44 × 44, radius 8", leading: .appIcon(.placeholder))
    ODSListItem(title: "Circular image", subtitle: "44 × 44", leading: .circularImage(.placeholder))
    ODSListItem(title: "Square image", subtitle: "44 × 44", leading: .squareImage(.placeholder))
    ODSListItem(title: "Wide image", subtitle: "88 × 44", leading: .wideImage(.placeholder))
    ODSListItem(
      title: "Remote image (not fetched)", subtitle: "https://example.com/a.png",
      leading: .squareImage(.url("https://example.com/a.png")))
  }

  /// Arabic, Hebrew and mixed text in a right-to-left layout.
  static let odsRightToLeft = Screen("ods-right-to-left", locale: "ar") {
    ODSListItem(
      title: "سلطة الصيف", subtitle: "٢٠ دقيقة", leading: .circularImage(.placeholder), isNavigationLink: true)
    ODSListItem(title: "סלט קיץ", subtitle: "20 דקות", trailingText: "פרטים", isNavigationLink: true)
    ODSListItem(title: "تطبيق ListShot للاختبار", subtitle: "Mixed: عربي and English", trailingToggleIsOn: true)
  }
}
