import ListShotCore

/// A look's glass: the material of iOS 26's bar buttons, tab bar, toolbar and bottom search
/// field (`look.glass.*`), drawn as a fill with a hairline rim and a soft shadow.
public struct GlassLook: Sendable, Equatable {
  public var fill: LookColor
  public var rim: LookColor
  public var shadow: LookColor
  public var shadowRadius: Double

  static func read(from reader: inout TokenReader) -> GlassLook {
    GlassLook(
      fill: reader.color("look.glass.fill"), rim: reader.color("look.glass.rim"),
      shadow: reader.color("look.glass.shadow"), shadowRadius: reader.dimension("look.glass.shadowRadius"))
  }
}

/// The navigation bar (`look.navigationBar.*`): its row, titles, back button and bar buttons.
public struct NavigationBarLook: Sendable, Equatable {
  /// The row below the status bar that holds the inline title and the buttons.
  public var height: Double
  public var margin: Double
  /// Drawn at the default text size: bar titles do not follow Dynamic Type.
  public var inlineTitle: IOSTextToken
  public var largeTitle: IOSTextToken
  /// The large title's band below the row: space above the title, below it, and its least height.
  public var largeTitleTop: Double
  public var largeTitleBottom: Double
  public var largeTitleMinHeight: Double
  /// The inline bar's own background and the hairline under it (iOS 26 draws neither: the
  /// list scrolls under the buttons).
  public var drawsBackground: Bool
  public var drawsSeparator: Bool
  /// The back button's chevron (from the leading edge), its stroke, and where its title starts
  /// (iOS 26 shows no title: a glass circle holds the chevron).
  public var backChevron: Rect
  public var backChevronStroke: Double
  public var backTitleX: Double
  public var showsBackTitle: Bool
  public var itemGap: Double
  /// Bar buttons on glass: the capsule's height (0: no glass, buttons are bare), the padding
  /// around a title, and the symbols' side.
  public var buttonHeight: Double
  public var buttonPadding: Double
  public var symbolSide: Double
  /// The bar buttons and back button in the app tint (iOS 18); else in the label colour, as
  /// iOS 26's monochrome glass buttons are.
  public var tintsButtons: Bool

  static func read(from reader: inout TokenReader) -> NavigationBarLook {
    let p = "look.navigationBar."
    return NavigationBarLook(
      height: reader.dimension(p + "height"), margin: reader.dimension(p + "margin"),
      inlineTitle: reader.iosText(p + "inlineTitle"), largeTitle: reader.iosText(p + "largeTitle"),
      largeTitleTop: reader.dimension(p + "largeTitleTop"), largeTitleBottom: reader.dimension(p + "largeTitleBottom"),
      largeTitleMinHeight: reader.dimension(p + "largeTitleMinHeight"),
      drawsBackground: reader.flag(p + "drawsBackground"), drawsSeparator: reader.flag(p + "drawsSeparator"),
      backChevron: Rect(
        x: reader.dimension(p + "backChevron.x"), y: 0, width: reader.dimension(p + "backChevron.width"),
        height: reader.dimension(p + "backChevron.height")),
      backChevronStroke: reader.dimension(p + "backChevron.stroke"), backTitleX: reader.dimension(p + "backTitleX"),
      showsBackTitle: reader.flag(p + "showsBackTitle"), itemGap: reader.dimension(p + "itemGap"),
      buttonHeight: reader.dimension(p + "button.height"), buttonPadding: reader.dimension(p + "button.padding"),
      symbolSide: reader.dimension(p + "button.symbolSide"), tintsButtons: reader.flag(p + "button.tinted"))
  }
}

/// `.searchable`'s field (`look.searchField.*`): under the title (iOS 18) or floating above the
/// bottom safe area on iPhone (iOS 26).
public struct SearchFieldLook: Sendable, Equatable {
  /// At the bottom of the screen instead of in the navigation bar.
  public var isAtBottom: Bool
  /// The band the field takes, the field's height, its top in the band, its side margins and radius.
  public var bandHeight: Double
  public var fieldHeight: Double
  public var fieldTop: Double
  public var margin: Double
  public var cornerRadius: Double
  /// The magnifying glass and clear button: their side, their inset from the field's ends,
  /// and where the text starts.
  public var glyphSide: Double
  public var glyphInset: Double
  public var textInset: Double
  /// The field's fill: the theme's `ios.fill` at this opacity (tertiarySystemFill); on glass
  /// when the field is at the bottom.
  public var fillOpacity: Double

  static func read(from reader: inout TokenReader) -> SearchFieldLook {
    let p = "look.searchField."
    return SearchFieldLook(
      isAtBottom: reader.flag(p + "atBottom"), bandHeight: reader.dimension(p + "bandHeight"),
      fieldHeight: reader.dimension(p + "fieldHeight"), fieldTop: reader.dimension(p + "fieldTop"),
      margin: reader.dimension(p + "margin"), cornerRadius: reader.dimension(p + "cornerRadius"),
      glyphSide: reader.dimension(p + "glyphSide"), glyphInset: reader.dimension(p + "glyphInset"),
      textInset: reader.dimension(p + "textInset"), fillOpacity: reader.number(p + "fillOpacity"))
  }
}

/// The tab bar and the bottom toolbar (`look.tabBar.*`, `look.toolbar.*`): edge to edge on the
/// bar background (iOS 18), or a floating glass capsule (iOS 26).
public struct BottomBarLook: Sendable, Equatable {
  public var tabBarHeight: Double
  public var toolbarHeight: Double
  /// Floating: the capsule's inset from the screen's sides and from the bottom safe area
  /// (0 and 0 with `floats` off: the bar runs edge to edge down to the screen's bottom).
  public var floats: Bool
  public var sideInset: Double
  public var bottomInset: Double
  public var iconSide: Double
  public var iconTop: Double
  /// The tab titles: size, weight and line height (fixed: bars do not follow Dynamic Type),
  /// and their top in the bar.
  public var titleSize: Double
  public var titleWeight: FontWeight
  public var titleLineHeight: Double
  public var titleTop: Double
  /// The selected tab's highlight capsule (clear: none), inset this much in the tab bar.
  public var selection: LookColor
  public var selectionInset: Double
  public var toolbarMargin: Double

  static func read(from reader: inout TokenReader) -> BottomBarLook {
    BottomBarLook(
      tabBarHeight: reader.dimension("look.tabBar.height"), toolbarHeight: reader.dimension("look.toolbar.height"),
      floats: reader.flag("look.tabBar.floats"), sideInset: reader.dimension("look.tabBar.sideInset"),
      bottomInset: reader.dimension("look.tabBar.bottomInset"), iconSide: reader.dimension("look.tabBar.iconSide"),
      iconTop: reader.dimension("look.tabBar.iconTop"), titleSize: reader.dimension("look.tabBar.titleSize"),
      titleWeight: reader.fontWeight("look.tabBar.titleWeight"),
      titleLineHeight: reader.dimension("look.tabBar.titleLineHeight"),
      titleTop: reader.dimension("look.tabBar.titleTop"), selection: reader.color("look.tabBar.selection"),
      selectionInset: reader.dimension("look.tabBar.selectionInset"),
      toolbarMargin: reader.dimension("look.toolbar.margin"))
  }
}
