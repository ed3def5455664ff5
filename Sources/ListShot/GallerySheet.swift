import ListShotCore
import ListShotDisplayList
import ListShotModel

/// Composes the gallery entries into one display list for a theme and scheme: a title band,
/// then each entry under its label, each screen laid out by the normal pipeline and moved
/// into place.
public struct GallerySheet {
  public var theme: String
  public var scheme: ColorScheme
  public var width = 393.0
  public var scale = 2.0

  public init(theme: String, scheme: ColorScheme, scale: Double = 2) {
    self.theme = theme
    self.scheme = scheme
    self.scale = scale
  }

  public func displayList(entries: [Gallery.Entry], renderer: ListShotRenderer) throws -> DisplayList {
    let loaded = try renderer.themes.load(theme, scheme: scheme)
    let system = loaded.system
    let family = loaded.fonts.system.family
    let titleStyle = TextAttributes(font: FontDescriptor(family: family, size: 22, weight: .bold), lineHeight: 28)
    let labelStyle = TextAttributes(font: FontDescriptor(family: family, size: 13, weight: .semibold), lineHeight: 18)
    var items: [DisplayItem] = []
    func text(_ id: String, _ value: String, _ frame: Rect, _ style: TextAttributes, _ color: Color) {
      items.append(.text(TextItem(
        id: id, text: value, frame: frame, attributes: style, color: color, alignment: .left,
        direction: .leftToRight, maxLines: 1, isTruncated: false)))
    }

    var y = 16.0
    text("sheet.title", "\(theme) · \(scheme.rawValue)", Rect(x: 16, y: y, width: width - 32, height: 28), titleStyle, system.label)
    y += 28 + 12
    for (index, entry) in entries.enumerated() {
      text("entry[\(index)].label", entry.title.uppercased(), Rect(x: 16, y: y, width: width - 32, height: 18), labelStyle, system.secondaryLabel)
      y += 18 + 6
      switch entry.content {
      case .screen(let screen, let direction):
        let variant = RenderVariant(theme: theme, scheme: scheme, direction: direction, width: width, scale: scale)
        let list = try renderer.displayList(for: screen, in: variant)
        items.append(.rect(RectItem(id: "entry[\(index)].background", frame: Rect(x: 0, y: y, width: width, height: list.size.height), fill: list.background)))
        items += list.items.map { $0.offsetBy(dx: 0, dy: y) }
        y += list.size.height
      case .forbidden(let reason):
        let frame = Rect(x: 16, y: y, width: width - 32, height: 56)
        items.append(.rect(RectItem(
          id: "entry[\(index)].forbidden", frame: frame, fill: system.red.withOpacity(0.08), cornerRadius: 8,
          stroke: Stroke(color: system.red, width: 1))))
        text("entry[\(index)].forbidden.text", "Forbidden by design: \(reason)", frame.insetBy(dx: 12, dy: 19), labelStyle, system.red)
        y += frame.height
      }
      y += 24
    }
    return PixelGrid.snap(DisplayList(
      size: Size(width: width, height: y), scale: scale, background: system.groupedBackground, items: items))
  }
}
