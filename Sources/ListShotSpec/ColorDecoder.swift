import ListShotCore
import ListShotModel

/// Decodes a colour (`SpecShapes.color`) wherever a spec colours something:
///
/// ```yaml
/// color: blue                                   # a name: primary, secondary, accent, blue, gray3 …
/// color: "#FF9500"                              # #RRGGBB or #RRGGBBAA
/// color: { token: color.content.brandPrimary } # a colour token of the theme
/// color: { red: 0.2, green: 0.4, blue: 1 }      # Color(red:green:blue:opacity:), 0...1
/// color: { color: blue, opacity: 0.2 }          # Color.blue.opacity(0.2)
/// color: { asset: Brand }                       # Color("Brand") of the screen's assetCatalogues
/// ```
enum ColorDecoder {
  static func decode(_ node: SpecNode) throws -> TintColor {
    guard case .mapping = node.node else { return try named(node) }
    let map = try node.mapping(SpecShapes.colorMapping, what: "a colour")
    let kinds = ["token", "red", "color", "asset"].filter { map[$0] != nil }
    guard kinds.count == 1 else {
      throw node.error(
        kinds.isEmpty
          ? "a colour mapping needs 'token', 'red'/'green'/'blue', 'color' or 'asset'"
          : "a colour mapping has one of 'token', 'red'/'green'/'blue', 'color' or 'asset', found "
            + kinds.map { "'\($0)'" }.joined(separator: " and "),
        expected: "{token: path}, {red: r, green: g, blue: b}, {color: c, opacity: o} or {asset: Name}")
    }
    var color: TintColor
    if let token = map["token"] {
      let path = try token.string()
      guard try map.declaration(of: "token").accepts(path) else {
        throw token.error("'token' is empty", expected: "the path of a colour token of the theme")
      }
      color = .token(path)
      for key in ["green", "blue"] where map[key] != nil {
        throw node.error("'\(key)' belongs to an RGB colour, not a token")
      }
    } else if let asset = map["asset"] {
      color = try AssetCatalogueDecoder.color(asset)
    } else if map["red"] != nil {
      color = .rgb(
        red: try map.double("red") ?? 0,
        green: try map.required("green").double(declared: map.declaration(of: "green")),
        blue: try map.required("blue").double(declared: map.declaration(of: "blue")))
    } else {
      color = try decode(try map.required("color"))
      guard map["opacity"] != nil else {
        throw node.error("missing required key 'opacity' beside 'color'", expected: "a number from 0 to 1")
      }
    }
    if let opacity = try map.double("opacity") { color = color.opacity(opacity) }
    return color
  }

  /// A colour name or `#RRGGBB` / `#RRGGBBAA`.
  private static func named(_ node: SpecNode) throws -> TintColor {
    let text = try node.string()
    if text.hasPrefix("#") {
      guard let color = TintColor.hex(text), text.count == 7 || text.count == 9 else {
        throw node.error("'\(Excerpt.of(text))' is not a colour", expected: "#RRGGBB or #RRGGBBAA")
      }
      return color
    }
    return TintColor.named(try node.choice(among: TintColor.names)) ?? .accent
  }
}
