import ListShotCore
import ListShotModel

/// Decodes free-form content (`content:` on a row) into a `ViewNode`:
///
/// ```yaml
/// - content:
///     hstack:
///       - image: person.circle.fill
///         foregroundStyle: blue
///       - vstack:
///           - text: Ada Lovelace
///           - text: ada@example.com
///             font: caption
///             foregroundStyle: secondary
///         alignment: leading
/// ```
///
/// A view is a mapping with exactly one kind key (or the bare words `spacer` and `divider`);
/// the other keys are its stack options and its modifiers, applied in the order written, as
/// SwiftUI applies a chain of modifiers.
enum ViewDecoder {
  /// Keys beside a kind that are its options, not modifiers.
  static let optionKeys = ["alignment", "spacing", "cornerRadius"]

  /// - Parameter isBackground: the view is a `background:`, where `cornerRadius` may stand.
  static func decode(_ node: SpecNode) throws -> ViewNode { try decode(node, isBackground: false) }

  /// A row's content: its views counted as they are read, custom views expanded, so that a
  /// view used twice by the next, forty times over, stops at the row's limit at once.
  static func decodeContent(_ node: SpecNode) throws -> ViewNode {
    node.context.viewsLeft = Limits.maxViewsPerRow
    defer { node.context.viewsLeft = nil }
    return try decode(node)
  }

  static func decode(_ node: SpecNode, isBackground: Bool) throws -> ViewNode {
    try node.context.spend(1)
    if let left = node.context.viewsLeft {
      guard left > 0 else {
        throw node.error(
          "the row's content has more than \(Limits.maxViewsPerRow) views (custom views expanded)",
          hint: "a row holds at most \(Limits.maxViewsPerRow) views")
      }
      node.context.viewsLeft = left - 1
    }
    if case .scalar = node.node {
      switch try node.choice(among: ["spacer", "divider"]) {
      case "spacer": return .spacer(minLength: nil)
      default: return .divider
      }
    }
    let map = try node.mapping(SpecShapes.viewObject, what: "a view")
    let given = map.entries.filter { SpecShapes.viewKinds.contains($0.key) }
    guard given.count == 1, let entry = given.first else {
      throw node.error(
        "a view has exactly one kind key, found \(given.count)",
        expected: "one of: \(SpecShapes.viewKinds.joined(separator: ", "))")
    }
    try checkOptions(map, kind: entry.key, isBackground: isBackground)
    var view = try kind(entry.key, entry.value, map: map)
    for (key, value) in map.entries where key != entry.key && !optionKeys.contains(key) {
      view = try ViewModifierDecoder.apply(key, value, to: view)
    }
    return view
  }

  /// `alignment` and `spacing` belong to stacks, `cornerRadius` to a background.
  private static func checkOptions(_ map: SpecMapping, kind: String, isBackground: Bool) throws {
    if let node = map["spacing"], !["hstack", "vstack"].contains(kind) {
      throw node.error("spacing applies to an hstack or a vstack, not to \(kind)")
    }
    if let node = map["alignment"], !["hstack", "vstack", "zstack"].contains(kind) {
      throw node.error(
        "alignment applies to a stack, not to \(kind)",
        hint: "to place a view in a larger box use frame: { alignment: … }")
    }
    if let node = map["cornerRadius"], !isBackground {
      throw node.error(
        "cornerRadius applies to a background view", hint: "write background: { color: …, cornerRadius: … }")
    }
  }

  private static func kind(_ key: String, _ value: SpecNode, map: SpecMapping) throws -> ViewNode {
    switch key {
    case "hstack", "vstack":
      let axis: StackAxis = key == "hstack" ? .horizontal : .vertical
      let children = try value.sequence().map(decode)
      let spacing = try map.double("spacing")
      var alignment = ViewAlignment.center
      if let node = map["alignment"] {
        let name = try map.choice("alignment") ?? "center"
        let allowed =
          axis == .horizontal
          ? ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"] : ["leading", "center", "trailing"]
        guard allowed.contains(name) else {
          throw node.error(
            "'\(name)' is not an alignment of \(key)", expected: "one of: \(allowed.joined(separator: ", "))")
        }
        alignment = ViewAlignment.named[name] ?? .center
      }
      return .stack(StackView(axis: axis, alignment: alignment, spacing: spacing, children))
    case "zstack":
      let alignment = try map.choice("alignment").flatMap { ViewAlignment.named[$0] } ?? .center
      return .zstack(alignment: alignment, try value.sequence().map(decode))
    case "spacer":
      if case .mapping = value.node {
        let spacer = try value.mapping(SpecShapes.viewObject.field("spacer")!.oneOf![1], what: "spacer")
        return .spacer(minLength: try spacer.double("minLength"))
      }
      return .spacer(minLength: try value.double(declared: SpecShapes.viewObject.field("spacer")!.oneOf![0]))
    case "divider": return .divider
    case "text":
      guard case .sequence = value.node else { return .text(TextView(try value.string())) }
      return .text(try value.sequence().map(textSpan))
    case "image": return .image(try image(value))
    case "label": return try label(value)
    case "color": return .color(try ListRowDecoder.tint(value))
    case "toggle":
      let toggle = try value.mapping(SpecShapes.viewObject.field("toggle")!, what: "toggle")
      return .toggle(label: try toggle["label"].map(textOrView), isOn: try toggle.required("isOn").bool())
    default: return try custom(value)
    }
  }

