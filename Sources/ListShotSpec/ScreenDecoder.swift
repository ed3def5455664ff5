import ListShotAssets
import ListShotCore
import ListShotModel

/// Decodes `screens[i]`: name, style, width, locale and sections (or `rows` for one section),
/// and the keys around the list (`ScreenOptionsDecoder`).
enum ScreenDecoder {
  static func decode(_ node: SpecNode) throws -> Screen {
    let map = try node.mapping(SpecShapes.screen, what: "a screen")
    let nameNode = try map.required("name")
    let name = try nameNode.string()
    guard try map.declaration(of: "name").accepts(name) else {
      throw nameNode.error(
        "screen name '\(Excerpt.of(name))' cannot be used as a file name",
        expected: "1 to 100 ASCII letters, digits, '-' or '_'")
    }
    if let problem = PortableName.windowsProblem(name) {
      throw nameNode.error(
        "screen name \(problem), so its goldens could not be checked out there",
        expected: "another name, e.g. '\(name)-screen'")
    }
    let rows = RowCount.of(screen: node.node)
    guard rows.count <= Limits.maxRowsPerScreen else {
      throw node.error(
        "screen '\(name)' has \(rows.stopped ? "more than " : "")\(rows.count) rows; the limit is \(Limits.maxRowsPerScreen) per screen"
      )
    }
    node.context.assets = try AssetCatalogueDecoder.catalogues(map["assetCatalogues"])
    defer { node.context.assets = AssetCatalogues([]) }
    let style = try map.choice("style", as: ListStyle.self) ?? .plain
    let width = try map.double("width")
    let locale = try map["locale"]?.string()

    var sections: [Section] = []
    switch (map["sections"], map["rows"]) {
    case (let list?, nil):
      sections = try list.sequence().map(decodeSection)
    case (nil, let rows?):
      // `rows:` is the one section's rows.
      let rows = rows.standing(for: NodePath.key("sections").index(0).appending("rows"))
      sections = [Section(rows: try rows.sequence().map(RowDecoder.decode))]
    case (.some, .some):
      throw node.error("a screen has either 'sections' or 'rows', not both")
    case (nil, nil):
      throw node.error("missing required key 'sections' (or 'rows') in a screen")
    }
    var screen = Screen(name: name, style: style, width: width, locale: locale, sections: sections)
    try ScreenOptionsDecoder.decode(map, into: &screen)
    screen.auditSuppressions = try RowAuditDecoder.suppressions(sections: map["sections"], rows: map["rows"])
    return screen
  }

  static func decodeSection(_ node: SpecNode) throws -> Section {
    try SectionDecoder.decode(node)
  }
}

/// Decodes one row: a mapping with exactly one kind key, and optionally the row keys of
/// `ListRowDecoder` (accessories, selection, swipe actions, children) and `audit` (see
/// `RowAuditDecoder`) beside it; every kind of row accepts them.
enum RowDecoder {
  /// The kind keys: the alternatives of the row's declaration.
  static var kinds: [String] { (SpecShapes.row.oneOf ?? []).compactMap { $0.required?.first } }
  static func decode(_ node: SpecNode) throws -> Row {
    let map = try node.mapping(SpecShapes.row, what: "a row")
    let given = map.entries.filter { kinds.contains($0.key) }
    guard given.count == 1, let entry = given.first else {
      throw node.error(
        "a row has exactly one kind key, found \(given.count)",
        expected: "one of: \(kinds.joined(separator: ", "))")
    }
    let content: RowContent
    switch entry.key {
    case "odsListItem": content = .odsListItem(try ODSListItemDecoder.decode(entry.value))
    case "oudsListItem": content = .oudsListItem(try OUDSListItemDecoder.decode(entry.value))
    case let kind where ControlItemDecoder.kinds.contains(kind):
      content = .controlItem(try ControlItemDecoder.decode(entry.value, kind: kind))
    case "materialCell": content = .materialCell(try MaterialCellDecoder.decode(entry.value))
    case "listCell": content = .listCell(try ListCellDecoder.decode(entry.value))
    case "content": content = .view(try ViewDecoder.decodeContent(entry.value))
    default: throw entry.value.error("unknown row kind '\(Excerpt.of(entry.key))'")
    }
    return try ListRowDecoder.decode(content, from: map)
  }
}
