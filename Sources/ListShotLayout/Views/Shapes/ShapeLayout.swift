import ListShotCore
import ListShotDisplayList
import ListShotModel

/// A shape as a view: it takes the size it is offered (10 × 10 where nothing is) and fills or
/// strokes its outline. A plain colour in a rectangle, a circular rounded rectangle or a
/// capsule is drawn as a rounded fill, a circle as a disc; everything else as its outline.
struct ShapeLayout: ViewLayout {
  let shape: ShapeView
  let style: ViewStyle

  func sizeThatFits(_ p: ViewProposal, subviews: [ViewBox], env: LayoutEnvironment) -> ViewDimensions {
    ViewDimensions(size: Size(width: p.finiteWidth ?? 10, height: p.finiteHeight ?? 10))
  }

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    let env = context.env
    let inset = shape.inset
    var box = frame.insetBy(dx: inset, dy: inset)
    switch shape.drawing {
    case .fill(let paint):
      let resolved = ResolvedPaint(paint, in: box, style: style, env: env, at: id)
      fill(box, resolved, id: id, context: &context)
    case .stroke(let paint, let lineWidth, let isBorder):
      if isBorder { box = box.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) }
      let color = ResolvedPaint(paint, in: box, style: style, env: env, at: id).solidColor
      context.builder.path(
        id, box, elements: ShapeOutline(kind: shape.shape).elements(in: box),
        stroke: Stroke(color: color, width: lineWidth, cap: .butt, join: .miter), mirrorsInRTL: isUneven)
    }
  }

  private func fill(_ box: Rect, _ paint: ResolvedPaint, id: NodePath, context: inout ViewDrawContext) {
    let outline = ShapeOutline(kind: shape.shape)
    switch paint {
    case .color(let token):
      if let radius = Self.plainRadius(shape.shape, in: box) {
        context.builder.fill(id, box, token.color, cornerRadius: radius)
      } else if case .circle = shape.shape {
        context.builder.shape(id, .disc, box, fill: token.color, mirrorsInRTL: false)
      } else {
        context.builder.path(id, box, elements: outline.elements(in: box), fill: token.color, mirrorsInRTL: isUneven)
      }
      context.builder.note(token.sources(\.fill))
    case .gradient(let gradient):
      context.builder.path(id, box, elements: outline.elements(in: box), gradient: gradient, mirrorsInRTL: isUneven)
    case .material(let blur, let tint):
      context.builder.pushClip(
        id.appending("material"), box, path: outline.elements(in: box), mirrorsInRTL: !Self.isPhysical(shape.shape))
      context.builder.backdropBlur(id.appending("blur"), box, sigma: blur)
      context.builder.fill(id, box, tint.color)
      context.builder.note(tint.sources(\.fill))
      context.builder.popClip()
    }
  }

  /// Whether the outline is in physical points (a `Path`, an app's `Shape`): SwiftUI draws it
  /// the same way round in both directions.
  static func isPhysical(_ kind: ShapeKind) -> Bool {
    if case .path = kind { return true }
    return false
  }

  /// Whether the outline differs between its leading and trailing sides (it then mirrors in
  /// right to left; a symmetric one only moves).
  private var isUneven: Bool {
    guard case .unevenRoundedRectangle(let r, _) = shape.shape else { return false }
    return r.topLeading != r.topTrailing || r.bottomLeading != r.bottomTrailing
  }

  /// The corner radius a shape is a rounded rectangle of (nil: it is not one).
  static func plainRadius(_ shape: ShapeKind, in box: Rect) -> Double? {
    switch shape {
    case .rectangle: return 0
    case .roundedRectangle(let size, .circular) where size.width == size.height: return size.width
    case .capsule(.circular): return min(box.width, box.height) / 2
    default: return nil
    }
  }
}

extension ShapeView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(ShapeLayout(shape: self, style: context.style), id: context.ownID)
  }
}

/// `.clipShape`: the view clipped to a shape's outline at its own size.
struct ClipShapeLayout: WrappingLayout {
  let shape: ShapeKind

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.builder.pushClip(
      id, frame, path: ShapeOutline(kind: shape).elements(in: frame), mirrorsInRTL: !ShapeLayout.isPhysical(shape))
  }

  func finish(in frame: Rect, id: NodePath, context: inout ViewDrawContext) { context.builder.popClip() }
}

extension ClipShapeModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    ViewBox(ClipShapeLayout(shape: shape), id: context.ownID, children: [try context.child(0)])
  }
}

extension MaskModifier: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    // A shape mask is a clip to its outline; other masks need compositing ListShot does not do.
    guard let shape = context.node.children[1].unmodified.element(as: ShapeView.self) else {
      throw context.error(".mask with \(context.node.children[1].swiftUIName) cannot be drawn yet: only a shape masks")
    }
    return ViewBox(ClipShapeLayout(shape: shape.shape), id: context.ownID, children: [try context.child(0)])
  }
}
