import ListShotCore

/// A screen that its front end builds again for each render variant.
///
/// ListShotUI's SwiftUI-shaped views read `@Environment(\.colorScheme)`, `\.layoutDirection`
/// and `\.dynamicTypeSize`, so what they show may differ from one variant to the next. Such a
/// screen carries the closure that lowers its views again with a variant's values; the
/// renderer calls `resolved(for:)` once, before validating and laying out, and everything after
/// that sees a plain screen. A screen without a source resolves to itself.
public struct ScreenSource: Hashable, @unchecked Sendable {
  /// The values of a render variant a front end may read.
  public struct Variant: Hashable, Sendable {
    public var scheme: ColorScheme
    public var dynamicTypeSize: DynamicTypeSize
    public var direction: LayoutDirection

    public init(
      scheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .default,
      direction: LayoutDirection = .leftToRight
    ) {
      self.scheme = scheme
      self.dynamicTypeSize = dynamicTypeSize
      self.direction = direction
    }
  }

  private final class Builder {
    let build: (Variant) throws -> Screen
    init(_ build: @escaping (Variant) throws -> Screen) { self.build = build }
  }

  private let builder: Builder
  /// Whether the closure refuses every screen `validate()` would refuse (ListShotUI's
  /// lowering does, naming the view): the renderer then does not validate its screens again.
  public let validatesScreens: Bool

  public init(validatesScreens: Bool = false, _ build: @escaping (Variant) throws -> Screen) {
    builder = Builder(build)
    self.validatesScreens = validatesScreens
  }

  /// The screen as built for `variant`, without a source of its own.
  public func screen(for variant: Variant) throws -> Screen {
    var screen = try builder.build(variant)
    screen.source = nil
    return screen
  }

  /// Two sources are the same when they are the same closure.
  public static func == (lhs: ScreenSource, rhs: ScreenSource) -> Bool { lhs.builder === rhs.builder }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(builder)) }
}

extension Screen {
  /// The screen to lay out in `variant`: built again by its source when it has one.
  public func resolved(for variant: ScreenSource.Variant) throws -> Screen {
    guard let source else { return self }
    return try source.screen(for: variant)
  }
}
