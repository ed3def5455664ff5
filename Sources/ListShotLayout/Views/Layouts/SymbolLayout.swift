import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// A symbol (`Image(systemName:)`) of a view tree: the shared `SymbolImage`, sized from the
/// font in effect and drawn at its weight, and its colour.
struct ViewSymbol {
  var image: SymbolImage
  var color: TintToken

  var side: Double { image.size.width }
  var baseline: Double { image.baseline }

  /// The point size a symbol is drawn at beside text of `fontSize`: the text's size at the
  /// medium scale, × 0.8 small and × 1.3 large (`Image.Scale`).
  static func pointSize(fontSize: Double, scale: ImageView.Scale) -> Double {
    switch scale {
    case .small: return fontSize * 0.8
    case .medium: return fontSize
    case .large: return fontSize * 1.3
    }
  }

  static func rendering(_ rendering: ImageView.Rendering) -> SymbolRendering {
    switch rendering {
    case .hierarchical: return .hierarchical
    case .multicolor: return .multicolor
    case .automatic, .monochrome, .original, .template: return .monochrome
    }
  }
}

/// `Image(systemName:)`: the symbol at the size the font beside it gives, whatever it is
/// offered; its baseline is the text's.
struct SymbolLayout: ViewLayout {
  let symbol: ViewSymbol

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: symbol.side, height: symbol.side)).withBaseline(symbol.baseline)
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    symbol.image.draw(id, at: frame.origin, color: symbol.color, env: context.env, into: &context.builder)
  }
}

/// `Image(systemName:).resizable()`: the symbol fills the frame it is given (its ink spans
/// the smaller side, centred: a symbol keeps its aspect, so a stretched one is drawn fitted);
/// offered nothing, its size beside the font. The glyphs are drawn in a square 1.2 × their ink
/// (Material Symbols' 20-point ink on a 24-point grid), so the square is that much larger.
struct ResizableSymbolLayout: ViewLayout {
  let symbol: ViewSymbol
  let make: (Double) -> SymbolImage?

  static let inkShare = 20.0 / 24

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: p.finiteWidth ?? symbol.side, height: p.finiteHeight ?? symbol.side))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let ink = min(frame.width, frame.height)
    guard ink > 0, let image = make(ink / Self.inkShare / 1.3) else { return }
    let origin = Point(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2)
    image.draw(id, at: origin, color: symbol.color, env: context.env, into: &context.builder)
  }
}

/// A PNG, JPEG or SVG file: its own size in points whatever it is offered (SwiftUI's `Image`);
/// resizable, it takes what it is offered, and its own size where nothing is.
struct FileImageLayout: ViewLayout {
  let path: String
  let size: Size
  let tint: TintToken?
  let isResizable: Bool

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    guard isResizable else { return ViewDimensions(size: size) }
    return ViewDimensions(size: Size(width: p.finiteWidth ?? size.width, height: p.finiteHeight ?? size.height))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.builder.image(id, path: path, frame, contentMode: .fit, tint: tint?.color)
    if let tint { context.builder.note(tint.sources(\.color)) }
  }
}

extension ImageView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    var style = context.style
    let env = context.env, id = context.ownID
    let fallback = env.theme.system.$label
    style.imageScale = scale == .medium ? style.imageScale : scale
    let fontSize = style.fontSize(env: env)
    let side = (ViewSymbol.pointSize(fontSize: fontSize, scale: style.imageScale) * 1.3).rounded()
    let rendering = self.rendering == .automatic ? (style.rendering ?? .automatic) : self.rendering
    switch source {
    case .named(let name):
      let weight = style.textAttributes(nil, env: env).font.weight
      let make = { (pointSize: Double) in
        try SymbolImage(
          name, pointSize: pointSize, weight: weight, rendering: ViewSymbol.rendering(rendering), icons: env.icons,
          at: id.appending("systemName"))
      }
      let symbol = ViewSymbol(
        image: try make(ViewSymbol.pointSize(fontSize: fontSize, scale: style.imageScale)),
        color: style.color(color, fallback: fallback, env: env, at: id))
      if isResizable { return ViewBox(ResizableSymbolLayout(symbol: symbol) { try? make($0) }, id: id) }
      return ViewBox(SymbolLayout(symbol: symbol), id: id)
    case .file(let path):
      // A file keeps its own paint unless drawn as a template or given a colour.
      let tinted = rendering == .template || rendering == .monochrome || color != nil
      let tint = tinted ? style.color(color, fallback: fallback, env: env, at: id) : nil
      let size = Self.naturalSize(of: path, pixels: env.images[path]?.pixelSize) ?? Size(width: side, height: side)
      return ViewBox(FileImageLayout(path: path, size: size, tint: tint, isResizable: isResizable), id: id)
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
