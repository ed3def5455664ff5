import ListShotCore
import ListShotModel

/// `.shadow(color:radius:x:y:)`: the view drawn inside a shadow group (`pushShadow` …
/// `popShadow`), whose painted alpha the painter blurs, tints and moves under it. The view's
/// size and placement do not change, as in SwiftUI.
///
/// SwiftUI's `radius` is taken as a Gaussian of σ = radius / 2, as for Core Animation's and
/// Core Graphics' shadow blur elsewhere in ListShot (`MaterialShadow`): WebKit draws a CSS
/// shadow, whose blur B is defined as a Gaussian of σ = B / 2, by handing B unchanged to
/// `CGContextSetShadowWithColor` as its blur. Apple documents `radius` only as "a measure of
/// how much to blur the shadow"; no reference screen in the repository shows one to measure.
struct ShadowLayout: WrappingLayout {
  let color: TintToken
  let sigma: Double
  let offset: Point

  func draw(in frame: Rect, proposal: ViewProposal, id: NodePath, context: inout ViewDrawContext) {
    context.builder.pushShadow(id, frame, color.color, sigma: sigma, offset: offset)
    context.builder.note(color.sources(\.color))
  }

  func finish(in frame: Rect, id: NodePath, context: inout ViewDrawContext) { context.builder.popShadow() }
}

extension ShadowModifier: LayoutBuildable {
  /// σ of the Gaussian for SwiftUI's `radius` (see `ShadowLayout`).
  static func sigma(radius: Double) -> Double { radius / 2 }

  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    // The colour as given: an `.opacity` around the shadow already fades the alpha it is cast from.
    let color = TintToken(color, in: context.env, at: context.ownID)
    return ViewBox(
      ShadowLayout(color: color, sigma: Self.sigma(radius: radius), offset: Point(x: x, y: y)), id: context.ownID,
      children: [try context.child(0)])
  }
}
