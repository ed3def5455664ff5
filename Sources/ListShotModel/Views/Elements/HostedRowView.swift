import ListShotCore

/// A design system's row inside free-form content (`VStack { Text(…); ODSListItem(…) }`): the
/// row keeps its own layout (ODS, OUDS, Material or the UIKit cell), laid out at the width
/// it is offered.
public struct HostedRowView: ViewElement {
  public var content: RowContent

  public init(_ content: RowContent) { self.content = content }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    content.validate().map { ValidationIssue($0.severity, path: NodePath.key("row").appending($0.path), $0.message) }
  }

  public static let entry = ViewEntry(
    "a row inside a view", role: .view,
    initialisers: ["VStack { ODSListItem(…) }", "HStack { OUDSSwitchItem(…) }"], pathKey: "row",
    status: .composed(of: "the row's own layout (ODS, OUDS, Material, the UIKit cell)"),
    summary:
      "a design system's row inside a stack or another view, laid out by its own layout at the width it is offered",
    spec: .view("row", .ref("row", "A row's content: odsListItem, oudsListItem, checkboxItem … (no row options).")) {
      value, _ in ViewNode(HostedRowView(try value.rowContent()))
    },
    example:
      "{ vstack: [{ text: Your plan, font: headline }, { row: { odsListItem: { title: Plan, subtitle: Premium 5G } } }], alignment: leading }"
  )
}
