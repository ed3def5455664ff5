import ListShotCore
import ListShotTheme

/// One point of the environment matrix: the axes a screen is rendered along.
public struct RenderVariant: Hashable, Sendable {
  /// A built-in theme name or a path to a theme file.
  public var theme: String
  public var scheme: ColorScheme
  public var dynamicTypeSize: DynamicTypeSize
  /// Nil takes the direction from the screen's locale, else left-to-right.
  public var direction: LayoutDirection?
  /// A device preset or custom device; its width and scale win over `width` and `scale`.
  public var device: Device?
  /// Canvas width in points; nil takes the screen's width, else `defaultWidth`.
  public var width: Double?
  public var scale: Double
  /// With a device, draw the whole list even when it is taller than the device (`--full-height`);
  /// otherwise the canvas is the device screen and a longer list is cut at its bottom edge.
  public var fullHeight: Bool
  /// Draws the status bar and the home indicator (`DeviceChrome.standard`) on screens that do
  /// not declare their own `chrome` (`--chrome`).
  public var chrome: Bool
  /// The iOS the picture is of (`--look`): iOS 26 unless the variant says otherwise.
  public var look: Look

  /// iPhone 15/16 in portrait.
  public static let defaultWidth = 393.0
  public static let defaultScale = 3.0
  /// The theme of a variant that names none (`ThemeLoader.defaultTheme`).
  public static let defaultTheme = ThemeLoader.defaultTheme

  public init(
    theme: String = RenderVariant.defaultTheme, scheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .default, direction: LayoutDirection? = nil,
    device: Device? = nil, width: Double? = nil, scale: Double = RenderVariant.defaultScale,
    fullHeight: Bool = false, chrome: Bool = false, look: Look = .default
  ) {
    self.theme = theme
    self.scheme = scheme
    self.dynamicTypeSize = dynamicTypeSize
    self.direction = direction
    self.device = device
    self.width = device?.size.width ?? width
    self.scale = device?.scale ?? scale
    self.fullHeight = fullHeight
    self.chrome = chrome
    self.look = look
  }

  /// The theme's short name: built-in names as they are, files by their name without
  /// extensions (`Themes/brand.tokens.json` → `brand`).
  public var themeName: String {
    guard theme.contains("/") || theme.hasSuffix(".json") else { return theme }
    let file = theme.split(separator: "/").last.map(String.init) ?? theme
    return file.split(separator: ".").first.map(String.init) ?? "theme"
  }

  /// The file-name stem of this variant in a run,
  /// `<theme>-<scheme>-<size>-<direction>-<device>[-<look>]`, where the device is a preset id
  /// (`iphone-16`) or the width and scale (`393pt@3x`), and the look is named unless it is
  /// iOS 18 (`Look.unnamed`): every golden recorded before looks existed is an iOS 18 picture
  /// and keeps its name, and an iOS 26 render never meets one of them
  /// (`orange-light-large-ltr-iphone-16.png` is iOS 18, `…-iphone-16-ios26.png` iOS 26).
  /// The one naming function for rendered files and goldens.
  public func fileStem(direction resolved: LayoutDirection, screenWidth: Double?) -> String {
    "\(themeName)-\(scheme.rawValue)-\(dynamicTypeSize.rawValue)-\(resolved.rawValue)-\(deviceID(screenWidth: screenWidth))"
      + look.fileStemSuffix
  }

  /// The device part of a file name: a preset id, or the width and scale (`393pt@3x`).
  public func deviceID(screenWidth: Double?) -> String {
    if let device { return device.id }
    return "\((width ?? screenWidth ?? Self.defaultWidth).clean)pt@\(scale.clean)x"
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
