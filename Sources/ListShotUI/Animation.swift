import ListShotModel

/// SwiftUI's animations and transitions: a still picture shows the state a change animates
/// to, so they are accepted and move nothing. `withAnimation { … }` runs its body (the change
/// itself) at once.
public struct Animation: Hashable, Sendable {
  let name: String

  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static let interactiveSpring = Animation(name: "interactiveSpring")

  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }

  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (the state change) at once: a still picture has no motion.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension Binding {
  /// `$isOn.animation()`: the same binding (a still picture has no motion).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// How a view enters and leaves (`.transition(.slide)`): accepted, nothing moves.
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes (`.contentTransition(.numericText())`): accepted, nothing moves.
public struct ContentTransition: Sendable {
  public static let identity = ContentTransition()
  public static let opacity = ContentTransition()
  public static let interpolate = ContentTransition()
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
  public static let symbolEffect = ContentTransition()
  public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default)
    -> ContentTransition
  { ContentTransition() }
}

extension View {
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    ModifiedView(self, "animation", .none)
  }
  public func animation(_ animation: Animation?) -> some View { ModifiedView(self, "animation", .none) }
  public func transition(_ transition: AnyTransition) -> some View { ModifiedView(self, "transition", .none) }
  public func contentTransition(_ transition: ContentTransition) -> some View {
    ModifiedView(self, "contentTransition", .none)
  }
}
