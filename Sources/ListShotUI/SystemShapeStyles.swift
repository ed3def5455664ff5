import ListShotModel

/// `.fill`, `.fill.secondary` … `.fill.quaternary`: iOS's system fills (`systemFill` …
/// `quaternarySystemFill`), the greys of capsules, wells and placeholders.
public struct FillShapeStyle: ShapeStyle, PaintLowering, Hashable {
  let level: Int

  public var primary: FillShapeStyle { FillShapeStyle(level: 0) }
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

  func paint(in context: LoweringContext) throws -> ShapePaint {
    .color(.token(["ios.fill", "ios.secondaryFill", "ios.tertiaryFill", "ios.quaternaryFill"][level]))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}

/// `.background`, `.background.secondary`, `.background.tertiary`: iOS's system backgrounds
/// (`systemBackground` …), as a view with no background of its own sets them.
public struct BackgroundStyle: ShapeStyle, PaintLowering, Hashable {
  let level: Int

  public init() { level = 0 }
  init(level: Int) { self.level = level }

  public var primary: BackgroundStyle { BackgroundStyle(level: 0) }
  public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
  public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }

  func paint(in context: LoweringContext) throws -> ShapePaint {
    .color(.token(["ios.background", "ios.secondaryBackground", "ios.tertiaryBackground"][level]))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension UIColor {
  public static let secondarySystemFill = UIColor(Color(model: .token("ios.secondaryFill")))
  public static let tertiarySystemFill = UIColor(Color(model: .token("ios.tertiaryFill")))
  public static let quaternarySystemFill = UIColor(Color(model: .token("ios.quaternaryFill")))
}

extension SwiftUI {
  public typealias FillShapeStyle = ListShotUI.FillShapeStyle
  public typealias BackgroundStyle = ListShotUI.BackgroundStyle
}
