import ListShotCore

/// A Material Components for iOS list cell (`MDCSelfSizingStereoCell`, material-components-ios).
///
/// A title label and a detail label between an optional leading and trailing image. The names
/// follow MDC: `title` is `titleLabel.text`, `detail` is `detailLabel.text`, and the line limits
/// are the labels' `numberOfLines`, 0 (unlimited) by default as MDC sets them. A cell with only
/// a title is Material's single-line item, a title and one line of detail the two-line item, a
/// title and two lines of detail the three-line item (see `singleLine`, `twoLine`, `threeLine`).
public struct MaterialListCell: Hashable, Sendable {
  /// `titleLabel.text`; nil or empty leaves the title out, as MDC does.
  public var title: String?
  /// `detailLabel.text`; nil or empty leaves the detail out.
  public var detail: String?
  /// `titleLabel.numberOfLines`: 0 is unlimited; text past a limit ends in an ellipsis.
  public var titleNumberOfLines: Int
  /// `detailLabel.numberOfLines`: 0 is unlimited.
  public var detailNumberOfLines: Int
  public var leadingImage: Image?
  public var trailingImage: Image?
  /// `leadingImageViewVerticalPosition` and `trailingImageViewVerticalPosition`, both at once.
  public var imageVerticalPosition: ImageVerticalPosition
  public var typography: Typography
  /// A pressed cell: the ripple covers it at its resting opacity.
  public var isHighlighted: Bool
  /// `MDCBaseCell.elevation` in points; above 0 the cell casts MDC's two-part shadow.
  public var elevation: Double
  /// A touch in progress: the ink ripple as a circle spreading from the touch point (a
  /// highlighted cell without one shows the ripple at its end, covering the cell).
  public var ripple: Ripple?
  /// `MDCBaseCell.rippleColor` (and `inkColor`): the colour of the ripple and of the highlight,
  /// drawn as given (its alpha included). Nil keeps MDC's: onSurface at 0.12, or 0.16 themed.
  public var rippleColor: TintColor?

  /// A frame of MDC's touch-down ripple (MDCRippleLayer): it starts at the touch point at
  /// 0.6 of its final radius, half the cell's diagonal + 10, and over 0.225 s grows to it
  /// while its centre moves to the cell's centre (standard curve) and it fades in (0.075 s).
  public struct Ripple: Hashable, Sendable {
    /// The touch point from the cell's top-leading corner, in points.
    public var touchPoint: Point
    /// How far the touch-down animation is, 0 to 1.
    public var progress: Double

    public init(touchPoint: Point, progress: Double = 0.5) {
      self.touchPoint = touchPoint
      self.progress = progress
    }
  }

  public init(
    title: String? = nil, detail: String? = nil, titleNumberOfLines: Int = 0,
    detailNumberOfLines: Int = 0, leadingImage: Image? = nil, trailingImage: Image? = nil,
    imageVerticalPosition: ImageVerticalPosition = .top, typography: Typography = .default,
    isHighlighted: Bool = false, elevation: Double = 0, ripple: Ripple? = nil, rippleColor: TintColor? = nil
  ) {
    self.title = title
    self.detail = detail
    self.titleNumberOfLines = titleNumberOfLines
    self.detailNumberOfLines = detailNumberOfLines
    self.leadingImage = leadingImage
    self.trailingImage = trailingImage
    self.imageVerticalPosition = imageVerticalPosition
    self.typography = typography
    self.isHighlighted = isHighlighted
    self.elevation = elevation
    self.ripple = ripple
    self.rippleColor = rippleColor
  }

  /// `MDCSelfSizingStereoCellImageViewVerticalPosition`.
  public enum ImageVerticalPosition: String, Hashable, Sendable, CaseIterable {
    /// At the top margin (MDC's default); a title-only cell centres its title on the image.
    case top
    /// Centred in the cell's height.
    case center
  }

  /// Which fonts (and with them text colours and ripple opacity) the cell uses.
  public enum Typography: String, Hashable, Sendable, CaseIterable {
    /// MDC's own defaults: MDC Title (20 Medium) and Caption (12), black at 0.87 and 0.60.
    case `default`
    /// After `applyTheme(withScheme:)` with the Material 2018 schemes: subtitle1 (16) and
    /// body2 (14), both onSurface at 0.87, and a ripple at 0.16.
    case themed
  }

  /// An image view's image: an icon or a picture at its natural size in points, which the
  /// cell scales down (keeping its aspect) to fit 56 × 56.
  public struct Image: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
      case icon(Icon)
      case picture(ImageSource)
    }

    public var content: Content
    /// The image's natural size (`UIImage.size`), in points.
    public var size: Size
    /// An icon's colour (`tintColor`); nil draws it in the cell's image tint, or a multicolour
    /// SVG file in its own paint. Pictures are never tinted; validation refuses a colour there.
    public var color: TintColor?

    public init(_ content: Content, size: Size, color: TintColor? = nil) {
      self.content = content
      self.size = size
      self.color = color
    }

    /// An icon, 24 pt by default (the Material icon size).
    public static func icon(_ icon: Icon, size: Double = 24, color: TintColor? = nil) -> Image {
      Image(.icon(icon), size: Size(width: size, height: size), color: color)
    }

    /// A picture, 56 × 56 pt by default: a photo larger than the cell allows, scaled to fit.
    public static func picture(_ source: ImageSource, width: Double = 56, height: Double? = nil) -> Image {
      Image(.picture(source), size: Size(width: width, height: height ?? width))
    }
  }
}

