import ListShotCore

/// The Orange Design System list item (`ODSListItem` in ods-ios 1.4).
///
/// A title, an optional subtitle of one or two lines, an optional leading icon or image and
/// an optional trailing element. Inside a `NavigationLink` the system adds a chevron; here that
/// is `isNavigationLink`.
public struct ODSListItem: Hashable, Sendable {
  public var title: String
  public var subtitle: String?
  public var subtitleNumberOfLines: SubtitleNumberOfLines
  public var leading: Leading?
  public var trailing: Trailing?
  /// Draws the navigation chevron after the trailing element.
  public var isNavigationLink: Bool
  /// Draws the divider along the bottom edge (ODS draws a full-width `Divider`).
  public var hasDivider: Bool

  public init(
    title: String, subtitle: String? = nil, subtitleNumberOfLines: SubtitleNumberOfLines = .one,
    leading: Leading? = nil, trailing: Trailing? = nil, isNavigationLink: Bool = false,
    hasDivider: Bool = true
  ) {
    self.title = title
    self.subtitle = subtitle
    self.subtitleNumberOfLines = subtitleNumberOfLines
    self.leading = leading
    self.trailing = trailing
    self.isNavigationLink = isNavigationLink
    self.hasDivider = hasDivider
  }

  public enum SubtitleNumberOfLines: Int, Hashable, Sendable, CaseIterable {
    case one = 1, two = 2
  }

  /// The leading element. Images are 44 pt square (88 × 44 when wide) with 8 pt vertical
  /// padding; an icon is drawn at its natural size, in `color` when given, else like the text
  /// (a multicolour SVG file keeps its own paint).
  public enum Leading: Hashable, Sendable {
    case icon(Icon, color: TintColor? = nil)
    case appIcon(ImageSource)
    case circularImage(ImageSource)
    case squareImage(ImageSource)
    case wideImage(ImageSource)
  }

  /// The trailing element.
  public enum Trailing: Hashable, Sendable {
    case text(String)
    case textWithInfoButton(String)
    case checkmark(isSelected: Bool)
    case toggle(isOn: Bool)
  }
}

/// An icon: a name from the built-in set, or an SVG or PNG file.
public enum Icon: Hashable, Sendable {
  case named(String)
  case file(path: String)
}

/// Where an image comes from. A URL is never fetched unless the user asks for it; until then
/// (and whenever loading fails) the ODS placeholder is drawn, as the app would show it while
/// loading.
public enum ImageSource: Hashable, Sendable {
  case placeholder
  case file(path: String)
  case url(String)
}
