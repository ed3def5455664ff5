import ListShotModel

/// `Button("Title") { action }`, `Button(role: .destructive) { } label: { Label(…) }`. The
/// action never runs. In a list a button is a row showing its label in the tint; in
/// `.swipeActions`, `.contextMenu` and `.toolbar` it is an action.
public struct Button: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let role: ButtonRole?
  var tintColor: Color?

  public init<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    role = nil
  }

  public init<Label: View>(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
  }

  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    label = Text(title)
    role = nil
  }

  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    label = Text(title)
    self.role = role
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    label = Label(title, systemImage: systemImage)
    role = nil
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    label = Label(title, systemImage: systemImage)
    self.role = role
  }

  /// The title and symbol of the label.
  func titleAndSymbol(in context: LoweringContext) throws -> (title: String?, symbol: String?) {
    let node = try context.lowerSingle(label)
    func parts(_ node: ViewNode?) -> (String?, String?) {
      guard let node = node?.unmodified else { return (nil, nil) }
      if let text = node.element(as: TextView.self) { return (text.text, nil) }
      if let image = node.element(as: ImageView.self) {
        if case .named(let name) = image.source { return (nil, name) }
        return (nil, nil)
      }
      if node.element(as: LabelView.self) != nil { return (parts(node.children[1]).0, parts(node.children[0]).1) }
      return (node.firstText, nil)
    }
    return parts(node)
  }

  func swipeAction(in context: LoweringContext) throws -> SwipeAction {
    let inner = context.entering("Button")
    guard let title = try titleAndSymbol(in: inner).title else {
      throw inner.error("a swipe action without a title cannot be drawn yet")
    }
    return SwipeAction(title, role: role == .destructive ? .destructive : nil, tint: try tintColor?.tint(in: inner))
  }

  func menuItem(in context: LoweringContext) throws -> ContextMenuItem {
    let parts = try titleAndSymbol(in: context.entering("Button"))
    return .button(parts.title ?? "", systemImage: parts.symbol, role: role == .destructive ? .destructive : nil)
  }

  func barItem(in context: LoweringContext) throws -> DeviceChrome.BarItem {
    let inner = context.entering("Button")
    // A button of only an image: a symbol, or the app's own image file.
    if let image = try inner.lowerSingle(label)?.unmodified.element(as: ImageView.self) { return .icon(image.source) }
    let parts = try titleAndSymbol(in: inner)
    if let symbol = parts.symbol { return .icon(.named(symbol)) }
    guard let title = parts.title, !title.isEmpty else {
      throw inner.error("a bar button shows a title or an image; this one shows neither")
    }
    return .title(title)
  }

  /// `.tint(.orange)` on a swipe button colours its panel.
  public func tint(_ color: Color?) -> Button {
    var copy = self
    copy.tintColor = color
    return copy
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Button")
    switch context.environment.buttonStyle {
    case .custom(let makeBody)?:
      return try inner.lower(
        makeBody(ButtonStyleConfiguration(label: .init(view: label), role: role, isPressed: false)))
    case .builtIn(.plain)?:
      return [.view(try inner.lowerSingle(label) ?? .text(""))]
    case .builtIn(let style)? where style == .bordered || style == .borderedProminent:
      // The bordered styles: the model's button, drawn on its capsule.
      let content = try inner.lowerSingle(label) ?? .text("")
      let button = ButtonView(
        style: style == .bordered ? .bordered : .borderedProminent,
        role: role.flatMap { ButtonView.Role(rawValue: $0.name) })
      // `.tint(.red)` on the button colours its capsule and its label.
      let node = ViewNode(button, [content])
      guard let tint = try tintColor?.tint(in: inner) else { return [.view(node)] }
      return [.view(node.tint(tint))]
    default: break
    }
    let content = try inner.lowerControlLabel(label) ?? .text("")
    // A foreground style above (`.foregroundStyle(.primary)` on the list, its section or the
    // button) colours the label in place of the tint, as in SwiftUI.
    if context.environment.hasForegroundStyle, tintColor == nil, role == nil { return [.view(content)] }
    let tint = try tintColor?.tint(in: inner) ?? (role == .destructive ? .red : .accent)
    return [.view(content.foregroundStyle(tint))]
  }
}

public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// `EditButton()`: "Edit", or "Done" while editing, in the navigation bar.
public struct EditButton: View, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func lower(in context: LoweringContext) throws -> [Piece] {
    throw context.entering("EditButton").error(
      "an EditButton is drawn in the navigation bar", hint: "put it in .toolbar { }")
  }
}

/// `Toggle("Wi-Fi", isOn: $isOn)`, `Toggle(isOn: $isOn) { Label(…) }`. In a list row it is
/// the default cell with a switch at its trailing end, as iOS draws it.
public struct Toggle: View, PrimitiveView {
  public typealias Body = Never
  let label: any View
  let isOn: Bool

  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    label = Text(title)
    self.isOn = isOn.wrappedValue
  }

  public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn.wrappedValue
  }

  /// `Toggle("Away", systemImage: "house", isOn: $away)`: its label a `Label`, as iOS 17 makes it.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    label = Label(title, systemImage: systemImage)
    self.isOn = isOn.wrappedValue
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("Toggle")
    if case .custom(let makeBody)? = context.environment.toggleStyle {
      return try inner.lower(makeBody(ToggleStyleConfiguration(label: .init(view: label), isOn: isOn)))
    }
    return [.view(.toggle(label: try inner.lowerControlLabel(label), isOn: isOn))]
  }
}
