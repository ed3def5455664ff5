import Foundation
import ListShotCore
import ListShotModel
import ListShotPNG
import ListShotTheme

/// What changing a theme does: the tokens whose resolved value changed (through aliases, so
/// a raw colour brings every semantic and component token that refers to it), and every
/// subject (a gallery card or a spec variant, per scheme) whose pixels change.
public struct ThemeImpact: Sendable, Codable {
  public struct TokenChange: Hashable, Sendable, Codable {
    public var scheme: String
    public var path: String
    public var type: String
    /// Nil when the token is new.
    public var old: String?
    /// Nil when the token is gone.
    public var new: String?
    /// Whether this change alone moves a pixel of any subject; nil when it cannot be tried
    /// alone (a removed token, a typography composite).
    public var movesPixels: Bool?
  }

  public struct SubjectChange: Hashable, Sendable, Codable {
    public var name: String
    public var scheme: String
    public var differingPixels: Int
    /// x, y, width, height of the changed pixels (the union when the sizes differ).
    public var changedArea: [Int]
    public var oldSize: [Int]
    public var newSize: [Int]
    /// Of the changed tokens, the ones this subject's items name in their provenance
    /// (`DisplayList.provenance`, before or after), sorted: "this card's orange is
    /// `color.action.selected`". Empty when its items record none of them (a kind of item
    /// that records no provenance, or a token it reaches another way); nil when not looked up.
    public var usesTokens: [String]?
  }

  public var old: String
  public var new: String
  public var tokens: [TokenChange]
  public var changed: [SubjectChange]
  /// How many subjects were compared, per scheme and in all.
  public var compared: Int

  /// True when a pixel of some subject changes: the command exits 1.
  public var movesPixels: Bool { !changed.isEmpty }
}

/// One thing whose pixels a theme change may move: a gallery card or a spec variant in one
/// scheme. `variant(theme)` gives its variant in either theme.
public struct ImpactSubject: Sendable {
  public var name: String
  public var scheme: ColorScheme
  public var screen: Screen
  public var variant: @Sendable (String) -> RenderVariant

  public init(name: String, scheme: ColorScheme, screen: Screen, variant: @escaping @Sendable (String) -> RenderVariant)
  {
    self.name = name
    self.scheme = scheme
    self.screen = screen
    self.variant = variant
  }
}
