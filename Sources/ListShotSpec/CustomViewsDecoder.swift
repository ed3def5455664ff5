import ListShotCore
import ListShotModel

/// Reads `views:`, the custom views of a spec: each a name and a body, decoded where a row
/// uses it (`{ view: NAME }`), so that an error inside one points at the use and the body.
///
/// ```yaml
/// views:
///   - name: StatsSummary
///     body: { hstack: [{ text: "10,994 m" }, { image: water.waves }], spacing: 4 }
/// ```
///
/// Every body is also decoded and validated once where it is declared, used or not, as a
/// row's content is (its views counted, custom views expanded): a typo in a view no row uses
/// yet is an error today, not on the day a row first uses it.
enum CustomViewsDecoder {
  static func declare(_ node: SpecNode, in context: SpecContext) throws {
    var declared: [(name: String, body: SpecNode)] = []
    for item in try node.sequence() {
      let map = try item.mapping(SpecShapes.customView, what: "a custom view")
      let nameNode = try map.required("name")
      let name = try nameNode.string()
      guard nameNode.context.customViews[name] == nil else {
        throw nameNode.error(
          "duplicate custom view '\(Excerpt.of(name))'", hint: "custom view names must be unique in a spec")
      }
      guard !SpecShapes.viewKinds.contains(name) else {
        throw nameNode.error("'\(name)' is the name of a built-in view", hint: "give the custom view another name")
      }
      let body = try map.required("body")
      context.customViews[name] = body
      declared.append((name, body))
    }
    // Once all are declared: a body may use a view declared after it.
    for (name, body) in declared { try check(name, body, in: context) }
  }

  /// Decodes `body` as a row's content would be, the view itself being expanded (so a body
  /// that uses its own view is the cycle it is), and validates the view it makes, each problem
  /// at its place in the body.
  private static func check(_ name: String, _ body: SpecNode, in context: SpecContext) throws {
    let sources = SourceMap()
    context.expandingViews = [name]
    defer { context.expandingViews = [] }
    let view = try ViewDecoder.decodeContent(body.anchored(in: sources))
    if let issue = view.validate().first(where: { $0.severity == .error }) {
      throw (sources.node(nearest: issue.path) ?? body).error(issue.message)
    }
  }
}
