import ListShotCore
import ListShotDisplayList

/// ListShot's own vector drawings of a few national flags, so a spec can show a flag without
/// an image file or the network. Each flag keeps its official proportions (width : height)
/// and is drawn as plain coloured shapes, never mirrored. The colours are the flags' published
/// sRGB values, not theme tokens: a flag is the same in every theme and scheme.
struct FlagDrawing {
  /// Width over height.
  var aspect: Double
  var parts: [(color: Color, glyph: VectorGlyph)]

  static func named(_ code: String) -> FlagDrawing? { catalogue[code] }

  private static let catalogue: [String: FlagDrawing] = [
    "at": stripes(3, 2, horizontal: ["#C8102E", "#FFFFFF", "#C8102E"]),
    "be": stripes(15, 13, vertical: ["#000000", "#FDDA24", "#EF3340"]),
    "de": stripes(5, 3, horizontal: ["#000000", "#DD0000", "#FFCE00"]),
    "fr": stripes(3, 2, vertical: ["#0055A4", "#FFFFFF", "#EF4135"]),
    "ie": stripes(2, 1, vertical: ["#169B62", "#FFFFFF", "#FF883E"]),
    "it": stripes(3, 2, vertical: ["#009246", "#FFFFFF", "#CE2B37"]),
    "lu": stripes(5, 3, horizontal: ["#EA141D", "#FFFFFF", "#51ADDA"]),
    "nl": stripes(3, 2, horizontal: ["#AE1C28", "#FFFFFF", "#21468B"]),
    "pl": stripes(8, 5, horizontal: ["#FFFFFF", "#DC143C"]),
    "ro": stripes(3, 2, vertical: ["#002B7F", "#FCD116", "#CE1126"]),
    "ua": stripes(3, 2, horizontal: ["#0057B7", "#FFD700"]),
    "jp": FlagDrawing(
      aspect: 1.5,
      parts: [
        (Color(hex: "#FFFFFF")!, box(30, 20)),
        (
          Color(hex: "#BC002D")!,
          VectorGlyph(designSize: Size(width: 30, height: 20)) {
            $0.ellipse(in: Rect(x: 9, y: 4, width: 12, height: 12))
          }
        ),
      ]),
    "ch": FlagDrawing(
      aspect: 1,
      parts: [
        (Color(hex: "#DA291C")!, box(32, 32)),
        (Color(hex: "#FFFFFF")!, cross(32, 32, x: 13, y: 13, width: 6, inset: 6)),
      ]),
    "dk": nordic(37, 28, field: "#C8102E", cross: "#FFFFFF", x: 12, y: 12, width: 4),
    "fi": nordic(18, 11, field: "#FFFFFF", cross: "#002F6C", x: 5, y: 4, width: 3),
    "se": nordic(16, 10, field: "#006AA7", cross: "#FECC02", x: 5, y: 4, width: 2),
    "no": FlagDrawing(
      aspect: 22.0 / 16,
      parts: [
        (Color(hex: "#BA0C2F")!, box(22, 16)),
        (Color(hex: "#FFFFFF")!, cross(22, 16, x: 6, y: 6, width: 4)),
        (Color(hex: "#00205B")!, cross(22, 16, x: 7, y: 7, width: 2)),
      ]),
  ]

  private static func box(_ width: Double, _ height: Double) -> VectorGlyph {
    VectorGlyph(designSize: Size(width: width, height: height)) {
      $0.roundedRect(Rect(x: 0, y: 0, width: width, height: height), radius: 0)
    }
  }

  /// Equal bands, left to right or top to bottom.
  private static func stripes(_ width: Double, _ height: Double, vertical: [String] = [], horizontal: [String] = [])
    -> FlagDrawing
  {
    let colors = vertical.isEmpty ? horizontal : vertical
    let n = Double(colors.count)
    let parts = colors.enumerated().map { index, hex -> (Color, VectorGlyph) in
      let i = Double(index)
      let band =
        vertical.isEmpty
        ? Rect(x: 0, y: height * i / n, width: width, height: height / n)
        : Rect(x: width * i / n, y: 0, width: width / n, height: height)
      return (
        Color(hex: hex)!,
        VectorGlyph(designSize: Size(width: width, height: height)) { $0.roundedRect(band, radius: 0) }
      )
    }
    return FlagDrawing(aspect: width / height, parts: parts)
  }

  /// A cross whose vertical bar starts at `x` and horizontal bar at `y`, `width` wide; with
  /// `inset`, the arms stop that far from the edges (the Swiss cross).
  private static func cross(_ w: Double, _ h: Double, x: Double, y: Double, width: Double, inset: Double = 0)
    -> VectorGlyph
  {
    VectorGlyph(designSize: Size(width: w, height: h)) { p in
      // One outline (a plus sign), so the two bars do not overlap as separate shapes.
      let l = inset, r = w - inset, t = inset, b = h - inset
      p.move(x, t); p.line(x + width, t); p.line(x + width, y); p.line(r, y); p.line(r, y + width)
      p.line(x + width, y + width); p.line(x + width, b); p.line(x, b); p.line(x, y + width)
      p.line(l, y + width); p.line(l, y); p.line(x, y); p.close()
    }
  }

  private static func nordic(
    _ w: Double, _ h: Double, field: String, cross crossColor: String, x: Double, y: Double, width: Double
  ) -> FlagDrawing {
    FlagDrawing(
      aspect: w / h,
      parts: [(Color(hex: field)!, box(w, h)), (Color(hex: crossColor)!, cross(w, h, x: x, y: y, width: width))])
  }
}
