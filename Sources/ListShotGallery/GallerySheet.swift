import ListShot
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotRender

/// Composes the gallery entries into one display list for a theme and scheme: a title band,
/// then each entry under its label, each screen laid out by the normal pipeline and moved
/// into place.
public struct GallerySheet {
  public var theme: String
  public var scheme: ColorScheme
  public var width = 393.0
  public var scale = 2.0
  /// The Dynamic Type size of every entry (the sheet's own title and labels stay fixed).
  public var dynamicTypeSize: DynamicTypeSize
  /// The iOS every entry is drawn as.
  public var look: Look

  public init(
    theme: String, scheme: ColorScheme, scale: Double = 2, dynamicTypeSize: DynamicTypeSize = .default,
    look: Look = .default
  ) {
    self.theme = theme
    self.scheme = scheme
    self.scale = scale
    self.dynamicTypeSize = dynamicTypeSize
    self.look = look
  }

  /// The sheet's file name: `<theme>-<scheme>.png`, with `-<size>` before the extension when
  /// the size is not the default and the look's suffix after it (`-ios26`; none for iOS 18,
  /// as in `RenderVariant.fileStem`).
  public var fileName: String {
    let size = dynamicTypeSize == .default ? "" : "-\(dynamicTypeSize.rawValue)"
    return "\(RenderVariant(theme: theme).themeName)-\(scheme.rawValue)\(size)\(look.fileStemSuffix).png"
  }

  /// The sheet as one display list; see `pages(entries:renderer:)` for sheets taller than a
  /// canvas can be.
  public func displayList(entries: [Gallery.Entry], renderer: ListShotRenderer) throws -> DisplayList {
    try pages(entries: entries, renderer: renderer, maxHeight: .infinity)[0]
  }

  /// The sheet cut into pages at entry boundaries, each at most `maxHeight` points tall (by
  /// default what fits on a canvas at this scale): at the accessibility sizes the whole
  /// gallery is taller than the 32767-pixel side Cairo allows. An entry taller than a page
  /// gets a page of its own.
  public func pages(
    entries: [Gallery.Entry], renderer: ListShotRenderer, maxHeight: Double? = nil
  ) throws -> [DisplayList] {
    let limit = maxHeight ?? (Double(Limits.maxCanvasSide) / scale).rounded(.down)
    let loaded = try renderer.themes.load(theme, scheme: scheme, look: look)
    let system = loaded.system
    // The sheet's own chrome (its title, the labels, the space between screens) is drawn in
    // the theme's colours on its grouped surface, so that a dark OUDS sheet is not striped with
    // iOS black between screens drawn on the theme's surfaces; each screen keeps its own.
    let chrome = loaded.surfaceColors(.theme).groupedPage.wrappedValue
    let heading = loaded.colors.contentDefault, caption = loaded.colors.contentMuted
    let family = loaded.fonts.system.family
    let titleStyle = TextAttributes(font: FontDescriptor(family: family, size: 22, weight: .bold), lineHeight: 28)
    let labelStyle = TextAttributes(font: FontDescriptor(family: family, size: 13, weight: .semibold), lineHeight: 18)
    var pages: [DisplayList] = []
    var items: [DisplayItem] = []
    func text(_ id: NodePath, _ value: String, _ frame: Rect, _ style: TextAttributes, _ color: Color) {
      items.append(
        .text(
          TextItem(
            id: id, text: value, frame: frame, attributes: style, color: color, alignment: .left,
            direction: .leftToRight, maxLines: 1, isTruncated: false)))
    }
    var y = 0.0
    func startPage() {
      y = 16
      let sizeLabel = dynamicTypeSize == .default ? "" : " · \(dynamicTypeSize.rawValue)"
      let pageLabel = pages.isEmpty ? "" : " · \(pages.count + 1)"
      let lookLabel = look == .unnamed ? "" : " · \(look.rawValue)"
      text(
        NodePath.key("sheet").appending("title"),
        "\(theme) · \(scheme.rawValue)\(sizeLabel)\(lookLabel)\(pageLabel)",
        Rect(x: 16, y: y, width: width - 32, height: 28), titleStyle, heading)
      y += 28 + 12
    }
    func finishPage() {
      pages.append(
        PixelGrid.snap(
          DisplayList(
            size: Size(width: width, height: y), scale: scale, background: chrome, items: items)))
      items = []
    }

    startPage()
    var onPage = 0
    for (index, entry) in entries.enumerated() {
      let block: (height: Double, list: DisplayList?)
      switch entry.content {
      case .screen(let screen, let direction):
        let variant = RenderVariant(
          theme: theme, scheme: scheme, dynamicTypeSize: dynamicTypeSize, direction: direction, width: width,
          scale: scale, look: look)
        let list = try renderer.displayList(for: screen, in: variant)
        block = (list.size.height, list)
      case .forbidden:
        block = (56, nil)
      }
      if onPage > 0, y + 18 + 6 + block.height + 24 > limit {
        finishPage()
        startPage()
        onPage = 0
      }
      onPage += 1
      text(
        NodePath.key("entry").index(index).appending("label"), entry.title.uppercased(),
        Rect(x: 16, y: y, width: width - 32, height: 18), labelStyle,
        caption)
      y += 18 + 6
      switch entry.content {
      case .screen:
        guard let list = block.list else { break }
        items.append(
          .rect(
            RectItem(
              id: NodePath.key("entry").index(index).appending("background"),
              frame: Rect(x: 0, y: y, width: width, height: list.size.height),
              fill: list.background)))
        items += list.items.map { $0.offsetBy(dx: 0, dy: y) }
      case .forbidden(let reason):
        let frame = Rect(x: 16, y: y, width: width - 32, height: 56)
        items.append(
          .rect(
            RectItem(
              id: NodePath.key("entry").index(index).appending("forbidden"), frame: frame,
              fill: system.red.withOpacity(0.08), cornerRadius: 8,
              stroke: Stroke(color: system.red, width: 1))))
        text(
          NodePath.key("entry").index(index).appending("forbidden").appending("text"), "Forbidden by design: \(reason)",
          frame.insetBy(dx: 12, dy: 19), labelStyle,
          system.red)
      }
      y += block.height + 24
    }
    finishPage()
    return pages
  }

  /// The file name of page `index` (0-based): the sheet's name, `-2`, `-3` … after the first.
  public func fileName(page index: Int) -> String {
    guard index > 0 else { return fileName }
    return String(fileName.dropLast(4)) + "-\(index + 1).png"
  }
}
