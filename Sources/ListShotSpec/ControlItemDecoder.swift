import ListShotCore
import ListShotModel

/// Decodes the OUDS controls items with the OUDS iOS parameter names (plus OUDS Android's
/// `isIconTinted` and `edgeToEdge`).
///
/// ```yaml
/// - checkboxItem: { label: Accept the terms, isOn: true, description: Required }
/// - checkboxItemIndeterminate: { label: All newsletters, selection: indeterminate }
/// - radioItem: { label: Premium, isOn: true, extraLabel: 9.99 € a month, isOutlined: true }
/// - radioItem:
///     label: Express
///     isError: true
///     errorText: { markdown: "Not available **today**" }
/// - switchItem:
///     label: Wi-Fi
///     isOn: true
///     icon: wifi
///     interaction: pressed
/// ```
///
/// `isOn` (or `selection` for the indeterminate checkbox) defaults to unselected, as OUDS
/// advises; `edgeToEdge` and `isIconTinted` default to true, every other flag to false.
/// `description` and `errorText` are plain strings, or `{markdown: …}` for rich text
/// (`**strong**`, `[link](url)`). `extraLabel` and `isOutlined` are radio item keys.
enum ControlItemDecoder {
  static let kinds = ["checkboxItem", "checkboxItemIndeterminate", "radioItem", "switchItem"]

  /// Keys only a radio item has.
  static var radioKeys: [String] { SpecShapes.radioItem.keys.filter { !SpecShapes.switchItem.keys.contains($0) } }

  static func keys(for kind: String) -> [String] {
    SpecShapes.named(kind)?.keys ?? []
  }

  static func decode(_ node: SpecNode, kind: String) throws -> OUDSControlItem {
    // Keys that belong to another kind are read only to explain the mistake.
    var others: [String] = []
    if kind == "checkboxItem" { others.append("selection") }
    if kind != "radioItem" { others += radioKeys }
    let map = try node.mapping(SpecShapes.named(kind) ?? SpecShape(), what: kind, alsoAllowing: others)
    if kind == "checkboxItem", let selection = map["selection"] {
      throw selection.error(
        "checkboxItem has two states, set with 'isOn'",
        hint: "use checkboxItemIndeterminate for 'selection: indeterminate'")
    }
    if kind != "radioItem", let key = radioKeys.first(where: { map[$0] != nil }) {
      throw map[key]!.error(
        "'\(key)' is a radioItem key: a \(kind) has no \(key == "isOutlined" ? "outlined style" : "extra label")",
        hint: "remove '\(key)' or make the row a radioItem")
    }
    let isOn = try map["isOn"]?.bool() ?? false
    let control: OUDSControlItem.Control
    switch kind {
    case "checkboxItem":
      control = .checkbox(isOn ? .selected : .unselected)
    case "checkboxItemIndeterminate":
      control = .checkboxIndeterminate(
        try map.choice("selection", as: OUDSControlItem.CheckboxIndicatorState.self) ?? .unselected)
    case "radioItem":
      control = .radio(isSelected: isOn)
    default:
      control = .switch(isOn: isOn)
    }
    func flag(_ key: String, default value: Bool = false) throws -> Bool { try map[key]?.bool() ?? value }
    return OUDSControlItem(
      control: control,
      label: try map.required("label").string(),
      extraLabel: try map["extraLabel"]?.string(),
      description: try map["description"].map(RichTextDecoder.decode),
      icon: try map["icon"].map(ImageSourceDecoder.icon),
      isIconTinted: try flag("isIconTinted", default: true),
      flipIcon: try flag("flipIcon"),
      isOutlined: try flag("isOutlined"),
      isReversed: try flag("isReversed"),
      isError: try flag("isError"),
      errorText: try map["errorText"].map(RichTextDecoder.decode),
      isReadOnly: try flag("isReadOnly"),
      isDisabled: try flag("isDisabled"),
      hasDivider: try flag("hasDivider"),
      edgeToEdge: try flag("edgeToEdge", default: true),
      constrainedMaxWidth: try flag("constrainedMaxWidth"),
      interaction: try map.choice("interaction", as: OUDSControlItem.InteractionState.self) ?? .enabled)
  }
}

/// Decodes a text that may be rich: a string is plain text, `{markdown: "…"}` is parsed as
/// `RichText(markdown:)` and its errors point at the string.
enum RichTextDecoder {
  static func decode(_ node: SpecNode) throws -> RichText {
    if case .mapping = node.node {
      let map = try node.mapping(SpecShapes.richText, what: "rich text")
      let source = try map.required("markdown")
      let text = try source.string()
      do {
        return try RichText(markdown: text)
      } catch let error as RichText.MarkdownError {
        throw source.error(
          "bad Markdown in '\(node.path.lastKey ?? "")': \(error)",
          expected: "text with **strong** runs and [links](https://…); \\ before * [ ] ( ) for the character")
      }
    }
    return RichText(try node.string())
  }
}