extension MaterialListCell {
  /// Material's single-line item: one line of title.
  public static func singleLine(
    _ title: String, leadingImage: Image? = nil, trailingImage: Image? = nil,
    typography: Typography = .default
  ) -> MaterialListCell {
    MaterialListCell(
      title: title, titleNumberOfLines: 1, leadingImage: leadingImage, trailingImage: trailingImage,
      typography: typography)
  }

  /// Material's two-line item: one line of title and one of detail.
  public static func twoLine(
    _ title: String, detail: String, leadingImage: Image? = nil, trailingImage: Image? = nil,
    typography: Typography = .default
  ) -> MaterialListCell {
    MaterialListCell(
      title: title, detail: detail, titleNumberOfLines: 1, detailNumberOfLines: 1,
      leadingImage: leadingImage, trailingImage: trailingImage, typography: typography)
  }

  /// Material's three-line item: one line of title and up to two of detail.
  public static func threeLine(
    _ title: String, detail: String, leadingImage: Image? = nil, trailingImage: Image? = nil,
    typography: Typography = .default
  ) -> MaterialListCell {
    MaterialListCell(
      title: title, detail: detail, titleNumberOfLines: 1, detailNumberOfLines: 2,
      leadingImage: leadingImage, trailingImage: trailingImage, typography: typography)
  }
}

extension MaterialListCell {
  /// The highest elevation accepted: MDC's dialog elevation, the top of its shadow scale.
  public static let maxElevation = 24.0

  /// The height of a cell with nothing in it (an `MDCBaseCell`, or a stereo cell whose labels
  /// and images are all empty): MDC gives such a cell no height of its own (its example sizes
  /// base cells with the collection view layout), so ListShot uses Material's shortest list
  /// item, the 48 pt single-line item.
  public static let emptyHeight = 48.0

  /// Whether the cell shows nothing but its surface, ripple and elevation.
  public var isEmpty: Bool {
    !Self.hasText(title) && !Self.hasText(detail) && leadingImage == nil && trailingImage == nil
  }

  /// Whether `text` would be drawn: MDC leaves a label out when its text is empty.
  static func hasText(_ text: String?) -> Bool { !(text ?? "").isEmpty }

  /// Problems in this cell. The paths use the spec keys (`title`, `leadingImage` …).
  public func validate() -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    for (key, lines) in [("titleNumberOfLines", titleNumberOfLines), ("detailNumberOfLines", detailNumberOfLines)]
    where lines < 0 {
      issues.append(
        ValidationIssue(path: .key(key), "\(key) is \(lines); use 0 for unlimited lines or a positive limit"))
    }
    if let ripple, !(ripple.progress >= 0 && ripple.progress <= 1) {
      issues.append(
        ValidationIssue(
          path: NodePath.key("ripple").appending("progress"), "ripple progress \(ripple.progress) is out of range 0...1"
        ))
    }
    if case .custom(let color)? = rippleColor, color.alpha == 0 {
      issues.append(
        ValidationIssue(
          .warning, path: "rippleColor", "rippleColor is fully transparent, so no ripple or highlight shows"))
    }
    if let ripple, !(ripple.touchPoint.x.isFinite && ripple.touchPoint.y.isFinite) {
      issues.append(ValidationIssue(path: "ripple", "the ripple's touch point is not a finite point"))
    }
    if !(elevation >= 0 && elevation <= Self.maxElevation) {
      issues.append(
        ValidationIssue(
          path: "elevation",
          "elevation \(elevation) is out of range; use 0 (flat) up to \(Int(Self.maxElevation)) points"))
    }
    for (key, image) in [("leadingImage", leadingImage), ("trailingImage", trailingImage)] {
      guard let image else { continue }
      let size = image.size
      if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
        issues.append(
          ValidationIssue(
            path: .key(key),
            "\(key) size \(size.width) × \(size.height) is not a positive size; give its natural size in points"))
      }
      if case .picture = image.content, image.color != nil {
        issues.append(
          ValidationIssue(
            path: NodePath.key(key).appending("color"),
            "\(key) is a picture and has a color; a color applies to icons: remove 'color' or use 'icon'"))
      }
    }
    if !Self.hasText(detail) && detailNumberOfLines > 0 {
      issues.append(
        ValidationIssue(
          .warning, path: "detailNumberOfLines", "detailNumberOfLines has no effect without a `detail`"))
    }
    return issues
  }
}
