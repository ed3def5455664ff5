import ListShotCore

/// One point of the environment matrix: the axes a screen is rendered along.
public struct RenderVariant: Hashable, Sendable {
  /// A built-in theme name or a path to a theme file.
  public var theme: String
  public var scheme: ColorScheme
  public var dynamicTypeSize: DynamicTypeSize
  /// Nil takes the direction from the screen's locale, else left-to-right.
  public var direction: LayoutDirection?
  /// Canvas width in points; nil takes the screen's width, else `defaultWidth`.
  public var width: Double?
  public var scale: Double

  /// iPhone 15/16 in portrait.
  public static let defaultWidth = 393.0
  public static let defaultScale = 3.0

  public init(
    theme: String = "orange", scheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .default, direction: LayoutDirection? = nil,
    width: Double? = nil, scale: Double = RenderVariant.defaultScale
  ) {
    self.theme = theme
    self.scheme = scheme
    self.dynamicTypeSize = dynamicTypeSize
    self.direction = direction
    self.width = width
    self.scale = scale
  }

  /// The file-name stem of this variant: `<theme>-<scheme>-<size>-<direction>@<scale>x`.
  /// Theme files given by path contribute their file name without extensions.
  public func fileStem(direction resolved: LayoutDirection) -> String {
    let themeName = theme.contains("/")
      ? String(theme.split(separator: "/").last!.split(separator: ".").first ?? "theme") : theme
    let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
    return "\(themeName)-\(scheme.rawValue)-\(dynamicTypeSize.rawValue)-\(resolved.rawValue)@\(scaleText)x"
  }
}

extension LayoutDirection {
  /// The direction a BCP 47 locale writes in: right-to-left for Arabic, Hebrew, Persian,
  /// Urdu and the other right-to-left scripts' primary languages.
  public static func of(locale: String) -> LayoutDirection {
    let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
    let rtl: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"]
    return rtl.contains(language) ? .rightToLeft : .leftToRight
  }
}
