import ListShotCore

/// How a section header's text is cased (SwiftUI `.textCase`).
///
/// iOS 17 upper-cases the headers of grouped, inset-grouped and sidebar lists and leaves
/// plain and inset headers as written (as in the ods-ios reference renders);
/// `textCase: none` keeps the text as written in every style.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
  case uppercase, lowercase, none

  /// `text` in this case.
  public func apply(to text: String) -> String {
    switch self {
    case .uppercase: return text.uppercased()
    case .lowercase: return text.lowercased()
    case .none: return text
    }
  }
}

/// `headerProminence(_:)`: `increased` draws the header larger, in the label colour.
public enum HeaderProminence: String, Hashable, Sendable, CaseIterable {
  case standard, increased
}

extension Section {
  /// `Section(header:footer:)`, the SwiftUI spelling, with the section options.
  public init(
    header: String? = nil, footer: String? = nil, footerStyle: IOSTextStyle? = nil, textCase: TextCase? = nil,
    headerProminence: HeaderProminence = .standard, isExpanded: Bool? = nil, rows: [Row]
  ) {
    self.init(rows: rows)
    self.header = header
    self.footer = footer
    self.footerStyle = footerStyle
    self.textCase = textCase
    self.headerProminence = headerProminence
    self.isExpanded = isExpanded
  }

  /// The header as drawn in `style`: cased by `textCase`, else as the style does.
  public func displayedHeader(in style: ListStyle) -> String? {
    guard let header else { return nil }
    return headerTextCase(in: style).apply(to: header)
  }

  /// The case the header is drawn in: the section's, else the style's for a standard header.
  public func headerTextCase(in style: ListStyle) -> TextCase {
    textCase ?? (headerProminence == .standard ? Self.defaultTextCase(style) : .none)
  }

  /// The case a style gives standard headers when the section does not say.
  public static func defaultTextCase(_ style: ListStyle) -> TextCase {
    switch style {
    case .plain, .inset: return .none
    case .grouped, .insetGrouped, .sidebar: return .uppercase
    }
  }

  /// The rows drawn: none when the section is collapsed.
  public var visibleRows: [Row] { isExpanded == false ? [] : rows }
}

extension Section {
  /// `Section(header:footer:) { rows }`.
  public init(
    header: String? = nil, footer: String? = nil, footerStyle: IOSTextStyle? = nil, textCase: TextCase? = nil,
    headerProminence: HeaderProminence = .standard, isExpanded: Bool? = nil,
    @RowsBuilder rows: () -> [Row]
  ) {
    self.init(
      header: header, footer: footer, footerStyle: footerStyle, textCase: textCase,
      headerProminence: headerProminence, isExpanded: isExpanded, rows: rows())
  }
}
