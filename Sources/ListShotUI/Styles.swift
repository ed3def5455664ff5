import ListShotModel

// The styles of controls, as in SwiftUI: an app's own `ButtonStyle`, `LabelStyle` and
// `ToggleStyle` conformances compile and apply (`.buttonStyle(MyStyle())`): the control's
// `makeBody(configuration:)` is lowered in its place. The built-in styles are the model's and
// are drawn by layout in the iOS look.

/// The style a `.buttonStyle`, `.labelStyle` or `.toggleStyle` above a control chose: an app's
/// own (its body, made from the configuration) or a built-in one.
enum ControlStyleChoice<Configuration, BuiltIn> {
  case custom(@MainActor (Configuration) -> any View)
  case builtIn(BuiltIn)
}

// MARK: Buttons

/// `struct Pill: ButtonStyle { func makeBody(configuration:) … }`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a button style draws from: the button's label and role; a still picture is never
/// pressed.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
  }

  public let label: Label
  public let role: ButtonRole?
  public let isPressed: Bool
}

/// A style that makes the whole button (SwiftUI's `.bordered`, `.plain` … are these).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct PrimitiveButtonStyleConfiguration {
  public let label: ButtonStyleConfiguration.Label
  public let role: ButtonRole?
  /// Runs the button's action: never, in a still picture.
  public func trigger() {}
}

/// The built-in button styles.
enum BuiltInButtonStyle: Hashable {
  case automatic, plain, borderless, bordered, borderedProminent
}

/// A built-in primitive style: lowered by the model, not through a body.
protocol BuiltInButtonStyleProviding {
  var builtIn: BuiltInButtonStyle { get }
}

extension View {
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modified("buttonStyle", .environment { $0.buttonStyle = .custom { style.makeBody(configuration: $0) } })
  }

  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let choice: ControlStyleChoice<ButtonStyleConfiguration, BuiltInButtonStyle>
    if let builtIn = style as? BuiltInButtonStyleProviding {
      choice = .builtIn(builtIn.builtIn)
    } else {
      choice = .custom {
        style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: $0.label, role: $0.role))
      }
    }
    return modified("buttonStyle", .environment { $0.buttonStyle = choice })
  }
}

// MARK: Labels

/// `struct Stacked: LabelStyle { func makeBody(configuration:) … }`.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A label's title and icon, as views.
public struct LabelStyleConfiguration {
  public struct Title: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
  }

  public struct Icon: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
  }

  public let title: Title
  public let icon: Icon
}

/// A built-in label style: the model's.
protocol BuiltInLabelStyleProviding {
  var builtIn: LabelView.Style { get }
}

public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyleProviding {
  public init() {}
  var builtIn: LabelView.Style { .titleAndIcon }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyleProviding {
  public init() {}
  var builtIn: LabelView.Style { .titleAndIcon }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyleProviding {
  public init() {}
  var builtIn: LabelView.Style { .titleOnly }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyleProviding {
  public init() {}
  var builtIn: LabelView.Style { .iconOnly }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let choice: ControlStyleChoice<LabelStyleConfiguration, LabelView.Style> =
      (style as? BuiltInLabelStyleProviding).map { .builtIn($0.builtIn) }
      ?? .custom { style.makeBody(configuration: $0) }
    guard case .builtIn(let builtIn) = choice else {
      return AnyView(modified("labelStyle", .environment { $0.labelStyle = choice }))
    }
    // A built-in style is the model's, around the labels inside; inside it an app's own
    // style set further out no longer applies.
    return AnyView(
      modified("labelStyle", .environment { $0.labelStyle = choice }).content("labelStyle", LabelStyleModifier(builtIn))
    )
  }
}

// MARK: Toggles

/// `struct Checkbox: ToggleStyle { func makeBody(configuration:) … }`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A toggle's label and state.
public struct ToggleStyleConfiguration {
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    func lower(in context: LoweringContext) throws -> [Piece] { try context.lower(view) }
  }

  public let label: Label
  /// `configuration.isOn`, `configuration.$isOn` (setting it changes nothing in a picture).
  @Binding public var isOn: Bool
  public var isMixed: Bool { false }

  init(label: Label, isOn: Bool) {
    self.label = label
    _isOn = .constant(isOn)
  }
}

/// A built-in toggle style: the model's.
protocol BuiltInToggleStyleProviding {
  var builtIn: ToggleView.Style { get }
}

/// `.toggleStyle(.switch)`, `SwitchToggleStyle(tint: .orange)`.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  var builtIn: ToggleView.Style { .switch }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
  public init() {}
  var builtIn: ToggleView.Style { .switch }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyleProviding {
  public init() {}
  var builtIn: ToggleView.Style { .button }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let choice: ControlStyleChoice<ToggleStyleConfiguration, ToggleView.Style> =
      (style as? BuiltInToggleStyleProviding).map { .builtIn($0.builtIn) }
      ?? .custom { style.makeBody(configuration: $0) }
    let environment = modified("toggleStyle", .environment { $0.toggleStyle = choice })
    guard case .builtIn(let builtIn) = choice else { return AnyView(environment) }
    let tint = (style as? SwitchToggleStyle)?.tint
    return AnyView(
      ModifiedView(
        environment, "toggleStyle",
        .resolved { context in
          let element = ToggleStyleModifier(builtIn, tint: try tint?.tint(in: context.entering(".toggleStyle")))
          return ContentWrap(element: element) { ViewNode(element, [$0]) }
        }))
  }
}

// The built-in button styles, as SwiftUI names them.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
  public init() {}
  var builtIn: BuiltInButtonStyle { .automatic }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
  public init() {}
  var builtIn: BuiltInButtonStyle { .plain }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
  public init() {}
  var builtIn: BuiltInButtonStyle { .borderless }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
  public init() {}
  var builtIn: BuiltInButtonStyle { .bordered }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
  public init() {}
  var builtIn: BuiltInButtonStyle { .borderedProminent }
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
