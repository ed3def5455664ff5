import ListShotCore

/// Reads `views:`, the custom views of a spec: each a name and a body, decoded where a row
/// uses it (`{ view: NAME }`), so that an error inside one points at the use and the body.
///
/// ```yaml
/// views:
///   - name: StatsSummary
///     body: { hstack: [{ text: "10,994 m" }, { image: water.waves }], spacing: 4 }
/// ```
enum CustomViewsDecoder {
  static func declare(_ node: SpecNode, in context: SpecContext) throws {
    for item in try node.sequence() {
      let map = try item.mapping(SpecShapes.customView, what: "a custom view")
      let nameNode = try map.required("name")
      let name = try nameNode.string()
      guard nameNode.context.customViews[name] == nil else {
        throw nameNode.error("duplicate custom view '\(name)'", hint: "custom view names must be unique in a spec")
      }
      guard !SpecShapes.viewKinds.contains(name) else {
        throw nameNode.error("'\(name)' is the name of a built-in view", hint: "give the custom view another name")
      }
      context.customViews[name] = try map.required("body")
    }
  }
}
