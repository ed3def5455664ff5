import Foundation

/// SwiftUI's gestures: a still picture is touched by no one, so they are accepted and their
/// actions never run. What they are attached with (`.gesture`, `.onLongPressGesture` …) draws
/// nothing.
public protocol Gesture {
  /// What the gesture's actions are given.
  associatedtype Value
}

extension Gesture {
  /// `.onEnded { value in … }`: never called in a still picture.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(self) }
  /// `.updating($state) { value, state, transaction in … }`: the state keeps its initial value.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> _ChangedGesture<Self> { _ChangedGesture(self) }
  /// `.simultaneously(with:)`, `.sequenced(before:)`, `.exclusively(before:)`: the pair.
  public func simultaneously<Other: Gesture>(with other: Other) -> _ChangedGesture<Self> { _ChangedGesture(self) }
  public func sequenced<Other: Gesture>(before other: Other) -> _ChangedGesture<Self> { _ChangedGesture(self) }
  public func exclusively<Other: Gesture>(before other: Other) -> _ChangedGesture<Self> { _ChangedGesture(self) }
}

extension Gesture where Value: Equatable {
  /// `.onChanged { value in … }`: never called in a still picture.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(self) }
}

/// A gesture with an action attached: the same gesture (its actions never run).
public struct _ChangedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
  init(_ base: Base) { self.base = base }
}

/// `TapGesture(count:)`.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public init(count: Int = 1) {}
}

/// `LongPressGesture(minimumDuration:maximumDistance:)`.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// `DragGesture(minimumDistance:coordinateSpace:)`: its value is never made.
public struct DragGesture: Gesture {
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}

  /// Where a drag is: what an app reads in `.onChanged { value in value.translation }`.
  public struct Value: Equatable, Sendable {
    public var time = Date(timeIntervalSince1970: 0)
    public var location = CGPoint.zero
    public var startLocation = CGPoint.zero
    public var translation = CGSize.zero
    public var velocity = CGSize.zero
    public var predictedEndLocation = CGPoint.zero
    public var predictedEndTranslation = CGSize.zero
  }
}

/// `MagnifyGesture()` and `MagnificationGesture()`.
public struct MagnifyGesture: Gesture {
  public init(minimumScaleDelta: CGFloat = 0.01) {}

  public struct Value: Equatable, Sendable {
    public var time = Date(timeIntervalSince1970: 0)
    public var magnification: CGFloat = 1
    public var velocity: CGFloat = 0
    public var startLocation = CGPoint.zero
  }
}

/// `RotateGesture()`.
public struct RotateGesture: Gesture {
  public init(minimumAngleDelta: Angle = .degrees(1)) {}

  public struct Value: Equatable, Sendable {
    public var time = Date(timeIntervalSince1970: 0)
    public var rotation = Angle.zero
    public var velocity = Angle.zero
    public var startLocation = CGPoint.zero
  }
}

/// The older name of `MagnifyGesture`, whose value is the scale.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// Where a gesture's locations are measured (`.local`, `.global`, `.named("card")`).
public enum CoordinateSpace: Hashable {
  case local, global
  case named(AnyHashable)
}

/// Which gestures `.gesture(_:including:)` lets through.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// `@GestureState var isPressed = false`: its initial value, as when nothing touches the view.
@propertyWrapper
public struct GestureState<Value> {
  let initial: Value

  public init(wrappedValue: Value) { initial = wrappedValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

  public var wrappedValue: Value { initial }
  public var projectedValue: GestureState<Value> { self }
}

/// The context of a state change (`.updating`'s third argument, `withTransaction`): its
/// animation is accepted and moves nothing.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false

  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` at once, as `withAnimation` does.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension View {
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    ModifiedView(self, "gesture", .none)
  }
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    ModifiedView(self, "gesture", .none)
  }
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    ModifiedView(self, "gesture", .none)
  }
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    ModifiedView(self, "onLongPressGesture", .none)
  }
  /// `.coordinateSpace(name:)`: names the space a gesture measures in.
  public func coordinateSpace<N: Hashable>(name: N) -> some View { ModifiedView(self, "coordinateSpace", .none) }
}

extension SwiftUI {
  public typealias Gesture = ListShotUI.Gesture
  public typealias _ChangedGesture = ListShotUI._ChangedGesture
  public typealias TapGesture = ListShotUI.TapGesture
  public typealias LongPressGesture = ListShotUI.LongPressGesture
  public typealias DragGesture = ListShotUI.DragGesture
  public typealias MagnifyGesture = ListShotUI.MagnifyGesture
  public typealias RotateGesture = ListShotUI.RotateGesture
  public typealias MagnificationGesture = ListShotUI.MagnificationGesture
  public typealias CoordinateSpace = ListShotUI.CoordinateSpace
  public typealias GestureMask = ListShotUI.GestureMask
  public typealias GestureState = ListShotUI.GestureState
  public typealias Transaction = ListShotUI.Transaction
}
