import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotPNG
import ListShotRender
import ListShotSpec
import ListShotTheme

/// The whole pipeline behind one object: model → layout → display list → pixels → PNG.
///
/// A renderer loads fonts, the icon map and themes once and is safe to use from several
/// threads at once; every render of the same screen and variant gives the same bytes.
public final class ListShotRenderer: Sendable {
  public let fonts: FontEnvironment
  public let themes: ThemeLoader
  public let icons: IconSet
  /// ListShot's version and the libraries and font files pixels depend on; stamped into goldens.
  public let environmentStamp: String
  private let rasterizer: Rasterizer
  private let measurer: PangoTextMeasurer

  public init(fontDirectories: [URL] = [], themesDirectory: URL? = nil) throws {
    let manifest = try FontManifest.standard.adding(directories: fontDirectories)
    fonts = try FontEnvironment(manifest: manifest)
    themes = ThemeLoader(builtinDirectory: themesDirectory ?? ThemeLoader.defaultBuiltinDirectory, fontDirectories: fontDirectories)
    icons = try IconSet.material()
    rasterizer = Rasterizer(fonts: fonts)
    measurer = PangoTextMeasurer(fonts: fonts)
    environmentStamp = "ListShot \(ListShotVersion.string); " + RenderStamp.describe(fonts)
  }

  /// Validates built-in icon names while a spec is read, so errors point into the file.
  public var iconCheck: IconCheck {
    let icons = self.icons
    return { name, location in
      icons.character(for: name) == nil ? icons.unknownNameError(name, at: location) : nil
    }
  }

  /// Reads a spec file, checking icon names against the built-in set.
  public func readSpec(_ url: URL) throws -> SpecDocument {
    try SpecReader.read(contentsOf: url, iconCheck: iconCheck)
  }

  /// The direction a variant renders `screen` in.
  public func direction(of screen: Screen, in variant: RenderVariant) -> LayoutDirection {
    variant.direction ?? screen.locale.map(LayoutDirection.of(locale:)) ?? .leftToRight
  }

  /// The display list of `screen` in `variant`, snapped to the device-pixel grid.
  public func displayList(for screen: Screen, in variant: RenderVariant) throws -> DisplayList {
    if let issue = screen.limitIssue() {
      throw ListShotError(.badInput, at: SourceLocation(file: "<layout>", path: issue.path), issue.message)
    }
    let theme = try themes.load(variant.theme, scheme: variant.scheme)
    try checkFonts(of: theme)
    // A device's leading and trailing safe areas (landscape) narrow the content; the canvas
    // keeps the device width and the content moves in by the leading inset.
    let canvasWidth = variant.width ?? screen.width ?? RenderVariant.defaultWidth
    let side = variant.device.map { ($0.safeArea.leading, $0.safeArea.trailing) } ?? (0, 0)
    var environment = LayoutEnvironment(
      theme: theme, direction: direction(of: screen, in: variant),
      dynamicTypeSize: variant.dynamicTypeSize, width: canvasWidth - side.0 - side.1,
      scale: variant.scale, measurer: measurer, icons: icons)
    if let device = variant.device {
      var safeArea = device.safeArea
      (safeArea.leading, safeArea.trailing) = (0, 0)
      environment.viewport = Viewport(
        height: device.size.height, safeArea: safeArea, showsFullHeight: variant.fullHeight)
    }
    var laidOut = try ScreenLayout.layout(screen, in: environment)
    if side.0 > 0 || side.1 > 0 {
      let inset = environment.direction.isRightToLeft ? side.1 : side.0
      laidOut.size.width = canvasWidth
      laidOut.items = laidOut.items.map { $0.offsetBy(dx: inset, dy: 0) }
      laidOut.semantics = laidOut.semantics.map { node in
        var node = node
        node.frame = node.frame.offsetBy(dx: inset)
        node.hitFrame = node.hitFrame?.offsetBy(dx: inset)
        return node
      }
    }
    let list = PixelGrid.snap(laidOut)
    do {
      try Rasterizer.checkCanvas(list)
    } catch var error as ListShotError {
      error.location = SourceLocation(file: "<layout>")
      throw error
    }
    return list
  }

  /// The PNG of `screen` in `variant`.
  public func png(for screen: Screen, in variant: RenderVariant) throws -> [UInt8] {
    try png(displayList(for: screen, in: variant))
  }

  /// The PNG of a display list.
  public func png(_ list: DisplayList) throws -> [UInt8] {
    try rasterizer.png(list)
  }

  /// Paints a display list onto a canvas that keeps its pixels while it is alive.
  public func paint(_ list: DisplayList) throws -> Canvas {
    try rasterizer.paint(list)
  }

  /// Paints a display list and hands its pixels to `body`, which must not keep them.
  public func withPixels<T>(_ list: DisplayList, _ body: (ARGBPixels) throws -> T) throws -> T {
    try rasterizer.withPixels(list, body)
  }

  /// Fails when a theme names a font family that is not in the private font set.
  private func checkFonts(of theme: Theme) throws {
    let available = fonts.familySet
    for family in [theme.fonts.brand.family, theme.fonts.system.family] {
      let first = family.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? family
      guard available.contains(first) else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: theme.name, path: "fonts"),
          "font family '\(first)' is not in the private font set",
          expected: "one of: \(available.sorted().joined(separator: ", "))",
          hint: "add its files with --font-dir")
      }
    }
  }
}
