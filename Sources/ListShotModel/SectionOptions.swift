import ListShotCore

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

  /// The header as drawn: cased by `textCase`, else as the look cases a standard header of
  /// its list style (`styleCase`: upper case in iOS 18's grouped styles, as written in iOS 26);
  /// an increased-prominence header is as written.
  public func displayedHeader(styleCase: TextCase) -> String? {
    guard let header else { return nil }
    return headerTextCase(styleCase: styleCase).apply(to: header)
  }

  /// The case the header is drawn in: the section's, else the look's for a standard header of
  /// its list style (`styleCase`).
  public func headerTextCase(styleCase: TextCase) -> TextCase {
    textCase ?? (headerProminence == .standard ? styleCase : .none)
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
