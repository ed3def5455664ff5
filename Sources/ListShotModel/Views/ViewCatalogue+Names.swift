import ListShotCore

extension ViewCatalogue {
  /// The names that are not views or modifiers of free-form content: the list's containers,
  /// rows and modifiers, the screen's, the types views are made of, state, and what ListShot
  /// declares so that an app compiles.
  static let names: [ViewEntry] =
    lists + controls + listModifiers + controlStyles + screen + accepted + refused + types + state + designSystems
    + previews

  private static func list(
    _ name: String, _ initialisers: [String] = [], status: ViewEntry.Status = .drawn, _ summary: String,
    also: [String] = []
  ) -> ViewEntry {
    ViewEntry(name, role: .list, initialisers: initialisers, status: status, summary: summary, also: also)
  }

  private static func type(_ name: String, _ summary: String, also: [String] = []) -> ViewEntry {
    ViewEntry(name, role: .type, status: .composed(of: "what uses it"), summary: summary, also: also)
  }

  private static func state(_ name: String, _ summary: String, also: [String] = []) -> ViewEntry {
    ViewEntry(name, role: .state, status: .composed(of: "the value it holds"), summary: summary, also: also)
  }

  /// Containers and the views that make the list's rows.
  static let lists: [ViewEntry] = [
    list(
      "List",
      [
        "List { … }", "List(_:rowContent:)", "List(_:id:rowContent:)", "List(_:selection:rowContent:)",
        "List(_:children:rowContent:)", "List($data, editActions:)",
      ],
      "the screen's list: its rows and sections in the list style (inset grouped by default)"),
    list(
      "Section",
      [
        "Section(_:)", "Section(header:footer:content:)", "Section { } header: { } footer: { }",
        "Section(isExpanded:)",
      ], "a run of rows under a header and above a footer, each a Text or any view"),
    list(
      "ForEach",
      [
        "ForEach(_:content:)", "ForEach(_:id:content:)", "ForEach(0..<n)", "ForEach($data, editActions:)",
        ".onDelete(perform:)", ".onMove(perform:)",
      ],
      "a row per element (its id is what the selection matches); delete and move controls in edit mode",
      also: ["EditActions"]),
    list(
      "NavigationLink",
      ["NavigationLink(destination:label:)", "NavigationLink(_:destination:)", "NavigationLink { } label: { }"],
      "its label's row with the disclosure chevron; the destination is not drawn"),
    list("EditButton", ["EditButton()"], "the navigation bar's Edit (Done while editing)"),
    list(
      "DisclosureGroup", ["DisclosureGroup(_:content:)", "DisclosureGroup(isExpanded:content:label:)"],
      "an outline row and, when expanded, its children"),
    list("OutlineGroup", ["OutlineGroup(_:children:content:)"], "outline rows for a tree of data"),
    list(
      "NavigationStack", ["NavigationStack { }", "NavigationView { }"], "the navigation bar over the list",
      also: ["NavigationView"]),
    list(
      "Form", ["Form { … }"],
      "iOS's grouped form (an inset grouped list); a List inside it or in one of its sections draws its rows inline"),
    list(
      "TabView",
      ["TabView { }", "TabView(selection:)", ".tabItem { Label(_:systemImage:) }", "Tab(_:systemImage:content:)"],
      "the tab bar at the bottom, the first tab selected and its content shown", also: ["Tab", ".tabItem"]),
    list(
      "NavigationSplitView",
      ["NavigationSplitView { } detail: { }", "NavigationSplitView { } content: { } detail: { }"],
      "on iPhone, its sidebar column under the navigation bar; the other columns show after a tap",
      also: [
        "NavigationSplitViewVisibility", "NavigationSplitViewStyle", ".navigationSplitViewStyle",
        ".navigationSplitViewColumnWidth",
      ]),
    list("Group", ["Group { … }"], "its views, as if written where the group is"),
    list(
      "EmptyView", ["EmptyView()"], "nothing (an `if` without `else` whose condition is false)",
      also: ["TupleView", "_ConditionalContent", "_ViewArray", "AnyView", "ViewBuilder", "ModifiedView"]),
    list(
      "LinearGradient", ["LinearGradient(colors:startPoint:endPoint:)", "RadialGradient(…)", "AngularGradient(…)"],
      "as a view, fills what it is offered; as a style, a shape's or the foreground's; `Color.blue.gradient` (`AnyGradient`) is drawn as its colour",
      also: ["RadialGradient", "AngularGradient", "Gradient", "AnyGradient"]),
  ]

