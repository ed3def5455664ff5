import ListShotCore
import ListShotModel

/// How a `ColorPicker` is drawn in a row: its label (`LabeledControlLayout`), and UIColorWell
/// at the trailing edge: a 28 pt circle whose 3 pt border is the hue wheel (an angular
/// gradient from red through yellow, green, cyan, blue and magenta), and inside it, 2 pt in
/// from the ring, a disc of the selected colour (the gap in the grouped row's colour). The well keeps its size at every text size.
struct ColorWellStyle {
  static let side = 28.0
  static let ring = 3.0
  static let gap = 2.0
  static let hues: [TintColor] = [
    .rgb(red: 1, green: 0, blue: 0), .rgb(red: 1, green: 1, blue: 0), .rgb(red: 0, green: 1, blue: 0),
    .rgb(red: 0, green: 1, blue: 1), .rgb(red: 0, green: 0, blue: 1), .rgb(red: 1, green: 0, blue: 1),
    .rgb(red: 1, green: 0, blue: 0),
  ]

  func well(_ color: TintColor) -> ViewNode {
    let wheel = ShapePaint.angularGradient(
      GradientStops(colors: Self.hues), center: UnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360)
    // The wheel filled, the gap in the row's colour (UIColorWell's is clear over the row), then
    // the colour: an angular gradient paints fills.
    return ViewNode.zstack(
      ViewNode(ShapeView(.circle, drawing: .fill(wheel))),
      ViewNode(ShapeView(.circle, drawing: .fill(.color(.token("ios.secondaryGroupedBackground"))))).padding(
        Self.ring),
      ViewNode(ShapeView(.circle, drawing: .fill(.color(color)))).padding(Self.ring + Self.gap)
    )
    .frame(width: Self.side, height: Self.side)
  }
}

extension ColorPickerView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    let control = try context.builder.build(
      ColorWellStyle().well(color), id: context.ownID.appending("well"), style: context.style)
    guard let label = try context.label() else { return control }
    return ViewBox(
      LabeledControlLayout(gap: ViewBoxBuilder.defaultSpacing), id: context.ownID, children: [control, label])
  }
}
