import ListShotModel

/// A string in a font and colour: `Text("Title")`, `Text(item.name)`, `Text("\(n) selections")`.
///
/// The text modifiers (`.font`, `.bold()` …) return a `Text`, as in SwiftUI, and set the
/// lowered `TextView`'s own style.
public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  var view: TextView
  /// A colour the model cannot draw yet, refused when lowered.
  var pendingColor: Color?

  public init<S: StringProtocol>(_ content: S) { view = TextView(String(content)) }
  public init(verbatim content: String) { view = TextView(content) }

  /// The string shown.
  var string: String { view.text }

  public func font(_ font: Font?) -> Text { with { $0.view.font = font?.spec } }
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.view.weight = weight } }
  public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
  public func italic(_ isActive: Bool = true) -> Text { with { $0.view.isItalic = isActive } }
  public func foregroundColor(_ color: Color?) -> Text { with { $0.setColor(color) } }
  public func foregroundStyle(_ color: Color) -> Text { with { $0.setColor(color) } }

  private mutating func setColor(_ color: Color?) {
    guard let color else { return view.color = nil }
    if case .model(let tint) = color.value, color.opacity == 1 {
      view.color = tint
      pendingColor = nil
    } else {
      pendingColor = color
    }
  }

  private func with(_ change: (inout Text) -> Void) -> Text {
    var copy = self
    change(&copy)
    return copy
  }

  /// `Text("a") + Text("b")`: one text when both have the same style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.view.text += rhs.view.text
    if TextView(
      lhs.view.text, font: rhs.view.font, weight: rhs.view.weight, isItalic: rhs.view.isItalic, color: rhs.view.color)
      != lhs.view
    {
      joined.pendingMix = true
    }
    return joined
  }

  /// Joined from texts of different styles: one text view cannot draw that yet.
  var pendingMix = false

  func lower(in context: LoweringContext) throws -> [Piece] {
    let context = context.entering("Text")
    if pendingMix {
      throw context.error("Text \"\(view.text)\" joins texts of different styles, which cannot be drawn yet")
    }
    var view = self.view
    if let pendingColor { view.color = try pendingColor.tint(in: context) }
    return [.view(.text(view))]
  }

  /// The text as the model's plain string, for places that take only a string (a section
  /// header, an ODS title): refuses styling that would be lost there.
  func plainString(in context: LoweringContext, for place: String) throws -> String {
    guard view == TextView(view.text), pendingColor == nil, !pendingMix else {
      throw context.error("the \(place) is drawn in the component's own style; its font and colour cannot be changed")
    }
    return view.text
  }
}

/// `Image(systemName:)`, `Image("asset")`, `Image(decorative:)`.
public struct Image: View, PrimitiveView, Equatable {
  public typealias Body = Never
  var view: ImageView
  var pendingColor: Color?

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
  public func foregroundColor(_ color: Color?) -> Image { with { $0.setColor(color) } }
  public func foregroundStyle(_ color: Color) -> Image { with { $0.setColor(color) } }
  public func imageScale(_ scale: Scale) -> Image {
    with { $0.view.scale = scale == .small ? .small : scale == .large ? .large : .medium }
  }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    with { $0.view.rendering = mode?.rendering ?? .automatic }
  }

  private mutating func setColor(_ color: Color?) {
    guard let color else { return view.color = nil }
    if case .model(let tint) = color.value, color.opacity == 1 {
      view.color = tint
      pendingColor = nil
    } else {
      pendingColor = color
    }
  }

  private func with(_ change: (inout Image) -> Void) -> Image {
    var copy = self
    change(&copy)
    return copy
  }

  /// The image with its colour resolved.
  func imageView(in context: LoweringContext) throws -> ImageView {
    var view = self.view
    if let pendingColor { view.color = try pendingColor.tint(in: context.entering("Image")) }
    return view
  }

  func lower(in context: LoweringContext) throws -> [Piece] { [.view(.image(try imageView(in: context)))] }
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
    let context = context.entering("Label")
    let title = try context.lowerSingle(self.title) ?? .text("")
    let icon = try context.lowerSingle(self.icon) ?? .spacer(minLength: 0)
    return [.view(.label(title: title, icon: icon))]
  }
}
