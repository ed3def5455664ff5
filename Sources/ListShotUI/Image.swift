import Foundation
import ListShotAssets
import ListShotModel

/// `Image(systemName:)`, `Image("asset")`, `Image(decorative:)`. `.resizable()` and
/// `.renderingMode` are the image's own; its colour, scale and symbol rendering are modifiers
/// around it, as a spec's `{ image: …, foregroundStyle: … }` writes them.
public struct Image: View, PrimitiveView {
  public typealias Body = Never
  var view: ImageView
  var modifiers: [StyleModifier] = []

  public init(systemName: String) { view = ImageView(.named(systemName)) }
  /// `Image(systemName: "wifi", variableValue: 0.6)`: drawn with every layer (the icon set's
  /// symbols have no variable layers).
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
  /// `Image(uiImage: UIImage(named: "avatar")!)`: the UIImage's symbol, asset or file.
  public init(uiImage: UIImage) { view = ImageView(uiImage.source) }
  /// An image of the app's assets: an image set of the asset catalogues
  /// `ScreenState(assetCatalogues:)` names (the file of the variant's appearance and scale),
  /// else a symbol of ListShot's icon set.
  public init(_ name: String) { view = ImageView(.named(name)) }
  public init(decorative name: String) { view = ImageView(.named(name), isDecorative: true) }
  /// An SVG or PNG file.
  public init(file path: String) { view = ImageView(.file(path: path)) }

  public enum Scale: Hashable, Sendable { case small, medium, large }
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

  /// `.resizable()`: the image fills the frame it is given (a symbol keeps its aspect). Cap
  /// insets and tiling are not drawn: the image is stretched whole.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    with { $0.view.isResizable = true }
  }
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// `.symbolVariant(.fill)` on the image: its name with the variant's suffixes.
  public func symbolVariant(_ variant: SymbolVariants) -> Image {
    with { if case .named(let name) = $0.view.source { $0.view.source = .named(variant.applied(to: name)) } }
  }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    with { $0.view.rendering = mode == .template ? .template : mode == .original ? .original : .automatic }
  }
  public func foregroundColor(_ color: Color?) -> Image {
    with { if let color { $0.modifiers.append(.foreground("foregroundColor", color)) } }
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Image {
    with { $0.modifiers.append(.foreground("foregroundStyle", style)) }
  }
  public func imageScale(_ scale: Scale) -> Image {
    with {
      $0.modifiers.append(
        .model("imageScale", ImageScaleModifier(scale == .small ? .small : scale == .large ? .large : .medium)))
    }
  }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    with {
      if let mode { $0.modifiers.append(.model("symbolRenderingMode", SymbolRenderingModeModifier(mode.rendering))) }
    }
  }

  private func with(_ change: (inout Image) -> Void) -> Image {
    var copy = self
    change(&copy)
    return copy
  }

  /// The image's source and the colour its modifiers give it (for an ODS or OUDS icon).
  func iconAndColor(in context: LoweringContext) throws -> (icon: Icon, color: TintColor?) {
    var color: TintColor?
    for modifier in modifiers {
      switch modifier {
      case .foreground(let name, let value): color = try value.color(in: context.entering(".\(name)"))
      case .model(let name, _), .refused(let name, _):
        throw context.error(".\(name) on a component's icon cannot be drawn: the component sizes its icon")
      case .decoration(let line, _, _):
        throw context.error(".\(line.rawValue) on a component's icon cannot be drawn")
      }
    }
    return (try context.resolvingAsset(view.source), color)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var view = self.view
    view.source = try context.resolvingAsset(view.source)
    if let variant = context.environment.symbolVariants, case .named(let name) = view.source {
      view.source = .named(variant.applied(to: name))
    }
    return [.view(try StyleModifier.apply(modifiers, to: .image(view), context.entering("Image")))]
  }
}

/// `.symbolRenderingMode(.hierarchical)`.
public struct SymbolRenderingMode: Hashable, Sendable {
  let rendering: ImageView.Rendering
  public static let monochrome = SymbolRenderingMode(rendering: .monochrome)
  public static let hierarchical = SymbolRenderingMode(rendering: .hierarchical)
  public static let multicolor = SymbolRenderingMode(rendering: .multicolor)
  public static let palette = SymbolRenderingMode(rendering: .hierarchical)
}

extension LoweringContext {
  /// `.named(name)` as the file of the screen's asset catalogue image set of that name, in the
  /// environment's colour scheme and the variant's scale; any other icon, or a name no
  /// catalogue has (a symbol of the icon set), as it is.
  func resolvingAsset(_ icon: Icon) throws -> Icon {
    guard case .named(let name) = icon, let set = facts.assets.image(named: name) else { return icon }
    do {
      let url = try set.file(for: environment.colorScheme, scale: facts.variant.scale)
      // Standardised, as a spec's `{asset: …}` records it: the same file is the same model.
      return .file(path: (url.path as NSString).standardizingPath)
    } catch let error as ListShotError {
      throw self.error(
        "Image(\"\(name)\"): " + AssetCatalogues.quoted(error) + (error.expected.map { "; expected \($0)" } ?? ""),
        hint: error.hint)
    }
  }
}