  /// The list modifiers: they change the rows, sections or list, not a view's content.
  static let listModifiers: [ViewEntry] = [
    list(
      ".listStyle", [".listStyle(.plain)", "PlainListStyle()", "InsetGroupedListStyle()"], "the list's style",
      also: [
        "ListStyle", "DefaultListStyle", "PlainListStyle", "GroupedListStyle", "InsetListStyle",
        "InsetGroupedListStyle", "SidebarListStyle",
      ]),
    list(
      ".listRowSeparator", [".listRowSeparator(_:edges:)"], "a row's separators hidden or shown",
      also: ["Visibility", "VerticalEdge"]),
    list(".listRowSeparatorTint", [".listRowSeparatorTint(_:edges:)"], "a row's separators in a colour"),
    list(".listSectionSeparator", [".listSectionSeparator(_:edges:)"], "a section's top and bottom separators"),
    list(".listRowInsets", [".listRowInsets(_:)"], "a row's content insets, on logical edges"),
    list(".listRowBackground", [".listRowBackground(_:)"], "a colour or view filling the row"),
    list(
      ".badge", [".badge(_:)", ".badgeProminence(.standard)"],
      "the grey count or text at the row's trailing end; `.badgeProminence(.increased)` and `.decreased` are refused (not measured)",
      also: [".badgeProminence", "BadgeProminence"]),
    list(
      ".listItemTint", [".listItemTint(_:)", ".fixed(_:)", ".preferred(_:)", ".monochrome"],
      "the tint of the rows' icons and controls inside, as `.tint`; `.monochrome` is system grey (not measured)",
      also: ["ListItemTint"]),
    list(
      ".deleteDisabled", [".deleteDisabled(_:)", ".moveDisabled(_:)"],
      "in edit mode, the row without its delete control (`.moveDisabled`: its reorder handle); only the rows of a ForEach with onDelete (onMove) have one, as in SwiftUI",
      also: [".moveDisabled"]),
    list(
      ".swipeActions", [".swipeActions(edge:allowsFullSwipe:content:)"],
      "the actions the row swipes open to, drawn when the picture swipes it"),
    list(".contextMenu", [".contextMenu(menuItems:)"], "the row's menu, drawn open when the picture opens it"),
    list(
      ".headerProminence", [".headerProminence(.increased)"], "a section header in the larger style",
      also: ["Prominence"]),
    list(
      ".formStyle", [".formStyle(.grouped)", ".automatic", ".columns"],
      "`.grouped` and `.automatic` draw iOS's grouped form; `.columns` (macOS's) is refused",
      also: ["FormStyle", "AutomaticFormStyle", "GroupedFormStyle", "ColumnsFormStyle"]),
    list(".odsListItemStyle", [".odsListItemStyle()"], "ods-ios's list item style on an ODS row"),
  ]

