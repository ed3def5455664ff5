import ListShotCore

/// The screen a list is drawn on: a device's height and safe areas, or none, in which case
/// the canvas is exactly as tall as the content.
public struct Viewport: Hashable, Sendable {
  /// The device height in points; nil makes the canvas as tall as the content.
  public var height: Double?
  /// The content starts below `top` and ends above `bottom` (portrait: the status bar and
  /// the home indicator), and lies between `leading` and `trailing` (landscape: the notch
  /// and the rounded corners).
  public var safeArea: EdgeInsets
  /// Draws the whole content even when it is taller than `height` (`--full-height`).
  public var showsFullHeight: Bool
  /// Where the navigation bar starts when the status bar is shorter than the top safe area
  /// (`Device.statusBarHeight`); nil: at the top safe area.
  public var statusBarHeight: Double?
  /// Device chrome draws the Dynamic Island over the status bar.
  public var hasDynamicIsland = false

  public init(
    height: Double? = nil, safeArea: EdgeInsets = .zero, showsFullHeight: Bool = false,
    statusBarHeight: Double? = nil, hasDynamicIsland: Bool = false
  ) {
    self.height = height
    self.safeArea = safeArea
    self.showsFullHeight = showsFullHeight
    self.statusBarHeight = statusBarHeight
    self.hasDynamicIsland = hasDynamicIsland
  }

  /// The top of the navigation bar: right below the status bar.
  public var navigationBarTop: Double { min(statusBarHeight ?? safeArea.top, safeArea.top) }

  /// No device: the canvas is the content.
  public static let content = Viewport()

  /// The canvas height for content `contentHeight` tall (safe areas included): the device
  /// height, clipping a longer list, unless the full height is asked for.
  public func canvasHeight(forContent contentHeight: Double) -> Double {
    guard let height else { return contentHeight }
    return showsFullHeight ? max(height, contentHeight) : height
  }
}
