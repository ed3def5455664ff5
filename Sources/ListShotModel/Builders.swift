/// The Swift front door: build screens with the same names the iOS APIs use.
///
/// ```swift
/// let screen = Screen("settings") {
///   Section {
///     ODSListItem(title: "Profile", leading: .icon(.named("person")), isNavigationLink: true)
///     ODSListItem(title: "Plan", trailing: .textWithInfoButton("Premium"))
///   }
/// }
/// ```
/// builds exactly the model the YAML spec with the same content builds.
public protocol RowConvertible {
  var asRow: Row { get }
}

extension Row: RowConvertible {
  public var asRow: Row { self }
}

extension ODSListItem: RowConvertible {
  public var asRow: Row { Row(.odsListItem(self)) }
}

extension OUDSControlItem: RowConvertible {
  public var asRow: Row { Row(.controlItem(self)) }
}

extension MaterialListCell: RowConvertible {
  public var asRow: Row { Row(.materialCell(self)) }
}

@resultBuilder
public enum RowsBuilder {
  public static func buildExpression(_ row: RowConvertible) -> [Row] { [row.asRow] }
  public static func buildExpression(_ rows: [Row]) -> [Row] { rows }
  public static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Row]?) -> [Row] { part ?? [] }
  public static func buildEither(first part: [Row]) -> [Row] { part }
  public static func buildEither(second part: [Row]) -> [Row] { part }
  public static func buildArray(_ parts: [[Row]]) -> [Row] { parts.flatMap { $0 } }
}

@resultBuilder
public enum SectionsBuilder {
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  public static func buildEither(first part: [Section]) -> [Section] { part }
  public static func buildEither(second part: [Section]) -> [Section] { part }
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
}

extension Section {
  public init(@RowsBuilder rows: () -> [Row]) {
    self.init(rows: rows())
  }
}

extension Screen {
  /// A screen of several sections.
  public init(
    _ name: String, style: ListStyle = .plain, width: Double? = nil, locale: String? = nil,
    @SectionsBuilder sections: () -> [Section]
  ) {
    self.init(name: name, style: style, width: width, locale: locale, sections: sections())
  }

  /// A screen of one section without header or footer.
  public init(
    _ name: String, style: ListStyle = .plain, width: Double? = nil, locale: String? = nil,
    @RowsBuilder rows: () -> [Row]
  ) {
    self.init(
      name: name, style: style, width: width, locale: locale, sections: [Section(rows: rows())])
  }
}

extension ODSListItem {
  /// `ODSListItem(title:subtitle:trailingText:)`, the ods-ios convenience for a text trailing.
  public init(
    title: String, subtitle: String? = nil, subtitleNumberOfLines: SubtitleNumberOfLines = .one,
    leading: Leading? = nil, trailingText: String, hasInfoButton: Bool = false,
    isNavigationLink: Bool = false, hasDivider: Bool = true
  ) {
    self.init(
      title: title, subtitle: subtitle, subtitleNumberOfLines: subtitleNumberOfLines,
      leading: leading,
      trailing: hasInfoButton ? .textWithInfoButton(trailingText) : .text(trailingText),
      isNavigationLink: isNavigationLink, hasDivider: hasDivider)
  }

  /// `ODSListItem(title:subtitle:trailingCheckmarkIsSelected:)`.
  public init(
    title: String, subtitle: String? = nil, subtitleNumberOfLines: SubtitleNumberOfLines = .one,
    leading: Leading? = nil, trailingCheckmarkIsSelected: Bool, hasDivider: Bool = true
  ) {
    self.init(
      title: title, subtitle: subtitle, subtitleNumberOfLines: subtitleNumberOfLines,
      leading: leading, trailing: .checkmark(isSelected: trailingCheckmarkIsSelected),
      hasDivider: hasDivider)
  }

  /// `ODSListItem(title:subtitle:trailingToggleIsOn:)`.
  public init(
    title: String, subtitle: String? = nil, subtitleNumberOfLines: SubtitleNumberOfLines = .one,
    leading: Leading? = nil, trailingToggleIsOn: Bool, hasDivider: Bool = true
  ) {
    self.init(
      title: title, subtitle: subtitle, subtitleNumberOfLines: subtitleNumberOfLines,
      leading: leading, trailing: .toggle(isOn: trailingToggleIsOn), hasDivider: hasDivider)
  }
}
