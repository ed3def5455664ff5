import ListShotCore

/// The OUDS status colours (tokens 2.5.0) for one theme and scheme: the surfaces of badges and
/// tags (`color.surface.status.*`, emphasized and muted, and `color.surface.inverseHigh` for
/// the neutral ones and the avatar), the content drawn on them (`color.content.onStatus.*`),
/// the accent status content and the warning repository colours the two-layer warning icon
/// is made of.
public struct StatusColors: Sendable, Equatable {
  /// Emphasized and muted variants of one status.
  public struct Pair: Sendable, Equatable {
    @Token public var emphasized: Color
    @Token public var muted: Color

    /// Empty colours named by the two paths; `StatusColors()` reads them.
    init(_ emphasized: StaticString, _ muted: StaticString) {
      _emphasized = Token(emphasized)
      _muted = Token(muted)
    }
  }

  @Token("color.surface.inverseHigh") public var surfaceInverseHigh: Color
  public var surfaceAccent = Pair("color.surface.status.accent.emphasized", "color.surface.status.accent.muted")
  public var onAccent = Pair("color.content.onStatus.accent.emphasized", "color.content.onStatus.accent.muted")
  public var surfaceInfo = Pair("color.surface.status.info.emphasized", "color.surface.status.info.muted")
  public var onInfo = Pair("color.content.onStatus.info.emphasized", "color.content.onStatus.info.muted")
  public var surfaceNegative = Pair("color.surface.status.negative.emphasized", "color.surface.status.negative.muted")
  public var onNegative = Pair("color.content.onStatus.negative.emphasized", "color.content.onStatus.negative.muted")
  public var surfacePositive = Pair("color.surface.status.positive.emphasized", "color.surface.status.positive.muted")
  public var onPositive = Pair("color.content.onStatus.positive.emphasized", "color.content.onStatus.positive.muted")
  public var surfaceWarning = Pair("color.surface.status.warning.emphasized", "color.surface.status.warning.muted")
  public var onWarning = Pair("color.content.onStatus.warning.emphasized", "color.content.onStatus.warning.muted")
  @Token("color.content.status.accent") public var contentAccent: Color
  @Token("color.repository.warning.high") public var repositoryWarningHigh: Color
  @Token("color.repository.warning.medium") public var repositoryWarningMedium: Color
  @Token("color.repository.warning.low") public var repositoryWarningLow: Color

  public init() {}
}
