import ListShotCore
import ListShotModel

/// Decodes `materialCell:` with the MDCSelfSizingStereoCell names.
///
/// ```yaml
/// - materialCell:
///     title: Brunch this weekend?
///     detail: I'll be in your neighborhood doing errands this weekend.
///     detailNumberOfLines: 2
///     leadingImage: { image: placeholder, size: 40 }
///     trailingImage: { icon: star }
///     imageVerticalPosition: center
///     typography: themed
///     highlighted: true
///     elevation: 2
///     ripple: { x: 60, y: 20, progress: 0.5 }   # a touch in progress
///     rippleColor: "#6200EE29"                  # MDCBaseCell.rippleColor
/// ```
///
/// `- materialCell: {}` (or with only `elevation`, `highlighted`, `ripple`) is an empty
/// MDCBaseCell.
enum MaterialCellDecoder {
  static func decode(_ node: SpecNode) throws -> MaterialListCell {
    let map = try node.mapping(SpecShapes.materialCell, what: "materialCell")
    let position = try map.choice("imageVerticalPosition", as: MaterialListCell.ImageVerticalPosition.self)
    let typography = try map.choice("typography", as: MaterialListCell.Typography.self)
    return MaterialListCell(
      title: try map["title"]?.string(),
      detail: try map["detail"]?.string(),
      titleNumberOfLines: try map.int("titleNumberOfLines") ?? 0,
      detailNumberOfLines: try map.int("detailNumberOfLines") ?? 0,
      leadingImage: try map["leadingImage"].map(decodeImage),
      trailingImage: try map["trailingImage"].map(decodeImage),
      imageVerticalPosition: position ?? .top,
      typography: typography ?? .default,
      isHighlighted: try map["highlighted"]?.bool() ?? false,
      elevation: try map.double("elevation") ?? 0,
      ripple: try map["ripple"].map(ripple),
      rippleColor: try map["rippleColor"].map(ListRowDecoder.tint))
  }

  /// `{icon: star}`, `{icon: star, size: 40}`, `{image: placeholder}` or
  /// `{image: photo.png, width: 112, height: 56}`: the content and its natural size in points;
  /// an icon may name its colour: `{icon: star, color: "#FFCC00"}`.
  static func decodeImage(_ node: SpecNode) throws -> MaterialListCell.Image {
    let what = node.path.lastKey ?? ""
    let map = try node.mapping(SpecShapes.materialCellImage, what: what)
    let content: MaterialListCell.Image.Content
    switch (map["icon"], map["image"]) {
    case (let icon?, nil): content = .icon(try ImageSourceDecoder.icon(icon))
    case (nil, let image?): content = .picture(try ImageSourceDecoder.image(image))
    case (.some, .some):
      throw node.error("\(what) has both 'icon' and 'image'", hint: "keep one of them")
    case (nil, nil):
      throw node.error(
        "\(what) has no 'icon' or 'image'",
        expected: "{icon: NAME} or {image: placeholder | FILE | URL}, optionally with 'size' or 'width' and 'height'")
    }
    let color = try map["color"].map(ImageSourceDecoder.iconColor)
    let fallback: Double
    if case .icon = content { fallback = 24 } else { fallback = 56 }
    switch (map["size"], map["width"], map["height"]) {
    case (let size?, nil, nil):
      let side = try size.double(declared: map.declaration(of: "size"))
      return MaterialListCell.Image(content, size: Size(width: side, height: side), color: color)
    case (nil, let width?, let height?):
      let size = Size(
        width: try width.double(declared: map.declaration(of: "width")),
        height: try height.double(declared: map.declaration(of: "height")))
      return MaterialListCell.Image(content, size: size, color: color)
    case (nil, nil, nil):
      return MaterialListCell.Image(content, size: Size(width: fallback, height: fallback), color: color)
    case (.some, _, _):
      throw node.error(
        "\(what) has 'size' and 'width' or 'height'", hint: "give 'size' for a square, or 'width' and 'height'")
    default:
      throw node.error("\(what) needs both 'width' and 'height'", hint: "or give 'size' for a square")
    }
  }

  /// `{x: 60, y: 20, progress: 0.5}`: the touch point in points from the cell's top-leading
  /// corner, and how far the touch-down animation is (default 0.5).
  static func ripple(_ node: SpecNode) throws -> MaterialListCell.Ripple {
    let map = try node.mapping(SpecShapes.materialCell.field("ripple")!, what: "ripple")
    return MaterialListCell.Ripple(
      touchPoint: Point(
        x: try map.required("x").double(declared: map.declaration(of: "x")),
        y: try map.required("y").double(declared: map.declaration(of: "y"))),
      progress: try map.double("progress") ?? 0.5)
  }
}