  /// What the screen shows around the list.
  static let screen: [ViewEntry] = [
    list(".navigationTitle", [".navigationTitle(_:)"], "the navigation bar's title"),
    list(
      ".navigationBarTitleDisplayMode",
      [".navigationBarTitleDisplayMode(.inline)", ".toolbarTitleDisplayMode(.inline)"],
      "a large or an inline title; `.toolbarTitleDisplayMode(.inlineLarge)` is refused",
      also: [".toolbarTitleDisplayMode", "ToolbarTitleDisplayMode"]),
    list(
      ".toolbar",
      [
        ".toolbar { }", "ToolbarItem(placement:content:)", "ToolbarItemGroup", ".topBarTrailing", ".confirmationAction",
        ".topBarLeading", ".cancellationAction",
        ".principal", ".bottomBar", ".status", ".toolbar(_:for:)", ".navigationBarHidden(_:)",
      ],
      "bar buttons and menus (a title, a symbol or an image; an app's own view as its body), and views that are not buttons (a Text, an Image, a stack; a Label as its icon) drawn as those views in the label colour at the Large size: trailing and leading ones (.cancellationAction, .topBarLeading) in the navigation bar; a principal Text as the inline title, another principal view centred in its place; .bottomBar and .status in the bottom toolbar, a text among its buttons centred in the bar, or the items spread by the Spacers among them (flexible spaces); controls (Toggle, Picker …) are refused; `.toolbar(.hidden, for:)` leaves out that bar (the navigation bar with its title and buttons; `.navigationBarHidden(true)` too)",
      also: ["ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "ToolbarPlacement", ".navigationBarHidden"]),
    list(
      ".navigationBarItems", [".navigationBarItems(trailing:)", ".navigationBarItems(leading:trailing:)"],
      "bar buttons, the older spelling", also: ["NavigationBarItem"]),
    list(
      ".navigationBarTitle", [".navigationBarTitle(_:displayMode:)"],
      "the older spelling of .navigationTitle and .navigationBarTitleDisplayMode"),
    list(
      ".contentMargins",
      [
        ".contentMargins(_:_:for:)", ".contentMargins(_:for:)", ".top", ".horizontal", ".leading", ".trailing",
        ".vertical", ".bottom", ".all", ".scrollContent", ".automatic", ".scrollIndicators",
      ],
      "the list's content margins in place of the look's: top above the first section, leading and trailing the sections' inset from the sides, bottom below the last; `for: .scrollIndicators` draws nothing (a still shows no indicator)",
      also: ["ContentMarginPlacement"]),
    list(
      ".listSectionSpacing", [".listSectionSpacing(_:)", ".default", ".custom(_:)"],
      "the points between adjacent sections, on the list or on a section (which wins), half above and half below each; `.default` the look's; `.compact` is refused (not measured)",
      also: ["ListSectionSpacing"]),
    list(
      ".listRowSpacing", [".listRowSpacing(_:)"],
      "the points between rows: in an insetGrouped list each row its own card, without separators; other styles are refused; nil is iOS's"
    ),
    list(
      ".safeAreaInset", [".safeAreaInset(edge:alignment:spacing:content:)"],
      "on a List, its view above (top) or below (bottom) the list, as a VStack of the two draws it; on a view without a list, the two stacked on that edge; a List's leading or trailing inset is refused"
    ),
    list(
      ".scrollContentBackground", [".scrollContentBackground(_:)", ".hidden", ".visible", ".automatic"],
      "`.hidden`: the list's page colour not drawn, and a `.background(…)` on the list (a colour, gradient or view) fills the screen behind the cards, which keep theirs; without one the system background"
    ),
    list(
      ".navigationBarBackButtonHidden", [".navigationBarBackButtonHidden(_:)"],
      status: .accepted("the picture's root screen has no back button"), "accepted; nothing to draw"),
    list(
      ".toolbarBackground", [".toolbarBackground(_:for:)"],
      "`.visible`: the bar's background (or the colour `.toolbarBackground(Color…, for:)` names) drawn at the top of the list too, with its hairline: under a large title, behind the tab bar or toolbar; `.automatic` and `.hidden` draw the bars as the look does; iOS 26's floating glass bottom bars keep their glass (not measured)"
    ),
    list(
      ".toolbarColorScheme", [".toolbarColorScheme(_:for:)"],
      status: .accepted("iOS applies it to a bar whose background shows, which the list at its top does not"),
      "accepted; nothing to draw while the bar has no background"),
    list(
      ".searchable", [".searchable(text:prompt:)", ".searchable(text:placement:prompt:)"],
      "the search field: under the title in iOS 18, at the bottom in iOS 26, whatever the placement asks (not measured for `.navigationBarDrawer` in iOS 26)",
      also: ["SearchFieldPlacement"]),
    list(".refreshable", [".refreshable { }"], "the refresh spinner above the first row, when the picture refreshes"),
    list(
      ".environment", [".environment(\\.keyPath, value)"],
      "an environment value for the views inside (edit mode, colour scheme …)"),
    list(
      ".navigationViewStyle", [".navigationViewStyle(.stack)", ".columns", ".automatic", "StackNavigationViewStyle()"],
      "accepted: an iPhone draws every style as the stack",
      also: [
        "NavigationViewStyle", "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle",
        "DefaultNavigationViewStyle",
      ]),
    list(".environmentObject", [".environmentObject(_:)"], "the object `@EnvironmentObject` finds inside"),
    list(
      ".modifier", [".modifier(_:)"], "an app's own ViewModifier: its body drawn with the view as content",
      also: ["ViewModifier", "ModifiedContent", "EmptyModifier", "_ViewModifier_Content"]),
    list(
      ".buttonStyle",
      [
        ".buttonStyle(_:)", ".plain", ".borderless", ".bordered", ".borderedProminent", "ButtonStyle",
        "PrimitiveButtonStyle",
      ],
      "an app's own ButtonStyle drawn as its body; `.bordered` on a tinted capsule, `.borderedProminent` in white on a filled one, `.plain` its label as it is, `.borderless` and `.automatic` in the tint",
      also: [
        "ButtonStyle", "PrimitiveButtonStyle", "ButtonStyleConfiguration", "PrimitiveButtonStyleConfiguration",
        "DefaultButtonStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
        "BorderedProminentButtonStyle",
      ]),
  ]

  /// Declared so that an app compiles; drawing them fails with the view's path.
  static let refused: [ViewEntry] = [
    ViewEntry(
      "GeometryReader", role: .view, initialisers: ["GeometryReader { proxy in … }"],
      status: .refused("its content depends on a size only the running app knows"),
      summary: "refused: give the content a fixed .frame instead", also: ["GeometryProxy"]),
    ViewEntry(
      "UIViewRepresentable", role: .view, status: .refused("a UIKit view ListShot cannot draw"),
      summary: "refused: describe the view with stacks, texts and images",
      also: ["UIViewRepresentableContext", "UIView"]),
  ]

  /// Types views are made of.
  static let types: [ViewEntry] = [
    type(
      "Color",
      "a colour: iOS's system and label colours, RGB, white, an opacity, and a colour set of the app's asset catalogue (`Color(\"Brand\")`, `UIColor(named:)`; ScreenState(assetCatalogues:), a spec's `{asset: Brand}`)"
    ),
    type(
      "Font",
      "a text style that follows Dynamic Type, or a fixed size, with a weight, the italic face, tabular digits, a design (`.body.italic()`, `.title2.bold()`, `.system(size:weight:)`, `.body.monospaced()`, `.system(.title, design: .serif)`, `Font(UIFont)`)",
      also: ["UIFont"]),
    type(
      "ShapeStyle",
      "what fills and colours: a colour, `.secondary` and the other levels, `.tint`, a gradient, a material, iOS's system fills (`.fill`, `.fill.secondary` … `.quaternary`) and backgrounds (`.background`, `.background.secondary`, `.tertiary`)",
      also: [
        "HierarchicalShapeStyle", "ForegroundStyle", "TintShapeStyle", "AnyShapeStyle", "Material", "FillShapeStyle",
        "BackgroundStyle",
      ]),
    type(
      "Shape",
      "a view of an outline; an app's own Shape is drawn as its path(in:) when that scales with its rect, and refused otherwise",
      also: [
        "InsettableShape", "FillStyle", "StrokeStyle", "RoundedCornerStyle", "_ShapeView", "_InsetShape", ".fill",
        ".stroke",
        ".strokeBorder", ".inset",
      ]),
    type(
      "Alignment", "the alignment of a stack, a frame or an overlay",
      also: ["HorizontalAlignment", "VerticalAlignment", "TextAlignment"]),
    type("EdgeInsets", "insets on logical edges", also: ["Edge", "HorizontalEdge"]),
    type("Angle", "an angle in degrees or radians (angular gradients, arcs)"),
    type(
      "CGAffineTransform",
      "CoreGraphics's affine transform, for a Path's transform: parameters (Foundation on Linux has none)"),
    type("SymbolRenderingMode", "monochrome, hierarchical or multicolour symbols"),
    type(
      "SymbolVariants",
      "`.symbolVariant(.fill)`, `.circle.fill`, `.slash` on an image or the views inside: the symbol's name with those suffixes",
      also: [".symbolVariant"]),
    type(
      "LabelStyle", "the label styles",
      also: [
        "LabelStyleConfiguration", "DefaultLabelStyle", "TitleAndIconLabelStyle",
        "TitleOnlyLabelStyle", "IconOnlyLabelStyle",
      ]),
    type(
      "ToggleStyle", "the toggle styles",
      also: [
        "ToggleStyleConfiguration", "DefaultToggleStyle", "SwitchToggleStyle",
        "ButtonToggleStyle",
      ]),
    type(
      "Screen", "ListShot's: a screen of your views, rendered like any other (`Screen(\"name\") { ContentView() }`)",
      also: ["ScreenState", "RowReference"]),
    type("View", "a type with a body, read on the main actor"),
    type(
      "LocalizedStringKey",
      "a literal given to Text: its text (no strings tables are read), its Markdown drawn (`**strong**`, `*emphasis*`, `[link](url)` in the tint, `` `code` `` in the monospaced face; `~~strikethrough~~` beside other styles refused; `^[\\(n) item](inflect: true)` in agreement with its number, in English only), interpolations as SwiftUI writes them; `LocalizedStringResource` and `String(localized:)` are their key's text",
      also: ["LocalizedStringResource"]),
    type(
      "UIHostingController",
      "`UIHostingController(rootView:)`: a view drawn as its root view; `UIApplication.shared`'s reads answer as a fresh install (`canOpenURL` false, badge 0), `open` does nothing; `UIPasteboard.general` is empty and keeps nothing; `UISwipeGestureRecognizer.Direction` is the four directions a view's state names",
      also: ["UIApplication", "UIPasteboard", "UISwipeGestureRecognizer"]),
  ]

  /// State and the environment, as the body reads them.
  static let state: [ViewEntry] = [
    state("@State", "the value it starts with", also: ["State"]),
    state("@Binding", "the value bound to (`$value`, `.constant`)", also: ["Binding"]),
    state(
      "@Environment",
      "the render variant's colour scheme, direction and Dynamic Type size, and what `.environment` sets",
      also: ["Environment", "EnvironmentValues", "EnvironmentKey", "EditMode"]),
    state(
      "@EnvironmentObject", "the object `.environmentObject` provides (a missing one is refused)",
      also: ["EnvironmentObject"]),
    state(
      "@Observable",
      "an Observation class (the Observation module's macro, re-exported) held in `@State`, passed, or provided by `.environment(model)`: its values as the body reads them",
      also: ["Bindable", "@Bindable"]),
    state(
      "@AppStorage", "the default value the app declares (the machine's UserDefaults are never read)",
      also: ["AppStorage", "SceneStorage", "@SceneStorage"]),
    state(
      "@FocusState", "nothing focused (no caret), unless the app sets it; `.focused(_:)` draws no pixels",
      also: ["FocusState", ".focused"]),
    state(
      "EnvironmentValues.locale",
      "the render's locale, time zone, calendar and clock (`ScreenState(now:timeZone:locale:)`, 2025-06-09 09:41 UTC and en_US by default): what `Text(_:format:)` and `Text(date, style:)` use; so do `Date.now`, `Date()`, `Locale.current`, `TimeZone.current`, `Calendar.current` and a date's, a number's, a list's and a duration's `.formatted()` in a file that imports only ListShotUI; `.formatted(style)` with a style (`.percent`, `.currency(code:)`, `.byteCount(style:)`, `.list(type:)`, `.dateTime…`) in any file; a file that imports Foundation too reads the machine's for `.formatted()` without a style, `Date.now`, `Date()` and the `current` values, as do `DateFormatter` and `NumberFormatter` instances",
      also: []),
    state(
      "\\.dismiss",
      "the environment's actions and traits as a still picture answers them: `dismiss()`, `openURL(url)` do nothing; compact width, regular height, standard contrast, not presented",
      also: [
        "DismissAction", "OpenURLAction", "PresentationMode", "ColorSchemeContrast", "UserInterfaceSizeClass",
      ]),
    state(
      "ObservableObject", "@Published values as the body reads them",
      also: ["ObservableObject", "Published", "ObservedObject", "StateObject"]),
  ]

  /// The design systems' SwiftUI names.
  static let designSystems: [ViewEntry] = [
    list("ODSListItem", ["ODSListItem(title:subtitle:leading:…)"], "ods-ios's list item", also: ["ODSImage"]),
    list(
      "OUDSCheckboxItem", ["OUDSCheckboxItem", "OUDSCheckboxItemIndeterminate", "OUDSRadioItem", "OUDSSwitchItem"],
      "ouds-ios's control items, as OUDS iOS draws them",
      also: ["OUDSCheckboxItemIndeterminate", "OUDSRadioItem", "OUDSSwitchItem", "OUDSCheckboxIndicatorState"]),
    list(
      "OUDSStaticListItem", ["OUDSStaticListItem(data:leading:trailing:)", "OUDSNavigationListItem(…)"],
      "ouds-ios's list items", also: ["OUDSNavigationListItem", "OUDSListItemView"]),
    list(
      "SimpleListView", ["SimpleListView", "GroupedListView", "OutlineListView"], "the Lists module's list views",
      also: [
        "GroupedListView", "OutlineListView", "SectionModel", "OutlineItem", "CellViewModel", "SwiftUICellViewModel",
        "ListAccessory", "UICellAccessory", "UICollectionLayoutListConfiguration", "UICollectionViewCell",
        "UICollectionViewListCell", "UIContentConfiguration", "UIListContentConfiguration",
        "UISwipeActionsConfiguration",
        "UIContextualAction", "UIContextMenuConfiguration", "UIMenu", "UIMenuElement", "UIAction", "UIColor", "UIImage",
      ]),
  ]
}
