import Foundation
import ListShotCore

/// A design-system theme resolved for one colour scheme: every token the layout needs, typed.
///
/// Made by `ThemeLoader.load(_:scheme:)` from the DTCG token files in `Themes/`; see
/// `Themes/README.md` for the format.
public struct Theme: Sendable, Equatable {
  /// "orange", or a user file's name.
  public var name: String
  public var scheme: ColorScheme
  public var fonts: ThemeFonts
  /// iOS system colours for the scheme.
  public var system: SystemColors
  /// Legacy ODS list-item tokens.
  public var ods: ODSTokens
  /// OUDS semantic colours.
  public var colors: SemanticColors
  public var typography: Typography
  public var listItem: ListItemTokens
  public var checkbox: CheckboxTokens
  public var radioButton: RadioButtonTokens
  public var switchControl: SwitchTokens
  public var divider: DividerTokens
  public var grid: GridTokens
  public var border: BorderTokens
  public var size: SizeTokens
  public var space: SpaceTokens
  public var opacity: OpacityTokens
  /// Status surfaces and content (badges, tags, status icons, avatars).
  public var statusColors: StatusColors = .init()
  public var badge: BadgeTokens = .init()
  public var tag: TagTokens = .init()
  /// Link chevron and warning-icon colours the OUDS list item uses.
  public var listItemParts: ListItemPartColors = .init()
  /// The Material container scheme (`material.*`), in the Material themes only.
  public var material: MaterialTokens? = nil
  /// Every colour token of the theme by path, for colours a spec names by token
  /// (`{token: color.content.brandPrimary}`).
  public var colorTokens: [String: Color] = [:]
  /// The platform look the theme was loaded in (`look.*`, merged under the theme's own files).
  public var look: LookMetrics

  public init(
    name: String, scheme: ColorScheme, fonts: ThemeFonts, system: SystemColors = .init(),
    ods: ODSTokens = .init(), colors: SemanticColors = .init(), typography: Typography = .init(),
    listItem: ListItemTokens = .init(), checkbox: CheckboxTokens = .init(),
    radioButton: RadioButtonTokens = .init(), switchControl: SwitchTokens = .init(),
    divider: DividerTokens = .init(), grid: GridTokens = .init(), border: BorderTokens = .init(),
    size: SizeTokens = .init(),
    space: SpaceTokens = .init(), opacity: OpacityTokens = .init(), look: LookMetrics
  ) {
    self.name = name
    self.scheme = scheme
    self.fonts = fonts
    self.system = system
    self.ods = ods
    self.colors = colors
    self.typography = typography
    self.listItem = listItem
    self.checkbox = checkbox
    self.radioButton = radioButton
    self.switchControl = switchControl
    self.divider = divider
    self.grid = grid
    self.border = border
    self.size = size
    self.space = space
    self.opacity = opacity
    self.look = look
  }
}

extension Theme {
  /// Stage 5, *typed theme*: reads every required token; the errors list every token that is
  /// missing or of the wrong type, in a stable order.
  static func build(
    name: String, scheme: ColorScheme, look: Look, reader: inout TokenReader, fontDirectories: [URL]
  ) -> Theme {
    func font(_ prefix: String) -> FontFamily {
      FontFamily.read(prefix, from: &reader).preferringRealFont(in: fontDirectories)
    }
    let fonts = ThemeFonts(
      brand: font("font.brand"), system: font("font.system"), monospaced: font("font.monospaced"),
      serif: font("font.serif"), rounded: font("font.rounded"))
    let ods = reader.reading(ODSTokens.init)
    let system = reader.reading(SystemColors.init)
    let colors = reader.reading(SemanticColors.init)
    let typography = reader.reading(Typography.init)
    var listItem = reader.reading(ListItemTokens.init)
    listItem.errorIconShape = ErrorIconShape.read(from: &reader)
    let lookMetrics = LookMetrics.read(look, from: &reader)
    var theme = reader.reading {
      Theme(
        name: name, scheme: scheme, fonts: fonts, system: system, ods: ods, colors: colors,
        typography: typography, listItem: listItem, checkbox: CheckboxTokens(),
        radioButton: RadioButtonTokens(), switchControl: SwitchTokens(), divider: DividerTokens(),
        grid: GridTokens(), border: BorderTokens(), size: SizeTokens(), space: SpaceTokens(),
        opacity: OpacityTokens(), look: lookMetrics)
    }
    theme.statusColors = reader.reading(StatusColors.init)
    theme.badge = reader.reading(BadgeTokens.init)
    theme.tag = reader.reading(TagTokens.init)
    theme.listItemParts = reader.reading(ListItemPartColors.init)
    theme.material = MaterialTokens.read(from: &reader)
    theme.colorTokens = reader.tokens.compactMapValues { token in
      guard case .color(let color) = token.value else { return nil }
      return color
    }
    return theme
  }
}
