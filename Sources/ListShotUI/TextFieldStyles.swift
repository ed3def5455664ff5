import ListShotModel

/// `.textFieldStyle(.roundedBorder)`, `.plain`, `.automatic`: how the text fields inside are
/// drawn. SwiftUI lets no app write its own text field style, so these are all there are.
public protocol TextFieldStyle {}

/// A built-in text field style: the model's.
protocol BuiltInTextFieldStyleProviding {
  var builtIn: TextFieldView.Style { get }
}

public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyleProviding {
  public init() {}
  var builtIn: TextFieldView.Style { .automatic }
}

public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyleProviding {
  public init() {}
  var builtIn: TextFieldView.Style { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyleProviding {
  public init() {}
  var builtIn: TextFieldView.Style { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The style `.textFieldStyle` gives the fields inside.
struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: TextFieldView.Style { .automatic }
}

extension View {
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let builtIn = (style as? BuiltInTextFieldStyleProviding)?.builtIn ?? .automatic
    return modified("textFieldStyle", .environment { $0[TextFieldStyleKey.self] = builtIn })
  }
}

extension SwiftUI {
  public typealias TextFieldStyle = ListShotUI.TextFieldStyle
  public typealias DefaultTextFieldStyle = ListShotUI.DefaultTextFieldStyle
  public typealias PlainTextFieldStyle = ListShotUI.PlainTextFieldStyle
  public typealias RoundedBorderTextFieldStyle = ListShotUI.RoundedBorderTextFieldStyle
}
