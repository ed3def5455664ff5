import ListShotCore

/// What SwiftUI ListShot supports, declared once: one entry per view, modifier, container,
/// type and property wrapper `ListShotUI` declares.
///
/// The spec reader dispatches `content:` through `views` and `modifiers` (their spec forms),
/// the JSON Schema of a view is written from them, and the table of docs/swiftui.md is
/// printed from `entries` (`listshot catalogue`). Tests check that every public name of
/// `ListShotUI` has an entry and that every drawn view has a layout test, a lowering test
/// and a gallery card.
public enum ViewCatalogue {
  /// The views of free-form content, in the order the schema and the docs list them.
  public static let views: [ViewEntry] = [
    StackView.hstack, StackView.vstack, ZStackView.entry, ViewThatFitsView.entry, SpacerView.entry, DividerView.entry,
    TextView.entry,
    ImageView.entry, LabelView.entry, ColorView.entry, ToggleView.entry, StepperView.entry, LabeledContentView.entry,
    ButtonView.entry,
    TextFieldView.textField, TextFieldView.secureField, TextFieldView.textEditor, PickerView.entry,
    SliderView.entry,
    ProgressIndicatorView.entry, GaugeView.entry, DatePickerView.entry, CalendarView.entry, ColorPickerView.entry,
    ShapeView.rectangle,
    ShapeView.roundedRectangle,
    ShapeView.capsule, ShapeView.circle, ShapeView.ellipse, ShapeView.unevenRoundedRectangle, ShapeView.path,
    HostedRowView.entry,
    CustomView.entry,
  ]

  /// The modifiers of free-form content.
  public static let modifiers: [ViewEntry] = [
    PaddingModifier.entry, FrameModifier.entry, FontModifier.entry, FontWeightModifier.entry,
    FontWeightModifier.bold, ItalicModifier.entry, FontDesignModifier.entry, FontDesignModifier.monospaced,
    ForegroundModifier.entry, ForegroundModifier.foregroundColor,
    TintModifier.entry, LineLimitModifier.entry, MultilineTextAlignmentModifier.entry, BackgroundModifier.entry,
    CornerRadiusModifier.entry, ClipShapeModifier.entry, MaskModifier.entry, OverlayModifier.entry,
    LayoutPriorityModifier.entry, FixedSizeModifier.entry, OffsetModifier.entry, OpacityModifier.entry,
    ShadowModifier.entry,
    ImageScaleModifier.entry, SymbolRenderingModeModifier.entry, DisabledModifier.entry, LabelStyleModifier.entry,
    LabelsHiddenModifier.entry,
    ToggleStyleModifier.entry, ControlSizeModifier.entry, ButtonBorderShapeModifier.entry,
    TextDecorationModifier.strikethrough, TextDecorationModifier.underline,
    MonospacedDigitModifier.entry, TextCaseModifier.entry, TrackingModifier.entry, LineSpacingModifier.entry,
    TruncationModeModifier.entry,
    MinimumScaleFactorModifier.entry, AspectRatioModifier.entry, DynamicTypeSizeModifier.entry,
    AccessibilityModifier.entry,
  ]

  /// Every entry: the content's views and modifiers, then the rest (`ViewCatalogue+Names`).
  public static let entries: [ViewEntry] = views + modifiers + names

  /// The view written with spec key `key`.
  public static func view(specKey key: String) -> ViewEntry? { viewsBySpecKey[key] }

  /// The modifier written with spec key `key`.
  public static func modifier(specKey key: String) -> ViewEntry? { modifiersBySpecKey[key] }

  /// The spec keys of the views, in order.
  public static let viewSpecKeys = views.compactMap(\.spec?.key)

  private static let viewsBySpecKey = Dictionary(
    uniqueKeysWithValues: views.compactMap { e in e.spec.map { ($0.key, e) } })
  private static let modifiersBySpecKey = Dictionary(
    uniqueKeysWithValues: modifiers.compactMap { e in e.spec.map { ($0.key, e) } })

  /// The options a view of the catalogue declares beside its kind key, each once (the first
  /// declaration of a key is its shape).
  public static let viewOptions: [SpecField] = {
    var seen = Set<String>()
    return views.flatMap { $0.spec?.options ?? [] }.filter { seen.insert($0.key).inserted }
  }()

  /// The entry named `name` (`HStack`, `.padding`, `@State`).
  public static func entry(named name: String) -> ViewEntry? { entries.first { $0.name == name } }
}
