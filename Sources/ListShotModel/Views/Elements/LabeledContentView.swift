import ListShotCore

/// A `LabeledContent` in a row: its label at the leading edge and its content (a value's text,
/// or any view) at the trailing edge in the secondary colour, as iOS draws it in a list; at the
/// accessibility text sizes the content goes under the label. Its node's children are
/// [label, content].
public struct LabeledContentView: ViewElement {
  public init() {}

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "LabeledContent", role: .view,
    initialisers: [
      "LabeledContent(_:value:)", "LabeledContent(_:value:format:)", "LabeledContent(_:content:)",
      "LabeledContent(content:label:)",
    ], pathKey: "labeledContent", children: .named(["label", "content"]),
    summary:
      "its label at the leading edge, its value or content at the trailing edge in the secondary colour; under the label at the accessibility sizes",
    spec: .view(
      "labeledContent",
      .object(
        "Labelled content: a label and a value (a text) or any view as its content.", required: ["label"],
        [
          "label" <- .oneOf([.string(), .ref("view")]), "value" <- .string("The value's text."),
          "content" <- .ref("view", "The content, in place of a value."),
        ])
    ) { value, _ in
      let map = try value.mapping("labeledContent")
      let label = try map.required("label").textOrView()
      switch (map["value"], map["content"]) {
      case (let text?, nil): return .labeledContent(label: label, content: .text(try text.string()))
      case (nil, let content?): return .labeledContent(label: label, content: try content.view())
      case (nil, nil): throw map.owner.error("missing required key 'value' or 'content'")
      default: throw map.owner.error("labeledContent takes a value or a content, not both")
      }
    },
    example:
      "{ vstack: [{ labeledContent: { label: Version, value: \"2.1\" } }, { labeledContent: { label: Storage, content: { hstack: [{ image: externaldrive }, { text: 12 GB }] } } }] }"
  )
}

extension ViewNode {
  /// `LabeledContent { content } label: { label }`.
  public static func labeledContent(label: ViewNode, content: ViewNode) -> ViewNode {
    ViewNode(LabeledContentView(), [label, content])
  }
}
