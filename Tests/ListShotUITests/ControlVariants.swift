import ListShot
import XCTest

extension Lowering {
  /// A variant of the default theme at `size`, in one direction and look, at @1x: the controls'
  /// tests walk every Dynamic Type size in both directions.
  static func variant(_ size: ListShotCore.DynamicTypeSize, rightToLeft: Bool, ios18: Bool = false) -> RenderVariant {
    RenderVariant(
      dynamicTypeSize: size, direction: rightToLeft ? .rightToLeft : .leftToRight, scale: 1,
      look: ios18 ? .ios18 : .ios26)
  }

  /// Every Dynamic Type size.
  static let sizes = ListShotCore.DynamicTypeSize.allCases
}
