import ListShotCore

/// One list screen: the unit that renders to one PNG.
///
/// A screen is pure data. It says *what* is on screen (sections of rows in a list style);
/// the environment it is rendered in (theme, scheme, text size, direction, device) is given
/// separately, so one screen renders to a whole matrix of variants.
public struct Screen: Hashable, Sendable {
  /// A file-name-safe identifier, unique within a spec.
  public var name: String
  public var style: ListStyle
  public var sections: [Section]
  /// Width in points; nil means the width chosen on the command line or the default.
  public var width: Double?
  /// BCP 47 locale such as `ar` or `he-IL`; a right-to-left language implies that direction.
  public var locale: String?
  /// Row ids (`sections[0].rows[2]`) to the audit findings accepted on them, any row kind.
  public var auditSuppressions: [String: AuditSuppression] = [:]

  public init(
    name: String, style: ListStyle = .plain, width: Double? = nil, locale: String? = nil,
    sections: [Section]
  ) {
    self.name = name
    self.style = style
    self.width = width
    self.locale = locale
    self.sections = sections
  }

  /// Every row with its index path, in display order.
  public var indexedRows: [(section: Int, row: Int, value: Row)] {
    sections.enumerated().flatMap { s, section in
      section.rows.enumerated().map { (s, $0.offset, $0.element) }
    }
  }
}

/// The list container styles of SwiftUI `List` and UIKit list layouts.
///
/// Only `plain` is drawn so far; grouped, inset, insetGrouped and sidebar come with the
/// containers work and are rejected by the spec reader until then.
public enum ListStyle: String, Hashable, Sendable, CaseIterable {
  case plain
}

/// A run of rows. (Headers and footers arrive with the container styles.)
public struct Section: Hashable, Sendable {
  public var rows: [Row]

  public init(rows: [Row]) {
    self.rows = rows
  }
}

/// Every kind of row a list can hold.
public enum Row: Hashable, Sendable {
  case odsListItem(ODSListItem)
  /// An OUDS checkbox, radio button or switch item.
  case controlItem(OUDSControlItem)

  /// The spec key and Swift type name of this kind of row.
  public var kindName: String {
    switch self {
    case .odsListItem: return "odsListItem"
    case .controlItem(let item): return item.control.kindName
    }
  }
}
