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

  /// `Text(name)`: the string as it is (a literal is a `LocalizedStringKey`, its Markdown
  /// drawn: this one is disfavoured for literals, as in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }

  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    let design = font.design.model
    var text = adding(.model("font", FontModifier(font.spec)))
    if design != .default { text = text.adding(.model("font", FontDesignModifier(design))) }
    if font.isItalic { text = text.italic() }
    return font.hasTabularDigits ? text.monospacedDigit() : text
  }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    adding(weight.map { .model("fontWeight", FontWeightModifier($0)) })
  }
  public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
  public func italic(_ isActive: Bool = true) -> Text { adding(isActive ? .model("italic", ItalicModifier()) : nil) }
  public func foregroundColor(_ color: Color?) -> Text { adding(color.map { .foreground("foregroundColor", $0) }) }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground("foregroundStyle", style)) }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.decoration(.strikethrough, isActive: isActive, color: color))
  }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    adding(.decoration(.underline, isActive: isActive, color: color))
  }
  public func monospacedDigit() -> Text { adding(.model("monospacedDigit", MonospacedDigitModifier())) }
  public func kerning(_ kerning: CGFloat) -> Text { adding(.model("kerning", TrackingModifier(Double(kerning)))) }
  public func tracking(_ tracking: CGFloat) -> Text { adding(.model("tracking", TrackingModifier(Double(tracking)))) }
  /// `.fontDesign(.serif)`, `.fontDesign(.monospaced)` …; nil keeps the design around.
  public func fontDesign(_ design: Font.Design?) -> Text {
    guard let design else { return self }
    return adding(.model("fontDesign", FontDesignModifier(design.model)))
  }
  public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
  /// `Text.Case`, for `.textCase(_:)`.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
  /// `Text.TruncationMode`, for `.truncationMode(_:)`.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

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
      case .model(_, let design as FontDesignModifier): span.design = design.design
      case .foreground(let name, let style): span.color = try style.color(in: context.entering(".\(name)"))
      case .decoration(let line, _, _):
        throw context.error(
          ".\(line.rawValue) on one part of a joined text cannot be drawn yet", hint: "put it on the joined text")
      case .model(let name, let element) where element is MonospacedDigitModifier || element is TrackingModifier:
        throw context.error(
          ".\(name) on one part of a joined text cannot be drawn yet", hint: "put it on the joined text")
      case .model: break
      case .refused(_, let error): throw error(context)
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
  /// `.strikethrough` / `.underline`: its colour is resolved when lowered.
  case decoration(TextDecorationModifier.Line, isActive: Bool, color: Color?)
  /// A modifier ListShot cannot draw (a relative date format): its error, thrown when lowered.
  case refused(String, @MainActor (LoweringContext) -> Error)

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
      case .decoration(let line, let isActive, let color):
        let tint = try color.map { try $0.tint(in: context.entering(".\(line.rawValue)")) }
        return ViewNode(TextDecorationModifier(line, isActive: isActive, color: tint), [node])
      case .refused(_, let error): throw error(context)
      }
    }
  }
}

/// A title with an icon: `Label("Inbox", systemImage: "tray")`, `Label { Text } icon: { Image }`.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
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

// Generic as SwiftUI's, so that a package's `extension Label where Title == Text, Icon == Image`
// (SFSafeSymbols' `Label(_:systemSymbol:)`) compiles.
extension Label where Title == Text, Icon == Image {
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  public init<S: StringProtocol>(_ title: S, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
}
