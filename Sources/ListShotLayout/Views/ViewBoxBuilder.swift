import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// Turns a `ViewNode` tree into `ViewBox`es: modifiers that set the environment become the
/// style of the texts and symbols inside; symbol names are looked up (an unknown one is an
/// error at its path); stacks get SwiftUI's default spacing where none is given.
struct ViewBoxBuilder {
  let env: LayoutEnvironment

  /// SwiftUI's default spacing between two views in a stack, and a spacer's default minimum
  /// length.
  static let defaultSpacing = 8.0

  func build(_ node: ViewNode, id: NodePath, style: ViewStyle = ViewStyle(), axis: StackAxis? = nil) throws -> ViewBox {
    switch node {
    case .stack(let stack):
      let children = try node.childPaths(at: id).map { try build($0, id: $1, style: style, axis: stack.axis) }
      let spacings = zip(children, children.dropFirst()).map { a, b in
        stack.spacing ?? (stack.axis == .vertical && a.isText && b.isText ? 0 : Self.defaultSpacing)
      }
      return ViewBox(
        .stack(axis: stack.axis, alignment: stack.alignment, spacings: spacings), id: id.appending(node.kindName),
        children: children)
    case .zstack(let alignment, _):
      let children = try node.childPaths(at: id).map { try build($0, id: $1, style: style) }
      return ViewBox(.zstack(alignment), id: id.appending("zstack"), children: children)
    case .spacer(let minLength):
      return ViewBox(.spacer(minLength: minLength ?? Self.defaultSpacing), id: id.appending("spacer"))
    case .divider:
      let color = style.color(nil, fallback: env.theme.system.$separator, env: env, at: id)
      return ViewBox(.divider(thickness: env.hairline, color: color), id: id.appending("divider"))
    case .text(let text):
      let attributes = style.textAttributes(text, env: env)
      let color = style.color(text.color, fallback: env.theme.system.$label, env: env, at: id)
      // A joined text's spans keep their own weight, slant and colour (disabled and the
      // opacities above apply to them as to the text).
      let runs = text.spans.map { spans in
        spans.map { span in
          TextRun(
            span.text, weight: span.weight, isItalic: span.isItalic && !attributes.font.isItalic,
            color: span.color.map { style.color($0, fallback: env.theme.system.$label, env: env, at: id).color })
        }
      }
      return ViewBox(
        .text(
          ViewText(
            string: text.text, runs: runs, attributes: attributes, color: color, lineLimit: style.lineLimit ?? 0,
            alignment: style.textAlignment)), id: id.appending("text"))
    case .image(let image):
      return try self.image(image, id: id.appending("image"), style: style, fallback: env.theme.system.$label)
    case .label(let title, let icon):
      // In a list, a label's icon takes the tint and sits in a list cell's image box.
      var iconStyle = style
      if iconStyle.foreground == nil { iconStyle.foreground = style.tint ?? .accent }
      let parts = node.childPaths(at: id)
      let iconBox = try build(parts[0].0, id: parts[0].1, style: iconStyle)
      let titleBox = try build(parts[1].0, id: parts[1].1, style: style)
      let box = max(env.look.row.cellImageBox, iconBox.size(.ideal, env: env).width)
      return ViewBox(
        .label(iconBox: box, gap: env.look.row.cellImageGap), id: id.appending("label"), children: [iconBox, titleBox])
    case .color(let color):
      return ViewBox(
        .color(style.color(color, fallback: env.theme.system.$label, env: env, at: id)), id: id.appending("color"))
    case .toggle(_, let isOn):
      let children = try node.childPaths(at: id).map { try build($0, id: $1, style: style) }
      return ViewBox(
        .toggle(isOn: isOn, tint: style.tint == nil ? nil : style.tintColor(env: env, at: id)),
        id: id.appending("toggle"),
        children: children)
    case .modified(let view, let modifier):
      return try modified(view, modifier, id: id, style: style, axis: axis)
    case .custom(_, let body):
      return try build(body, id: id, style: style, axis: axis)
    }
  }

  private func modified(
    _ view: ViewNode, _ modifier: ViewModifier, id: NodePath, style: ViewStyle, axis: StackAxis?
  ) throws -> ViewBox {
    let inner = style.applying(modifier)
    let content = try build(view, id: id, style: inner, axis: axis)
    switch modifier {
    case .padding(let insets):
      return ViewBox(.padding(insets), id: id.appending("padding"), children: [content])
    case .frame(let frame):
      return ViewBox(.frame(frame), id: id.appending("frame"), children: [content])
    case .background(let background, let cornerRadius):
      let box = try build(background, id: id.appending("background"), style: style)
      return ViewBox(.background(cornerRadius: cornerRadius), id: id, children: [content, box])
    case .overlay(let overlay, let alignment):
      let box = try build(overlay, id: id.appending("overlay"), style: style)
      return ViewBox(.overlay(alignment), id: id, children: [content, box])
    case .layoutPriority(let priority):
      content.priority = priority
      return content
    case .font, .fontWeight, .italic, .foreground, .tint, .lineLimit, .multilineTextAlignment, .opacity, .imageScale,
      .symbolRenderingMode, .disabled:
      return content
    }
  }

  private func image(_ image: ImageView, id: NodePath, style: ViewStyle, fallback: Token<Color>) throws -> ViewBox {
    var style = style
    style.imageScale = image.scale == .medium ? style.imageScale : image.scale
    let fontSize = style.fontSize(env: env)
    let side = (ViewSymbol.pointSize(fontSize: fontSize, scale: style.imageScale) * 1.3).rounded()
    let rendering = image.rendering == .automatic ? (style.rendering ?? .automatic) : image.rendering
    switch image.source {
    case .named(let name):
      let symbol = try SymbolImage(
        name, pointSize: ViewSymbol.pointSize(fontSize: fontSize, scale: style.imageScale),
        weight: style.textAttributes(nil, env: env).font.weight, rendering: ViewSymbol.rendering(rendering),
        icons: env.icons, at: id.appending("systemName"))
      return ViewBox(
        .symbol(ViewSymbol(image: symbol, color: style.color(image.color, fallback: fallback, env: env, at: id))),
        id: id)
    case .file(let path):
      // A file keeps its own paint unless drawn as a template or given a colour.
      let tinted = rendering == .template || rendering == .monochrome || image.color != nil
      let tint = tinted ? style.color(image.color, fallback: fallback, env: env, at: id) : nil
      let size = Self.naturalSize(of: path, pixels: env.images[path]?.pixelSize) ?? Size(width: side, height: side)
      return ViewBox(.file(path: path, size: size, tint: tint, isResizable: image.isResizable), id: id)
    }
  }

  /// A file's own size in points, as `UIImage(contentsOfFile:)` gives it: its pixels, divided
  /// by the scale its name says (`icon@2x.png`, `icon@3x.png`); nil when the size is unknown.
  static func naturalSize(of path: String, pixels: Size?) -> Size? {
    guard let pixels, pixels.width > 0, pixels.height > 0 else { return nil }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    return Size(width: pixels.width / scale, height: pixels.height / scale)
  }
}
