import ListShotModel

extension LoweringContext {
  /// The toolbar's items, each in the bar its placement names: the navigation bar's leading and
  /// trailing buttons (`EditButton`, buttons with a title, a symbol or an image), a principal `Text` as
  /// the inline title, the bottom toolbar's buttons (`.bottomBar`, `.status`). An item of the
  /// app's own view type is its body; items above the keyboard are not shown (no keyboard).
  func recordToolbar(_ view: any View, into facts: ScreenFacts) throws {
    func items(_ view: any View, _ placement: ToolbarItemPlacement) throws {
      switch view {
      case let group as any ViewGroup:
        for child in group.childViews { try items(child, placement) }
      case let item as ToolbarItem:
        try items(item.content, item.placement)
      case let group as ToolbarItemGroup:
        try items(group.content, group.placement)
      case is Spacer where placement.bar == .bottom:
        // Spacers share a bottom toolbar's width; the bar spreads its items itself.
        break
      case _ where placement.bar == .keyboard:
        break
      case _ where placement.bar == .principal:
        try principal(view, into: facts)
      case is EditButton:
        try bar(.editButton, placement, into: facts)
        facts.hasEditButton = true
      case let button as Button:
        try bar(try button.barItem(in: self), placement, into: facts)
      case let modified as ModifiedView:
        // `.disabled`, `.tint`, `.bold` … on a bar button: the bar draws its own look.
        try items(modified.content, placement)
      case is PrimitiveView:
        throw entering(typeName(of: view)).error(
          "\(typeName(of: view)) in a toolbar cannot be drawn; the bar shows EditButton, Button and a principal Text",
          hint: "wrap it in a Button, or put it in the list")
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

  /// `ToolbarItem(placement: .principal) { Text("Title") }`: the bar's inline title.
  private func principal(_ view: any View, into facts: ScreenFacts) throws {
    let inner = entering("principal")
    guard let node = try inner.lowerSingle(view), let text = node.unmodified.element(as: TextView.self) else {
      throw inner.error(
        "a principal toolbar item other than a Text cannot be drawn yet", hint: "use .navigationTitle, or a Text")
    }
    facts.navigationTitle = text.text
    facts.displayMode = .inline
  }
}