  /// `Text("a")` or `Text("b").bold().italic().foregroundStyle(.secondary)` of a joined text.
  static func textSpan(_ node: SpecNode) throws -> TextSpan {
    guard case .mapping = node.node else { return TextSpan(try node.string()) }
    let map = try node.mapping(SpecShapes.textSpan.oneOf![1], what: "a styled text")
    var weight = try map["fontWeight"].map { try $0.choice(declared: map.declaration(of: "fontWeight")) }.map {
      SpecShapes.fontWeightNames[$0]!
    }
    if try map["bold"]?.bool() == true { weight = .bold }
    return TextSpan(
      try map.required("text").string(), weight: weight, isItalic: try map["italic"]?.bool() ?? false,
      color: try map["foregroundStyle"].map(ListRowDecoder.tint))
  }

  static func image(_ node: SpecNode) throws -> ImageView {
    guard case .mapping = node.node else { return ImageView(try ImageSourceDecoder.icon(node)) }
    let shape = SpecShapes.viewObject.field("image")!.oneOf![1]
    let map = try node.mapping(shape, what: "image")
    let sources = ["systemName", "name", "file"].filter { map[$0] != nil }
    guard sources.count == 1 else {
      throw node.error("an image has exactly one of systemName, name or file, found \(sources.count)")
    }
    let source: Icon =
      if let file = map["file"] {
        .file(path: try ImageSourceDecoder.existingFile(file))
      } else {
        try ImageSourceDecoder.icon(map[sources[0]]!)
      }
    return ImageView(
      source, rendering: try map.choice("renderingMode", as: ImageView.Rendering.self) ?? .automatic,
      scale: try map.choice("scale", as: ImageView.Scale.self) ?? .medium,
      isResizable: try map["resizable"]?.bool() ?? false, isDecorative: try map["decorative"]?.bool() ?? false)
  }

  private static func label(_ node: SpecNode) throws -> ViewNode {
    let map = try node.mapping(SpecShapes.viewObject.field("label")!, what: "label")
    let title = try textOrView(try map.required("title"))
    switch (map["systemImage"], map["icon"]) {
    case (let name?, nil): return .label(title: title, icon: .image(ImageView(try ImageSourceDecoder.icon(name))))
    case (nil, let icon?): return .label(title: title, icon: try decode(icon))
    case (nil, nil): throw node.error("a label needs an icon", expected: "systemImage: NAME, or icon: a view")
    case (_, let icon?): throw icon.error("a label has systemImage or icon, not both")
    }
  }

  /// A string is a `Text`; a mapping, any view.
  static func textOrView(_ node: SpecNode) throws -> ViewNode {
    if case .scalar = node.node { return .text(TextView(try node.string())) }
    return try decode(node)
  }

  /// `{ view: NAME }`: the custom view declared under `views`, expanded here. A view that
  /// uses itself, directly or through others, is an error naming the cycle.
  private static func custom(_ node: SpecNode) throws -> ViewNode {
    let name = try node.string()
    let context = node.context
    guard let body = context.customViews[name] else {
      let known = context.customViews.keys.sorted()
      throw node.error(
        "unknown view '\(Excerpt.of(name))'",
        expected: known.isEmpty
          ? "a view declared under 'views' at the top of the spec" : "one of: \(known.joined(separator: ", "))")
    }
    if let start = context.expandingViews.firstIndex(of: name) {
      let cycle = (context.expandingViews[start...] + [name]).joined(separator: " → ")
      throw node.error("custom views use each other in a cycle: \(cycle)", hint: "a view cannot contain itself")
    }
    context.expandingViews.append(name)
    defer { context.expandingViews.removeLast() }
    return .custom(name: name, body: try decode(body))
  }
}
