/// SF Symbols' animations (`.symbolEffect(.bounce, value: count)`,
/// `.symbolEffect(.variableColor.iterative, isActive: loading)`): a still picture shows the
/// symbol at rest, so they are accepted and move nothing.
public struct SymbolEffect: Hashable, Sendable {
  let name: String

  public static let bounce = SymbolEffect(name: "bounce")
  public static let pulse = SymbolEffect(name: "pulse")
  public static let variableColor = SymbolEffect(name: "variableColor")
  public static let scale = SymbolEffect(name: "scale")
  public static let appear = SymbolEffect(name: "appear")
  public static let disappear = SymbolEffect(name: "disappear")
  public static let replace = SymbolEffect(name: "replace")
  public static let wiggle = SymbolEffect(name: "wiggle")
  public static let rotate = SymbolEffect(name: "rotate")
  public static let breathe = SymbolEffect(name: "breathe")

  // The effects' variants: the same effect.
  public var up: SymbolEffect { self }
  public var down: SymbolEffect { self }
  public var byLayer: SymbolEffect { self }
  public var wholeSymbol: SymbolEffect { self }
  public var iterative: SymbolEffect { self }
  public var cumulative: SymbolEffect { self }
  public var reversing: SymbolEffect { self }
  public var nonReversing: SymbolEffect { self }
  public var hideInactiveLayers: SymbolEffect { self }
  public var dimInactiveLayers: SymbolEffect { self }
  public var downUp: SymbolEffect { self }
  public var upUp: SymbolEffect { self }
  public var offUp: SymbolEffect { self }
  public var clockwise: SymbolEffect { self }
  public var counterClockwise: SymbolEffect { self }
}

/// `.symbolEffect(.pulse, options: .repeating)`.
public struct SymbolEffectOptions: Hashable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  public func symbolEffect<T: Equatable>(
    _ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: T
  ) -> some View {
    ModifiedView(self, "symbolEffect", .none)
  }
  public func symbolEffect(
    _ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    ModifiedView(self, "symbolEffect", .none)
  }
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    ModifiedView(self, "symbolEffect", .none)
  }
}

extension SwiftUI {
  public typealias SymbolEffect = ListShotUI.SymbolEffect
  public typealias SymbolEffectOptions = ListShotUI.SymbolEffectOptions
}
