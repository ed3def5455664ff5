import ArgumentParser
import Foundation
import ListShot
import ListShotCore

/// The options every rendering command shares: the variant axes and the font folders.
struct RenderOptions: ParsableArguments {
  @Option(help: "Theme: a built-in name (orange, orange-compact, sosh, wireframe) or a theme file.")
  var theme: String = "orange"

  @Option(help: "Colour scheme: light or dark.")
  var scheme: ColorScheme = .light

  @Option(help: "Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5).")
  var size: DynamicTypeSize = .default

  @Option(help: "Layout direction: ltr or rtl. Default: from the screen's locale, else ltr.")
  var direction: LayoutDirection?

  @Option(help: "Canvas width in points. Default: the screen's width, else \(Int(RenderVariant.defaultWidth)).")
  var width: Double?

  @Option(help: "Device pixels per point: 1, 2 or 3.")
  var scale: Double = RenderVariant.defaultScale

  @Option(name: .customLong("font-dir"), help: "A folder of extra .ttf/.otf files (repeatable).")
  var fontDirectories: [String] = []

  func validate() throws {
    guard [1.0, 2.0, 3.0].contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.clean)")
    }
    if let width, !(width >= 1 && width <= 4096) {
      throw ValidationError("--width must be between 1 and 4096 points, not \(width.clean)")
    }
  }

  var variant: RenderVariant {
    RenderVariant(
      theme: theme, scheme: scheme, dynamicTypeSize: size, direction: direction, width: width,
      scale: scale)
  }

  func makeRenderer() throws -> ListShotRenderer {
    try ListShotRenderer(fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) })
  }
}

extension ColorScheme: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

extension DynamicTypeSize: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Double {
  var clean: String { self == rounded() ? String(Int(self)) : String(self) }
}
