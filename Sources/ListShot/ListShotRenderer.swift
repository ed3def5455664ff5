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
  private let imagePaths = ImagePathCache()

  public init(fontDirectories: [URL] = [], themesDirectory: URL? = nil) throws {
    let manifest = try FontManifest.standard().adding(directories: fontDirectories)
    fonts = try FontEnvironment(manifest: manifest)
    themes = ThemeLoader(
      builtinDirectory: themesDirectory ?? ThemeLoader.defaultBuiltinDirectory, fontDirectories: fontDirectories)
    icons = try IconSet.shipped()
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

  /// Reads a spec file, checking icon names against the built-in set and loading every
  /// image it names as painting will (`Rasterizer.imageCheck`).
  public func readSpec(_ url: URL) throws -> SpecDocument {
    try SpecReader.read(contentsOf: url, iconCheck: iconCheck, imageCheck: Rasterizer.imageCheck)
  }

  /// Reads the image files a screen built in Swift names, once, as a spec's are read
  /// (`ImageFileReader`); a screen read from a spec has them already.
  public static func readImages(of screen: Screen, specFile: String? = nil) throws -> ImageFiles {
    try readImages(at: screen.imagePaths, of: screen, specFile: specFile)
  }

  private static func readImages(at paths: Set<String>, of screen: Screen, specFile: String?) throws -> ImageFiles {
    var files: ImageFiles = [:]
    for path in paths.sorted() {
      do {
        files[path] = try ImageFileReader.read(path, check: Rasterizer.imageCheck)
      } catch let error as ImageFileError {
        throw ListShotError(.badInput, at: .screen(screen.name, file: specFile), error.message)
      }
    }
    return files
  }

  /// The direction a variant renders `screen` in.
  public func direction(of screen: some ScreenSource, in variant: RenderVariant) -> LayoutDirection {
    variant.direction ?? screen.locale.map(LayoutDirection.of(locale:)) ?? .leftToRight
  }

  /// The display list of `screen` in `variant`, snapped to the device-pixel grid.
  ///
  /// - Parameter specFile: the spec the screen was read from, named in errors.
  /// `provenance`: also record which token produced each item's colours and sizes
  /// (`DisplayList.provenance`); off, the list is exactly as without it.
  /// `isValidated`: the screen has passed `validate()` (`SpecDocument.screensAreValidated`),
  /// so it is not validated again for each variant.
  public func displayList(
    for source: some ScreenSource, in variant: RenderVariant, specFile: String? = nil, provenance: Bool = false,
    isValidated: Bool = false
  ) throws -> DisplayList {
    // A screen of SwiftUI-shaped views (ListShotUI) is lowered with this variant's environment,
    // once, here; a `Screen` is itself. A screen built for the variant is checked against the
    // limits; validated when what built it does not validate it.
    let isBuilt = !(source is Screen)
    let checksLimits = !isValidated || isBuilt
    let validates = isBuilt ? !source.validatesScreens : !isValidated
    var screen = try source.screen(
      for: ScreenVariant(
        scheme: variant.scheme, dynamicTypeSize: variant.dynamicTypeSize, direction: direction(of: source, in: variant),
        scale: variant.scale))
    if checksLimits, let issue = screen.limitIssue() {
      throw ListShotError(.badInput, at: .screen(screen.name, file: specFile, path: issue.path), issue.message)
    }
    try variant.validate()
    // The spec reader refuses these with their line and column; a screen built in Swift (or
    // rebuilt for this variant by its source) is refused here, by the same `validate()`.
    let errors = validates ? screen.validate().filter { $0.severity == .error } : []
    if let issue = errors.first {
      let more =
        errors.count > 1
        ? " (and \(errors.count - 1) more: \(errors.dropFirst().map(\.description).joined(separator: "; ")))" : ""
      throw ListShotError(
        .badInput, at: .screen(screen.name, file: specFile, path: issue.path), issue.message + more)
    }
    let images =
      try screen.images ?? Self.readImages(at: imagePaths.paths(of: screen), of: screen, specFile: specFile)
    let theme = try themes.load(variant.theme, scheme: variant.scheme, look: variant.look)
    try checkFonts(of: theme, source: variant.theme)
    var environment = LayoutEnvironment(
      theme: theme, direction: direction(of: screen, in: variant),
      dynamicTypeSize: variant.dynamicTypeSize, width: variant.width ?? screen.width ?? RenderVariant.defaultWidth,
      scale: variant.scale, measurer: measurer, icons: icons)
    environment.images = images
    environment.recordsProvenance = provenance
    if screen.chrome == nil, variant.chrome { screen.chrome = .standard }
    // Chrome needs a device's safe areas; without one it draws as on the default iPhone.
    if let device = variant.device ?? (screen.chrome == nil ? nil : Device.named("iphone-16")) {
      environment.viewport = Viewport(
        height: variant.device == nil ? nil : device.size.height, safeArea: device.safeArea,
        showsFullHeight: variant.fullHeight, statusBarHeight: device.isLandscape ? nil : device.statusBarHeight,
        hasDynamicIsland: device.hasDynamicIsland ?? false)
    }
    let list: DisplayList
    do {
      list = PixelGrid.snap(try ScreenLayout.layout(screen, in: environment))
    } catch let error as LayoutError {
      throw error.reported(screen: screen.name, file: specFile)
    }
    do {
      try Rasterizer.checkCanvas(list)
    } catch var error as ListShotError {
      error.location = .screen(screen.name, file: specFile)
      throw error
    }
    return list
  }

  /// The PNG of `screen` in `variant`.
  public func png(for screen: some ScreenSource, in variant: RenderVariant) throws -> [UInt8] {
    try png(displayList(for: screen, in: variant))
  }

  /// The PNG of a display list.
  public func png(_ list: DisplayList) throws -> [UInt8] {
    try rasterizer.png(list)
  }

  /// A display list as an SVG or PDF document: the same painter on a vector surface.
  public func document(_ list: DisplayList, format: VectorFormat) throws -> [UInt8] {
    try VectorDocument.bytes(list, format: format, fonts: fonts, creator: "ListShot \(ListShotVersion.string)")
  }

  /// Paints a display list onto a canvas that keeps its pixels while it is alive.
  public func paint(_ list: DisplayList) throws -> Canvas {
    try rasterizer.paint(list)
  }

  /// Paints a display list and hands its pixels to `body`, which must not keep them.
  public func withPixels<T>(_ list: DisplayList, _ body: (ARGBPixels) throws -> T) throws -> T {
    try rasterizer.withPixels(list, body)
  }

  /// Fails when the theme `source` (a built-in name or a theme file) names a font family that
  /// is not in the private font set, naming the file and the token: `themes validate` checks
  /// it too, so a theme that passes validation does not fail at render.
  /// The font problem of the theme `source`, or nil: a file that does not load as a theme (a
  /// shared token set such as core, or one with errors `validate` reports) has none here.
  public func fontProblem(ofTheme source: String) -> ListShotError? {
    for scheme in ColorScheme.allCases {
      guard let theme = try? themes.load(source, scheme: scheme) else { return nil }
      do { try checkFonts(of: theme, source: source) } catch let error as ListShotError { return error } catch {
        return nil
      }
    }
    return nil
  }

  private func checkFonts(of theme: Theme, source: String) throws {
    let available = fonts.familySet
    var families = [
      ("font.brand.family", theme.fonts.brand.family), ("font.system.family", theme.fonts.system.family),
      ("font.monospaced.family", theme.fonts.monospaced.family), ("font.serif.family", theme.fonts.serif.family),
      ("font.rounded.family", theme.fonts.rounded.family),
    ]
    // A Material container scheme's type styles name their own faces (Shrine's Rubik).
    if let material = theme.material {
      families += [
        ("material.typography.subtitle1", material.subtitle1.family),
        ("material.typography.body2", material.body2.family),
      ]
    }
    for (token, family) in families {
      let first = family.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? family
      guard available.contains(first) else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: source, path: token),
          "font family '\(first)' is not in the private font set",
          expected: "one of: \(available.sorted().joined(separator: ", "))",
          hint: "add its files with --font-dir")
      }
    }
  }
}
