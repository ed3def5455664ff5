import ListShotCore
import ListShotModel

/// Decodes the modifier keys of a view (`padding`, `frame`, `font`, `foregroundStyle` …),
/// each into the `ViewModifier` SwiftUI's modifier of that name is.
enum ViewModifierDecoder {
  static func apply(_ key: String, _ node: SpecNode, to view: ViewNode) throws -> ViewNode {
    guard let modifier = try modifier(key, node) else { return view }
    return .modified(view, modifier)
  }

  private static func declared(_ key: String) -> SpecShape { SpecShapes.viewObject.field(key)!.resolved }

  private static func modifier(_ key: String, _ node: SpecNode) throws -> ViewModifier? {
    switch key {
    case "padding": return .padding(try padding(node))
    case "frame": return .frame(try frame(node))
    case "font": return .font(try font(node))
    case "fontWeight": return .fontWeight(try weight(node))
    case "bold": return try node.bool() ? .fontWeight(.bold) : nil
    case "italic": return try node.bool() ? .italic : nil
    case "foregroundStyle", "foregroundColor": return .foreground(try ListRowDecoder.tint(node))
    case "tint": return .tint(try ListRowDecoder.tint(node))
    case "lineLimit": return .lineLimit(try node.int(declared: declared(key)))
    case "multilineTextAlignment":
      return .multilineTextAlignment(try node.choice(declared: declared(key), as: ViewAlignment.Horizontal.self))
    case "background":
      if case .mapping = node.node {
        let radius = try node.mapping(SpecShapes.viewObject, what: "a view")
          .double("cornerRadius")
        return .background(try ViewDecoder.decode(node, isBackground: true), cornerRadius: radius ?? 0)
      }
      return .background(.color(try ListRowDecoder.tint(node)), cornerRadius: 0)
    case "overlay": return .overlay(try ViewDecoder.decode(node), alignment: .center)
    case "layoutPriority": return .layoutPriority(try node.double(declared: declared(key)))
    case "opacity": return .opacity(try node.double(declared: declared(key)))
    case "imageScale": return .imageScale(try node.choice(declared: declared(key), as: ImageView.Scale.self))
    case "symbolRenderingMode":
      return .symbolRenderingMode(try node.choice(declared: declared(key), as: ImageView.Rendering.self))
    case "disabled": return try node.bool() ? .disabled : nil
    default: throw node.error("internal error: '\(key)' is declared but not decoded")
    }
  }

  private static func padding(_ node: SpecNode) throws -> EdgeInsets {
    let shape = declared("padding").oneOf!
    guard case .mapping = node.node else { return EdgeInsets(all: try node.double(declared: shape[0])) }
    let map = try node.mapping(shape[1], what: "padding")
    let horizontal = try map.double("horizontal"), vertical = try map.double("vertical")
    return EdgeInsets(
      top: try map.double("top") ?? vertical ?? 0, leading: try map.double("leading") ?? horizontal ?? 0,
      bottom: try map.double("bottom") ?? vertical ?? 0, trailing: try map.double("trailing") ?? horizontal ?? 0)
  }

  private static func frame(_ node: SpecNode) throws -> FrameSpec {
    let map = try node.mapping(declared("frame"), what: "frame")
    func bound(_ key: String) throws -> Double? {
      guard let value = map[key] else { return nil }
      if case .scalar = value.node, (try? value.string()) == "infinity" { return .infinity }
      return try value.double(declared: map.declaration(of: key).oneOf![0])
    }
    var frame = FrameSpec(
      width: try map.double("width"), height: try map.double("height"), minWidth: try map.double("minWidth"),
      idealWidth: try map.double("idealWidth"), maxWidth: try bound("maxWidth"), minHeight: try map.double("minHeight"),
      idealHeight: try map.double("idealHeight"), maxHeight: try bound("maxHeight"))
    if let name = try map.choice("alignment") { frame.alignment = ViewAlignment.named[name] ?? .center }
    return frame
  }

  private static func font(_ node: SpecNode) throws -> FontSpec {
    let shape = declared("font").oneOf!
    guard case .mapping = node.node else {
      return .style(SpecShapes.fontStyleNames[try node.choice(declared: shape[0])]!)
    }
    let map = try node.mapping(shape[1], what: "font")
    let weight = try map["weight"].map(self.weight)
    switch (try map.choice("style"), try map.double("size")) {
    case (let style?, nil): return .style(SpecShapes.fontStyleNames[style]!, weight: weight)
    case (nil, let size?): return .system(size: size, weight: weight)
    default:
      throw node.error("a font has a style or a size", expected: "{ style: caption } or { size: 15, weight: bold }")
    }
  }

  private static func weight(_ node: SpecNode) throws -> FontWeight {
    SpecShapes.fontWeightNames[try node.choice(declared: declared("fontWeight"))]!
  }
}
