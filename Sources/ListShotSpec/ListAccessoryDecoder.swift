import ListShotCore
import ListShotModel

/// Decodes one entry of a row's `accessories:` list: a bare name, or a one-key mapping for
/// the accessories that carry a value.
///
/// ```yaml
/// accessories:
///   - disclosureIndicator
///   - { label: Details }
///   - { toggle: true }
///   - { badge: "12" }
///   - { image: star }                       # or { image: star, color: "#FFCC00" }
///   - { progress: 0.4 }
///   - { custom: icons/pin.svg, placement: leading }   # own paint; with `color`, a template
/// ```
enum ListAccessoryDecoder {
  /// The accessories without a value, as declared.
  static var names: [String] { SpecShapes.accessory.choiceShape?.stringChoices ?? [] }
  /// Keys beside the value: where a custom accessory sits, an image's or custom file's colour.
  static let modifiers = ["placement", "color"]
  /// The accessories that carry a value: the other keys of the declaration's mapping form.
  static var valued: [String] { SpecShapes.accessory.mappingShape!.keys.filter { !modifiers.contains($0) } }

  static func decode(_ node: SpecNode) throws -> ListAccessory {
    guard case .mapping = node.node else { return try plain(node) }
    let map = try node.mapping(SpecShapes.accessory, what: "an accessory")
    let given = map.keys.filter(valued.contains)
    guard given.count == 1, let key = given.first, let value = map[key] else {
      throw node.error(
        "an accessory mapping has exactly one of: \(valued.joined(separator: ", "))",
        hint: "write accessories without a value as a bare name, e.g. - disclosureIndicator")
    }
    if key != "custom", let placement = map["placement"] {
      throw placement.error("'placement' applies to custom accessories only")
    }
    if key != "custom", key != "image", let color = map["color"] {
      throw color.error("'color' applies to image and custom accessories only")
    }
    let color = try map["color"].map(ImageSourceDecoder.iconColor)
    switch key {
    case "label": return .label(try value.string())
    case "toggle": return .toggle(isOn: try value.bool())
    case "badge": return .badge(try value.string())
    case "image": return .image(try ImageSourceDecoder.icon(value), color: color)
    case "progress": return .progress(try value.double(declared: map.declaration(of: key)))
    default:
      let placement = try map.choice("placement", as: ListAccessory.Placement.self)
      return .custom(path: try ImageSourceDecoder.existingFile(value), placement: placement ?? .trailing, color: color)
    }
  }

  private static func plain(_ node: SpecNode) throws -> ListAccessory {
    let name = try node.string()
    if let accessory = ListAccessory.plainCases.first(where: { $0.name == name }) { return accessory }
    let suggestion = closestMatch(to: name, in: names + valued).map { "did you mean '\($0)'?" }
    if valued.contains(name) {
      throw node.error("accessory '\(name)' needs a value", expected: "a mapping such as { \(name): … }")
    }
    throw node.error(
      "unknown accessory '\(Excerpt.of(name))'",
      expected: "one of: \(names.joined(separator: ", ")), or a mapping with one of: \(valued.joined(separator: ", "))",
      hint: suggestion)
  }
}
