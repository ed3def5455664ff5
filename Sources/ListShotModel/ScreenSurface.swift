import ListShotCore

extension Screen {
  /// The surface the screen is drawn on: its own `surface`, else the theme's surfaces when
  /// every row is an OUDS component (as OUDS apps and the OUDS reference renders draw them)
  /// and the iOS system colours otherwise (SwiftUI lists with ODS items, UIKit and Material
  /// cells, as the ods-ios screenshots show). An empty screen takes the system colours.
  public var resolvedSurface: Surface {
    if let surface { return surface }
    let rows = sections.flatMap(\.rows)
    return !rows.isEmpty && rows.allSatisfy(\.isOUDSComponent) ? .theme : .system
  }
}

extension Row {
  /// Whether the row, and every outline child under it, is an OUDS component.
  var isOUDSComponent: Bool { content.isOUDSComponent && children.allSatisfy(\.isOUDSComponent) }
}

extension RowContent {
  var isOUDSComponent: Bool {
    switch self {
    case .controlItem, .oudsListItem: return true
    case .odsListItem, .materialCell, .listCell, .view: return false
    }
  }
}
