import ListShot
import ListShotCore

/// How a screen is snapshotted: the variant it is rendered in and the tolerance of the
/// comparison. A value, so a test can keep several (`.png(scheme: .dark)`, `.png(size: .AX3)`).
///
/// ```swift
/// assertSnapshot(of: settings, as: .png(theme: "sosh", scheme: .dark))
/// ```
public struct ScreenSnapshot: Sendable {
  public var variant: RenderVariant
  public var tolerance: ToleranceSpec

  public init(variant: RenderVariant, tolerance: ToleranceSpec = ToleranceSpec()) {
    self.variant = variant
    self.tolerance = tolerance
  }

  /// A PNG snapshot in the given variant; exact unless a tolerance is given. `look` is the
  /// iOS drawn (iOS 26 unless given); an iOS 26 golden's name ends in `-ios26`
  /// (`RenderVariant.fileStem`), so one recorded before looks existed (an iOS 18 picture) is
  /// never compared with an iOS 26 render: pass `look: .ios18` to keep checking it.
  public static func png(
    theme: String = RenderVariant.defaultTheme, scheme: ColorScheme = .light, size: DynamicTypeSize = .large,
    direction: LayoutDirection? = nil, device: Device? = nil, width: Double? = nil, scale: Double = 2,
    look: Look = .default, tolerance: ToleranceSpec = ToleranceSpec()
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      variant: RenderVariant(
        theme: theme, scheme: scheme, dynamicTypeSize: size, direction: direction, device: device,
        width: width, scale: scale, look: look),
      tolerance: tolerance)
  }
}
