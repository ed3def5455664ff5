import ListShotCore

/// A Material Components container scheme as theme tokens (`material.*`): the colour scheme
/// (`MDCSemanticColorScheme`), the two type styles a list cell uses (`MDCTypographyScheme`)
/// and the shape scheme (`MDCShapeScheme`), plus the dark theme's elevation overlay.
///
/// Optional as a group: a theme without `material.color.onSurface` has none (the OUDS themes),
/// and Material cells draw as they always have. A theme that has it must have every token
/// below. The built-in `material-baseline`, `material-dark` and `shrine` define them; see
/// docs/material.md for the values and where they come from.
public struct MaterialTokens: Sendable, Equatable {
  @Token("material.color.primary") public var primary: Color
  @Token("material.color.primaryVariant") public var primaryVariant: Color
  @Token("material.color.secondary") public var secondary: Color
  @Token("material.color.error") public var error: Color
  @Token("material.color.surface") public var surface: Color
  @Token("material.color.background") public var background: Color
  @Token("material.color.onPrimary") public var onPrimary: Color
  @Token("material.color.onSecondary") public var onSecondary: Color
  @Token("material.color.onSurface") public var onSurface: Color
  @Token("material.color.onBackground") public var onBackground: Color
  /// The colour laid over an elevated surface, at an opacity that grows with the elevation
  /// (`MaterialElevationOverlay`); transparent for none (light schemes).
  @Token("material.color.elevationOverlay") public var elevationOverlay: Color
  /// `subtitle1`: the themed cell's title.
  @Token("material.typography.subtitle1") public var subtitle1: MaterialTextStyle
  /// `body2`: the themed cell's detail.
  @Token("material.typography.body2") public var body2: MaterialTextStyle
  /// `smallComponentShape`, `mediumComponentShape`, `largeComponentShape`: the corner size;
  /// the family (`rounded`, `cut`) is the token's `$extensions["com.listshot"].family`.
  @Token("material.shape.small") public var small: Double
  @Token("material.shape.medium") public var medium: Double
  @Token("material.shape.large") public var large: Double
  public var smallFamily: MaterialCornerFamily = .rounded
  public var mediumFamily: MaterialCornerFamily = .rounded
  public var largeFamily: MaterialCornerFamily = .rounded

  public init() {}

  /// The token whose presence makes a theme a Material one.
  static let marker = "material.color.onSurface"

  /// The medium component shape: what an elevated cell is cut or rounded with (a card's).
  public var mediumShape: MaterialShape { MaterialShape(family: mediumFamily, size: medium) }

  /// The Material tokens of the theme being read, or nil when it has none.
  static func read(from reader: inout TokenReader) -> MaterialTokens? {
    guard reader.tokens[marker] != nil || reader.failed.contains(marker) else { return nil }
    var tokens = reader.reading(MaterialTokens.init)
    tokens.smallFamily = MaterialCornerFamily.read("material.shape.small", from: &reader)
    tokens.mediumFamily = MaterialCornerFamily.read("material.shape.medium", from: &reader)
    tokens.largeFamily = MaterialCornerFamily.read("material.shape.large", from: &reader)
    return tokens
  }
}

/// A Material type style: family, size and weight (`letterSpacing` kept; MDC's UIFonts have
/// none, so the built-in schemes give 0). Line heights are the face's own, as a UILabel's.
public struct MaterialTextStyle: Sendable, Equatable, Hashable {
  public var family: String
  public var size: Double
  public var weight: FontWeight
  public var letterSpacing: Double

  public init(family: String, size: Double, weight: FontWeight, letterSpacing: Double = 0) {
    self.family = family
    self.size = size
    self.weight = weight
    self.letterSpacing = letterSpacing
  }

  static let empty = MaterialTextStyle(family: "", size: 0, weight: .regular)
}

extension Token where Value == MaterialTextStyle {
  /// A `typography` composite with its family.
  public init(_ path: StaticString) {
    self.init(path, expected: "typography", empty: .empty) { value in
      guard case .typography(let typography) = value else { return nil }
      return MaterialTextStyle(
        family: typography.family, size: typography.style.size, weight: typography.style.weight,
        letterSpacing: typography.style.letterSpacing)
    }
  }
}

/// `MDCShapeCornerFamily`: how a corner of a given size is drawn.
public enum MaterialCornerFamily: String, Sendable, Equatable, CaseIterable {
  case rounded
  case cut

  static func read(_ path: String, from reader: inout TokenReader) -> MaterialCornerFamily {
    guard let token = reader.tokens[path], let name = token.setting("family") else { return .rounded }
    guard let family = MaterialCornerFamily(rawValue: name) else {
      reader.note(
        ThemeDiagnostics.badSetting(
          path + ".$extensions.com.listshot.family", .string(name),
          expected: "one of: " + allCases.map(\.rawValue).joined(separator: ", "), file: token.source))
      return .rounded
    }
    return family
  }
}

/// One shape category: the same corner on all four corners (`MDCShapeCategory
/// initCornersWithFamily:andSize:`).
public struct MaterialShape: Sendable, Equatable, Hashable {
  public var family: MaterialCornerFamily
  public var size: Double

  public init(family: MaterialCornerFamily, size: Double) {
    self.family = family
    self.size = size
  }
}
