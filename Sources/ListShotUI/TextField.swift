import ListShotModel

/// `TextField("Email", text: $email)`, `TextField("Name", text: $name, prompt: Text("Required"))`,
/// `TextField("Notes", text: $notes, axis: .vertical)`: the bound text, or the prompt (else the
/// title) in the placeholder colour when it is empty, as iOS draws a field in a form row; no
/// caret. The title is the field's label, which iOS does not show in a list.
public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  let field: TextFieldView

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextFieldView(text: text.wrappedValue, prompt: String(title))
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextFieldView(text: text.wrappedValue, prompt: prompt?.string ?? String(title))
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    field = TextFieldView(text: text.wrappedValue, prompt: String(title), isVertical: axis == .vertical)
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    field = TextFieldView(
      text: text.wrappedValue, prompt: prompt?.string ?? String(title), isVertical: axis == .vertical)
  }

  public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextFieldView(text: text.wrappedValue, prompt: prompt?.string)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try field.lowered(in: context.entering("TextField"))
  }
}

/// `SecureField("Password", text: $password)`: a bullet per character of the bound text, or
/// the prompt in the placeholder colour.
public struct SecureField: View, PrimitiveView {
  public typealias Body = Never
  let field: TextFieldView

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextFieldView(.secureField, text: text.wrappedValue, prompt: String(title))
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextFieldView(.secureField, text: text.wrappedValue, prompt: prompt?.string ?? String(title))
  }

  public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextFieldView(.secureField, text: text.wrappedValue, prompt: prompt?.string)
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    try field.lowered(in: context.entering("SecureField"))
  }
}

/// `TextEditor(text: $notes)`: the bound text on as many lines as it takes.
public struct TextEditor: View, PrimitiveView {
  public typealias Body = Never
  let field: TextFieldView

  public init(text: Binding<String>) { field = TextFieldView(.textEditor, text: text.wrappedValue) }

  func lower(in context: LoweringContext) throws -> [Piece] { [.view(ViewNode(field))] }
}

extension TextFieldView {
  /// The field with the `.textFieldStyle` around it.
  @MainActor func lowered(in context: LoweringContext) throws -> [Piece] {
    var field = self
    field.style = context.environment[TextFieldStyleKey.self]
    return [.view(ViewNode(field))]
  }
}

/// The axis a field grows along (`TextField(_:text:axis:)`), a scroll view's.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical

  /// `ScrollView(.horizontal)`, `.scrollBounceBehavior(_:axes:)`: a set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

extension SwiftUI {
  public typealias TextField = ListShotUI.TextField
  public typealias SecureField = ListShotUI.SecureField
  public typealias TextEditor = ListShotUI.TextEditor
  public typealias Axis = ListShotUI.Axis
}
