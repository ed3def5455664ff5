import ListShotCore
import ListShotDisplayList
import ListShotTheme

/// Everything layout needs besides the screen: the resolved theme, the axes of the variant,
/// and the services that measure text and resolve icon names.
public struct LayoutEnvironment: Sendable {
  public var theme: Theme
  public var direction: LayoutDirection
  public var dynamicTypeSize: DynamicTypeSize
  /// Canvas width in points (the content is narrower by the viewport's leading and trailing
  /// safe areas).
  public var width: Double
  /// Device pixels per point.
  public var scale: Double
  public var measurer: any TextMeasuring
  public var icons: IconSet
  /// The image files the screen names, read with it (`Screen.images`): layout reads no file.
  public var images: ImageFiles = [:]
  /// The device screen the list is drawn on, if any.
  public var viewport: Viewport = .content
  /// The screen's surface (`Screen.resolvedSurface`), set by the list layout.
  public var surface: Surface = .system
  /// The screen's contrast, set by the list layout.
  public var contrast: ColorContrast = .standard
  /// Whether the display list says which token produced each item's colours and sizes
  /// (`DisplayList.provenance`). Off by default: the list is then exactly as without it.
  public var recordsProvenance = false
  /// Colour problems noted while arranging (an unknown token); see `TintToken`.
  public var colorIssues = ColorIssues()

  public init(
    theme: Theme, direction: LayoutDirection = .leftToRight,
    dynamicTypeSize: DynamicTypeSize = .default, width: Double, scale: Double,
    measurer: any TextMeasuring, icons: IconSet
  ) {
    self.theme = theme
    self.direction = direction
    self.dynamicTypeSize = dynamicTypeSize
    self.width = width
    self.scale = scale
    self.measurer = measurer
    self.icons = icons
  }

  /// The platform look's metrics (iOS 26 or 18), merged under the theme: every iOS figure
  /// layout uses (list styles, rows, separators, switch, accessories, bars) comes from here.
  public var look: LookMetrics { theme.look }

  /// The colours of the screen's surfaces, from the theme.
  public var surfaceColors: SurfaceColors { theme.surfaceColors(surface) }

  /// One device pixel, in points: the thickness of a hairline.
  public var hairline: Double { 1 / scale }

  /// Attributes for an iOS text style in the theme's system face at the current size, or at
  /// `fixedSize` for text that does not follow Dynamic Type (the bars).
  /// `natural`: lines as tall as the system font's own line height (a SwiftUI `Text` stacked in a
  /// `VStack`), instead of the HIG leading.
  public func iosText(
    _ style: IOSTextStyle, weight: FontWeight? = nil, natural: Bool = false, fixedSize: DynamicTypeSize? = nil
  ) -> TextAttributes {
    let size = fixedSize ?? dynamicTypeSize
    let metrics = style.metrics(at: size)
    return systemText(
      size: metrics.size, weight: weight ?? style.weight,
      lineHeight: natural ? style.naturalLineHeight(at: size) : metrics.lineHeight)
  }

  /// Attributes for a look's text style (`look.*` `iosTextStyle` tokens): its style and weight,
  /// scaled by its `scale` when it has one, at the current size or at `fixedSize`.
  public func iosText(_ token: IOSTextToken, fixedSize: DynamicTypeSize? = nil) -> TextAttributes {
    let attributes = iosText(token.style, weight: token.weight, fixedSize: fixedSize)
    guard token.scale != 1 || token.lineHeight != nil else { return attributes }
    let metrics = token.style.metrics(at: fixedSize ?? dynamicTypeSize)
    let size = metrics.size * token.scale
    return systemText(
      size: size, weight: token.weight,
      lineHeight: token.lineHeight.map { $0 * size } ?? metrics.lineHeight * token.scale)
  }

  /// Attributes for the theme's system face at a fixed point size, tracked as iOS tracks SF Pro
  /// at that size (`SystemFontTracking`).
  public func systemText(size: Double, weight: FontWeight = .regular, lineHeight: Double? = nil) -> TextAttributes {
    TextAttributes(
      font: FontDescriptor(family: theme.fonts.system.family, size: size, weight: weight),
      lineHeight: lineHeight, letterSpacing: SystemFontTracking.tracking(at: size))
  }

  /// The Dynamic Type ratio of OUDS text: the Body size at the current size over Body at the
  /// default size (17 pt). OUDS scales font size and line height by it; paddings and minimum
  /// heights stay fixed.
  public var oudsTextScale: Double {
    IOSTextStyle.body.metrics(at: dynamicTypeSize).size
      / IOSTextStyle.body.metrics(at: .default).size
  }

  /// Attributes for an OUDS text style in the theme's brand face, scaled for Dynamic Type.
  public func oudsText(_ style: TextStyleToken) -> TextAttributes {
    let scale = oudsTextScale
    return TextAttributes(
      font: FontDescriptor(family: theme.fonts.brand.family, size: style.size * scale, weight: style.weight),
      lineHeight: style.lineHeight * scale, letterSpacing: style.letterSpacing)
  }
}
