import ListShotModel

extension LoweringContext {
  /// The toolbar's items, each in the bar its placement names: the navigation bar's leading and
  /// trailing buttons (`EditButton`, buttons and menus with a title, a symbol or an image), a
  /// principal `Text` as the inline title or another principal view in its place, the bottom
  /// toolbar's buttons (`.bottomBar`, `.status`). A view that is not a button (`Text("Updated
  /// just now")`, an `Image`, an `HStack`) is a bar item drawn as that view; a `Label` shows its
  /// icon, as iOS's toolbars show labels. An item of the app's own view type is its body; items
  /// above the keyboard are not shown (no keyboard).
  func recordToolbar(_ view: any View, into facts: ScreenFacts) throws {
    func items(_ view: any View, _ placement: ToolbarItemPlacement) throws {
      switch view {
      case let group as any ViewGroup:
        for child in group.childViews { try items(child, placement) }
      case let item as ToolbarItem:
        try items(item.content, item.placement)
      case let group as ToolbarItemGroup:
        try items(group.content, group.placement)
      case is Spacer:
        // A flexible space in the bottom toolbar; the navigation bar spreads its buttons itself.
        if placement.bar == .bottom { facts.bottomItems.append(.spacer) }
      case _ where placement.bar == .keyboard:
        break
      case _ where placement.bar == .principal:
        try principal(view, into: facts)
      case is EditButton:
        try bar(.editButton, placement, into: facts)
        facts.hasEditButton = true
      case let button as Button:
        try bar(try button.barItem(in: self), placement, into: facts)
      case let menu as Menu:
        // A closed menu: its label, as a button's.
        try bar(
          try Button(action: {}) { AnyView(erasing: menu.label) }.barItem(in: entering("Menu")), placement, into: facts)
      case let modified as ModifiedView where Self.isButton(modified):
        // `.disabled`, `.tint`, `.bold` … on a bar button: the bar draws its own look.
        try items(modified.content, placement)
      case is PrimitiveView:
        try bar(try barView(view), placement, into: facts)
      default:
        // An app's own view: the bar shows what its body is.
        let body: any View = EnvironmentValues.$current.withValue(environment) { view.body }
        try entering(typeName(of: view)).recordToolbar(
          ToolbarItem(placement: placement) { AnyView(erasing: body) }, into: facts)
      }
    }
    try items(view, .automatic)
  }

  private func bar(_ item: DeviceChrome.BarItem, _ placement: ToolbarItemPlacement, into facts: ScreenFacts) throws {
    switch placement.bar {
    case .trailing: facts.barItems.append(item)
    case .bottom: facts.bottomItems.append(item)
    case .leading: facts.leadingBarItems.append(item)
    case .principal, .keyboard: break
    }
  }

  /// The controls a toolbar refuses (their catalogue names).
  private static let controls: Set<String> = [
    "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
  ]

  /// Whether a modified view is a button under its modifiers.
  private static func isButton(_ view: any View) -> Bool {
    switch view {
    case let modified as ModifiedView: return isButton(modified.content)
    case is Button, is EditButton, is Menu: return true
    default: return false
    }
  }

  /// A view in a toolbar that is not a button: the bar item that draws it. A `Label` shows its
  /// icon (`.labelStyle(.iconOnly)`, iOS's style for labels in a toolbar).
  private func barView(_ view: any View) throws -> DeviceChrome.BarItem {
    let inner = entering(typeName(of: view))
    guard let node = try inner.lowerSingle(view) else {
      throw inner.error("this toolbar item shows nothing", hint: "remove it")
    }
    // iOS draws a control in a toolbar as a bar control of its own, which is not measured.
    if Self.controls.contains(node.unmodified.entry.name) {
      throw inner.error(
        "\(node.unmodified.entry.name) in a toolbar cannot be drawn; the bar shows buttons, menus and views such as Text, Label, Image and stacks",
        hint: "wrap it in a Button, or put it in the list")
    }
    if node.unmodified.element(as: LabelView.self) != nil, let icon = node.unmodified.children.first {
      return .view(icon)
    }
    return .view(node)
  }

  /// `ToolbarItem(placement: .principal) { Text("Title") }`: the bar's inline title; another
  /// view (`VStack { Text("Title").font(.headline); Text("subtitle").font(.caption) }`, an
  /// `Image`) is drawn in the title's place.
  private func principal(_ view: any View, into facts: ScreenFacts) throws {
    let inner = entering("principal")
    guard let node = try inner.lowerSingle(view) else {
      throw inner.error("the principal toolbar item shows nothing", hint: "remove it, or use .navigationTitle")
    }
    if let text = node.unmodified.element(as: TextView.self) {
      facts.navigationTitle = text.text
    } else {
      facts.principal = node
    }
    facts.displayMode = .inline
  }
}
