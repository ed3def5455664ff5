/// Material Components for iOS list cells, spelled as the library's headers spell them, so
/// that cell-configuring code from an MDC app compiles with ListShot in place of UIKit/MDC:
///
/// ```swift
/// let containerScheme = MDCContainerScheme()
/// let screen = Screen("inbox") {
///   MDCSelfSizingStereoCell { cell in
///     cell.titleLabel.text = "This is a two-line list"
///     cell.detailLabel.text = "This is secondary text that occupies one line."
///     cell.leadingImageView.image = .icon(.named("inbox"))
///     cell.applyTheme(withScheme: containerScheme)
///   }
///   MDCBaseCell { cell in cell.elevation = 2 }
/// }
/// ```
///
/// They are classes, as UIKit's are, so `let cell = …; cell.titleLabel.text = …` works; each
/// lowers to a `MaterialListCell` (its `materialCell`) when placed in a screen. What a cell
/// draws with comes from the theme the screen is rendered in (`--theme material-baseline`,
/// `material-dark`, `shrine`): see docs/material.md.
open class MDCBaseCell: RowConvertible {
  /// `elevation` (`MDCShadowElevation`, points): above 0 the cell casts MDC's shadow and,
  /// in a Material theme, is drawn on its surface colour in its shape.
  public var elevation: Double = 0
  /// `enableRippleBehavior`: ListShot always draws the Ripple (MDCRippleView); kept so that
  /// code setting it compiles.
  public var enableRippleBehavior: Bool = false
  /// `rippleColor`: nil keeps MDC's default (onSurface at 0.12, 0.16 after `applyTheme`).
  public var rippleColor: TintColor?
  /// `inkColor`, the Ink-era name: the same colour as `rippleColor`.
  public var inkColor: TintColor? {
    get { rippleColor }
    set { rippleColor = newValue }
  }
  /// `isHighlighted`: the pressed state, the ripple over the whole cell.
  public var isHighlighted: Bool = false
  /// A touch in progress: the ripple spreading from its point (ListShot's stand-in for
  /// `touchesBegan` + `setHighlighted:`).
  public var ripple: MaterialListCell.Ripple?
  /// `isAccessibilityElement`: ListShot already reads a cell as one element; kept so that the
  /// seed's accessibility line compiles.
  public var isAccessibilityElement: Bool = true
  /// Set by `applyTheme(withScheme:)`: the cell uses the container scheme's typography and
  /// colours (the Material theming extension) rather than MDC's own defaults.
  public internal(set) var isThemed: Bool = false

  public init() {}

  /// A cell configured by `configure`, e.g. `MDCBaseCell { cell in cell.elevation = 4 }`.
  public convenience init(_ configure: (MDCBaseCell) -> Void) {
    self.init()
    configure(self)
  }

  /// `applyTheme(withScheme:)` (MDCBaseCell+MaterialTheming): themes the cell with the
  /// container scheme. The scheme's values are the rendering theme's (see `MDCContainerScheme`).
  public func applyTheme(withScheme scheme: MDCContainerScheme) {
    isThemed = true
  }

  /// The model cell this one lowers to.
  open var materialCell: MaterialListCell {
    MaterialListCell(
      typography: isThemed ? .themed : .default, isHighlighted: isHighlighted, elevation: elevation,
      ripple: ripple, rippleColor: rippleColor)
  }

  public var asRow: Row { materialCell.asRow }
}
