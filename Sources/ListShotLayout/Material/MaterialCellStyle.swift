import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTheme

/// The fonts and colours of a Material list cell for one typography, theme and text size.
///
/// Fonts. `.default` is MDC's own: MDC Title (Medium) and Caption from MDCFontTraits, which
/// lists xSmall … xxxLarge and answers xxxLarge for every accessibility size. `.themed` is the
/// Material 2018 typography scheme, subtitle1 (16) and body2 (14); MDC scales those with its
/// own curves, which ListShot does not have, so they scale the way `UIFontMetrics` scales a
/// size for the iOS text style of the same role: subtitle1 with Callout (16 at Large, so the
/// table's own values) and body2 with Subheadline (× 14/15). Both are the theme's system face
/// (SF Pro's substitute); line heights are the face's own, as a UILabel's are.
///
/// Colours. MDC's onSurface is black in light and white in dark: the theme's `system.label`.
/// MDC's default colours are literally black; they use `system.label` too, which is the same
/// black in light schemes and stays readable in dark ones. The ripple is that colour at 0.12
/// (MDCRippleView's default) or 0.16 (the theming extension).
///
/// In a Material theme (one with `material.*` tokens: material-baseline, material-dark, shrine
/// or a theme extending them) `.themed` takes its fonts from `material.typography.subtitle1`
/// and `body2` (family, size, weight; scaled with Dynamic Type as above) and its colours from
/// `material.color.onSurface`, as MDCSelfSizingStereoCell+MaterialTheming does. In any other
/// theme nothing changes. A cell's `rippleColor` replaces the ripple colour in every theme.
struct MaterialCellStyle {
  var title: TextAttributes
  var detail: TextAttributes
  var titleColor: Token<Color>
  var detailColor: Token<Color>
  /// The tint of named icons and template images (MDC's theming tints image views so), with
  /// the token it is derived from (`ios.label`).
  var imageTint: Token<Color>
  /// The ripple and highlight colour, with the token it is derived from (`ios.label`).
  var ripple: Token<Color>

  /// MDC Title sizes, xSmall … xxxLarge (Medium).
  static let mdcTitleSizes: [Double] = [17, 18, 19, 20, 22, 24, 26]
  /// MDC Caption sizes, xSmall … xxxLarge (Regular).
  static let mdcCaptionSizes: [Double] = [11, 11, 11, 12, 14, 16, 18]

  init(_ typography: MaterialListCell.Typography, env: LayoutEnvironment) {
    let family = env.theme.fonts.system.family
    let label = env.theme.system.$label, onSurface = label.wrappedValue
    func font(_ size: Double, _ weight: FontWeight) -> TextAttributes {
      TextAttributes(font: FontDescriptor(family: family, size: size, weight: weight))
    }
    switch typography {
    case .default:
      // MDC answers the xxxLarge traits for the accessibility sizes.
      let index = min(env.dynamicTypeSize.index, Self.mdcTitleSizes.count - 1)
      title = font(Self.mdcTitleSizes[index], .medium)
      detail = font(Self.mdcCaptionSizes[index], .regular)
      titleColor = label.deriving(onSurface.withOpacity(0.87))
      detailColor = label.deriving(onSurface.withOpacity(0.60))
      ripple = label.deriving(onSurface.withOpacity(0.12))
    case .themed:
      if let material = env.theme.material {
        let text = material.$onSurface
        func materialFont(_ style: MaterialTextStyle, like iosStyle: IOSTextStyle) -> TextAttributes {
          TextAttributes(
            font: FontDescriptor(
              family: style.family, size: Self.scaled(style.size, like: iosStyle, at: env.dynamicTypeSize),
              weight: style.weight))
        }
        title = materialFont(material.subtitle1, like: .callout)
        detail = materialFont(material.body2, like: .subheadline)
        titleColor = text.deriving(text.wrappedValue.withOpacity(0.87))
        detailColor = titleColor
        ripple = text.deriving(text.wrappedValue.withOpacity(0.16))
        imageTint = titleColor
        return
      }
      title = font(Self.scaled(16, like: .callout, at: env.dynamicTypeSize), .regular)
      detail = font(Self.scaled(14, like: .subheadline, at: env.dynamicTypeSize), .regular)
      titleColor = label.deriving(onSurface.withOpacity(0.87))
      detailColor = label.deriving(onSurface.withOpacity(0.87))
      ripple = label.deriving(onSurface.withOpacity(0.16))
    }
    imageTint = label.deriving(onSurface.withOpacity(0.87))
  }

  /// `size` scaled as `UIFontMetrics(forTextStyle: style)` scales it: in proportion to the
  /// style's size at `dynamicTypeSize` against its size at Large.
  static func scaled(_ size: Double, like style: IOSTextStyle, at dynamicTypeSize: DynamicTypeSize) -> Double {
    size * style.metrics(at: dynamicTypeSize).size / style.metrics(at: .large).size
  }
}
