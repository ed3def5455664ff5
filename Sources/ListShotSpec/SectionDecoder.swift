import ListShotCore
import ListShotModel

/// Decodes `sections[i]`: rows, header, footer and the header options.
///
/// ```yaml
/// - header: Recipes
///   footer: All the recipes are made with selected ingredients.
///   footerStyle: caption2     # an iOS text style; default: footnote
///   textCase: none            # uppercase, lowercase or none; default: as the style does
///   headerProminence: increased
///   isExpanded: true          # collapsible (the sidebar draws the indicator)
///   listSectionSeparator: hidden   # or { visibility: hidden, edges: top }
///   rows: [...]
/// ```
enum SectionDecoder {
  static func decode(_ node: SpecNode) throws -> Section {
    let map = try node.mapping(SpecShapes.section, what: "a section")
    var section = Section(rows: try map.required("rows").sequence().map(RowDecoder.decode))
    // A header or footer is a text, or any view (`header: { hstack: … }`).
    if let header = map["header"] {
      if case .mapping = header.node {
        section.headerView = try ViewDecoder.decodeContent(header)
      } else {
        section.header = try header.string()
      }
    }
    if let footer = map["footer"] {
      if case .mapping = footer.node {
        section.footerView = try ViewDecoder.decodeContent(footer)
      } else {
        section.footer = try footer.string()
      }
    }
    section.footerStyle = try map.choice("footerStyle", as: IOSTextStyle.self)
    section.textCase = try map.choice("textCase", as: TextCase.self)
    section.headerProminence = try map.choice("headerProminence", as: HeaderProminence.self) ?? .standard
    section.isExpanded = try map["isExpanded"]?.bool()
    try ListModifierDecoder.decodeSection(map, into: &section)
    return section
  }
}
