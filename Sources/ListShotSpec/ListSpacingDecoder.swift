import ListShotCore
import ListShotModel

/// Decodes `.listSectionSpacing` and `.listRowSpacing`:
///
/// ```yaml
/// listSectionSpacing: 8        # on a screen or a section; or default
/// listRowSpacing: 10           # on a screen (insetGrouped): each row its own card
/// ```
enum ListSpacingDecoder {
  static func decodeScreen(_ map: SpecMapping, into screen: inout Screen) throws {
    screen.sectionSpacing = try map["listSectionSpacing"].map(sectionSpacing)
    screen.rowSpacing = try map.double("listRowSpacing")
  }

  static func decodeSection(_ map: SpecMapping, into section: inout Section) throws {
    section.spacing = try map["listSectionSpacing"].map(sectionSpacing)
  }

  /// A number of points, or `default`; `compact` is refused with the reason.
  static func sectionSpacing(_ node: SpecNode) throws -> ListSectionSpacing {
    let shapes = SpecShapes.listSectionSpacing.oneOf!
    if case .scalar(let scalar) = node.node, scalar.tagName == .int || scalar.tagName == .float {
      return .custom(try node.double(declared: shapes[0]))
    }
    if case .scalar(let scalar) = node.node, scalar.string == "compact" {
      throw node.error(
        "listSectionSpacing: compact cannot be drawn yet: no reference measures iOS's compact spacing",
        expected: "a number of points, or default")
    }
    _ = try node.choice(declared: shapes[1])
    return .default
  }
}
