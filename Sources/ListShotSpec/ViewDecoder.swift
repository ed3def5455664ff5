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
/// A view is a mapping with exactly one kind key (or a bare word: `spacer`, `divider`); the
/// other keys are its options and its modifiers, applied in the order written, as SwiftUI
/// applies a chain of modifiers. What each key means is the view catalogue's
/// (`ViewCatalogue`): this decoder only dispatches to the catalogue's spec forms.
enum ViewDecoder {
  /// A row's content: its views counted as they are read, custom views expanded, so that a
  /// view used twice by the next, forty times over, stops at the row's limit at once.
  static func decodeContent(_ node: SpecNode) throws -> ViewNode {
    node.context.viewsLeft = Limits.maxViewsPerRow
    defer { node.context.viewsLeft = nil }
    return try decode(node)
  }

  static func decode(_ node: SpecNode) throws -> ViewNode {
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
      let word = try node.choice(among: SpecShapes.bareWords)
      return ViewCatalogue.view(specKey: word)!.spec!.bareWord!
    }
    let map = try node.mapping(SpecShapes.viewObject, what: "a view")
    let given = map.entries.filter { SpecShapes.viewKinds.contains($0.key) }
    guard given.count == 1, let kind = given.first, let form = ViewCatalogue.view(specKey: kind.key)?.spec else {
      throw node.error(
        "a view has exactly one kind key, found \(given.count)",
        expected: "one of: \(SpecShapes.viewKinds.joined(separator: ", "))")
    }
    var options: [(key: String, value: SpecNode)] = []
    var modifiers: [(form: ViewSpecForm, value: SpecNode)] = []
    for (key, value) in map.entries where key != kind.key {
      if form.options.contains(where: { $0.key == key }) {
        options.append((key, value))
      } else if let modifier = ViewCatalogue.modifier(specKey: key)?.spec {
        modifiers.append((modifier, value))
      } else {
        let owners = ViewCatalogue.views.compactMap(\.spec).filter { $0.options.contains { $0.key == key } }.map(\.key)
        throw value.error(
          "\(key) applies to \(Self.list(owners)), not to \(kind.key)",
          hint: key == "alignment" ? "to place a view in a larger box use frame: { alignment: … }" : nil)
      }
    }
    let optionShape = SpecShape.object(form.options)
    let optionMap = SpecViewMapping(
      map: SpecMapping(owner: node, entries: options, shape: optionShape, what: "a view"),
      value: SpecViewValue(node, optionShape))
    var view = try form.readView(SpecViewValue(kind.value, form.shape), options: optionMap)
    for (modifier, value) in modifiers {
      view = try modifier.apply(SpecViewValue(value, modifier.shape), to: view)
    }
    return view
  }

  /// `hstack`, `hstack or vstack`, `hstack, vstack or zstack`.
  private static func list(_ keys: [String]) -> String {
    guard keys.count > 1 else { return keys.first ?? "no view" }
    return keys.dropLast().joined(separator: ", ") + " or " + keys.last!
  }

  /// `{ view: NAME }`: the custom view declared under `views`, expanded here. A view that
  /// uses itself, directly or through others, is an error naming the cycle.
  static func custom(_ node: SpecNode) throws -> ViewNode {
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
