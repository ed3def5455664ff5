import ListShotCore

/// The screen a list is drawn on: a device's height and safe areas, or none, in which case
/// the canvas is exactly as tall as the content.
public struct Viewport: Hashable, Sendable {
  /// The device height in points; nil makes the canvas as tall as the content.
  public var height: Double?
  /// The content starts below `top` and ends above `bottom` (portrait: the status bar and
  /// the home indicator).
  public var safeArea: EdgeInsets
  /// Draws the whole content even when it is taller than `height` (`--full-height`).
  public var showsFullHeight: Bool

  public init(height: Double? = nil, safeArea: EdgeInsets = .zero, showsFullHeight: Bool = false) {
    self.height = height
    self.safeArea = safeArea
    self.showsFullHeight = showsFullHeight
  }

  /// No device: the canvas is the content.
  public static let content = Viewport()

  /// The canvas height for content `contentHeight` tall (safe areas included): the device
  /// height, clipping a longer list, unless the full height is asked for.
  public func canvasHeight(forContent contentHeight: Double) -> Double {
    guard let height else { return contentHeight }
    return showsFullHeight ? max(height, contentHeight) : height
  }
}
