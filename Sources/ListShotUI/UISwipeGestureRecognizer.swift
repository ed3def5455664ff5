/// `UISwipeGestureRecognizer.Direction`, as a settings screen's state names the directions
/// (`@State var directions: [UISwipeGestureRecognizer.Direction] = [.left, .right, .up]`): the
/// four directions with UIKit's raw values. No gesture is recognised in a still.
public final class UISwipeGestureRecognizer {
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  public var direction: Direction = .right
  public var numberOfTouchesRequired = 1

  public init() {}
}
