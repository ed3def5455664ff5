import ListShotModel

/// A string in a font and colour: `Text("Title")`, `Text(item.name)`, `Text("\(n) selections")`.
///
/// The text modifiers (`.font`, `.bold()` …) return a `Text`, as in SwiftUI; each lowers to
/// the model's modifier of the same name around the text, in the order written, as a spec's
/// `{ text: …, font: … }` does.
public struct Text: View, PrimitiveView {
  public typealias Body = Never
  let string: String
  var modifiers: [StyleModifier] = []
  /// The texts it is joined from (`Text + Text`), each with its own modifiers; nil for one text.
  var segments: [Text]?

  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }

  public func font(_ font: Font?) -> Text { adding(font.map { .model("font", FontModifier($0.spec)) }) }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    adding(weight.map { .model("fontWeight", FontWeightModifier($0)) })
  }
  public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
  public func italic(_ isActive: Bool = true) -> Text { adding(isActive ? .model("italic", ItalicModifier()) : nil) }
  public func foregroundColor(_ color: Color?) -> Text { adding(color.map { .foreground("foregroundColor", $0) }) }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground("foregroundStyle", style)) }

  private func adding(_ modifier: StyleModifier?) -> Text {
    var copy = self
    if let modifier { copy.modifiers.append(modifier) }
    return copy
  }

  /// `Text(name).bold() + Text(" · ") + Text(role).foregroundStyle(.secondary)`: one text whose
  /// stretches keep their own weight, slant and colour.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.string + rhs.string)
    joined.segments = lhs.flattened + rhs.flattened
    return joined
  }

  /// The texts this one is joined from, each with this text's modifiers after its own (a
  /// segment's own modifier is nearer the text, so it wins, as in SwiftUI).
  private var flattened: [Text] {
    guard let segments else { return [self] }
    return segments.map { segment in
      var copy = segment
      copy.modifiers += modifiers
      return copy
    }
  }

  private var isStyled: Bool { !modifiers.isEmpty || segments?.contains { $0.isStyled } == true }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let context = context.entering("Text")
    guard let segments else {
      return [.view(try StyleModifier.apply(modifiers, to: .text(TextView(string)), context))]
    }
    // One font for the whole text: the segments' fonts must agree (it is then the text's).
    let fonts = segments.map { $0.modifiers.lazy.compactMap(\.font).first }
    guard Set(fonts).count == 1 else {
      throw context.error(
        "Text \"\(string)\" joins texts in different fonts, which one text cannot draw yet",
        hint: "put one .font on the joined text")
    }
    var node = ViewNode.text(try segments.map { try $0.span(in: context) })
    if let font = fonts[0] { node = node.font(font) }
    return [.view(try StyleModifier.apply(modifiers, to: node, context))]
  }

  /// A segment as a span of the joined text: its first (innermost) weight and colour.
  private func span(in context: LoweringContext) throws -> TextSpan {
    var span = TextSpan(string)
    for modifier in modifiers.reversed() {
      switch modifier {
      case .model(_, let weight as FontWeightModifier): span.weight = weight.weight
      case .model(_, is ItalicModifier): span.isItalic = true
      case .foreground(let name, let style): span.color = try style.color(in: context.entering(".\(name)"))
      case .model: break
      }
    }
    return span
  }

  /// The text as the model's plain string, for places that take only a string (a section
  /// header, an ODS title): refuses styling that would be lost there.
  func plainString(in context: LoweringContext, for place: String) throws -> String {
    guard !isStyled else {
      throw context.error("the \(place) is drawn in the component's own style; its font and colour cannot be changed")
    }
    return string
  }
}

/// A modifier a `Text` or an `Image` keeps until it is lowered (a colour is resolved then).
enum StyleModifier {
  case model(String, any ViewElement)
  case foreground(String, any ShapeStyle)

  /// The font a `.font(…)` sets, nil for other modifiers.
  var font: FontSpec? {
    if case .model(_, let font as FontModifier) = self { return font.font }
    return nil
  }

  @MainActor
  static func apply(_ modifiers: [StyleModifier], to node: ViewNode, _ context: LoweringContext) throws -> ViewNode {
    try modifiers.reduce(node) { node, modifier in
      switch modifier {
      case .model(_, let model): return ViewNode(model, [node])
      case .foreground(let name, let style):
        return ViewNode(ForegroundModifier(try style.lowered(in: context.entering(".\(name)"))), [node])
      }
    }
  }
}

/// `Image(systemName:)`, `Image("asset")`, `Image(decorative:)`. `.resizable()` and
/// `.renderingMode` are the image's own; its colour, scale and symbol rendering are modifiers
/// around it, as a spec's `{ image: …, foregroundStyle: … }` writes them.
public struct Image: View, PrimitiveView {
  public typealias Body = Never
  var view: ImageView
  var modifiers: [StyleModifier] = []

  public init(systemName: String) { view = ImageView(.named(systemName)) }
  /// An image of the app's assets: ListShot looks the name up in its icon set.
  public init(_ name: String) { view = ImageView(.named(name)) }
  public init(decorative name: String) { view = ImageView(.named(name), isDecorative: true) }
  /// An SVG or PNG file.
  public init(file path: String) { view = ImageView(.file(path: path)) }

  public enum Scale: Hashable, Sendable { case small, medium, large }
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

  public func resizable() -> Image { with { $0.view.isResizable = true } }
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
      case .model(let name, _):
        throw context.error(".\(name) on a component's icon cannot be drawn: the component sizes its icon")
      }
    }
    return (view.source, color)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    [.view(try StyleModifier.apply(modifiers, to: .image(view), context.entering("Image")))]
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

/// A title with an icon: `Label("Inbox", systemImage: "tray")`, `Label { Text } icon: { Image }`.
public struct Label: View, PrimitiveView {
  public typealias Body = Never
  let title: any View
  let icon: any View

  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = Text(title)
    icon = Image(systemName: systemImage)
  }

  public init<S: StringProtocol>(_ title: S, image: String) {
    self.title = Text(title)
    icon = Image(image)
  }

  public init<Title: View, Icon: View>(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    if case .custom(let makeBody)? = context.environment.labelStyle {
      return try context.entering("Label").lower(
        makeBody(LabelStyleConfiguration(title: .init(view: title), icon: .init(view: icon))))
    }
    let context = context.entering("Label")
    let title = try context.lowerSingle(self.title) ?? .text("")
    let icon = try context.lowerSingle(self.icon) ?? .spacer(minLength: 0)
    return [.view(.label(title: title, icon: icon))]
  }
}
