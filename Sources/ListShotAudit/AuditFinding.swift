import ListShot
import ListShotCore
import ListShotModel

/// One thing `listshot audit` found on one element of one row, in the variants it happens in.
public struct AuditFinding: Hashable, Sendable, Codable {
  public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public enum Status: String, Hashable, Sendable, Codable {
    /// A problem: counts towards `--fail-on`.
    case failed
    /// WCAG does not apply (a disabled element); reported apart, never fails.
    case exempt
    /// Accepted in the spec with a reason; reported, never fails.
    case suppressed
  }

  public var check: AuditCheck
  public var severity: Severity
  public var status: Status
  public var screen: String
  /// `<theme>-<scheme>-<direction>-<device>`: the variant without its Dynamic Type size.
  public var variant: String
  /// The Dynamic Type sizes it happens at, smallest first.
  public var sizes: [DynamicTypeSize]
  public var row: String
  public var element: String
  public var message: String
  /// The contrast ratio or the hit area's short side, the worst over `sizes`.
  public var measured: Double?
  /// The minimum the check asks for.
  public var required: Double?
  public var suppressionReason: String?

  public init(
    check: AuditCheck, severity: Severity, status: Status = .failed, screen: String = "", variant: String = "",
    sizes: [DynamicTypeSize] = [], row: String, element: String, message: String, measured: Double? = nil,
    required: Double? = nil, suppressionReason: String? = nil
  ) {
    self.check = check
    self.severity = severity
    self.status = status
    self.screen = screen
    self.variant = variant
    self.sizes = sizes
    self.row = row
    self.element = element
    self.message = message
    self.measured = measured
    self.required = required
    self.suppressionReason = suppressionReason
  }

  /// The first (smallest) Dynamic Type size it happens at.
  public var firstSize: DynamicTypeSize? { sizes.first }

  /// Whether it fails a run whose threshold is `threshold`.
  public func fails(at threshold: Severity) -> Bool { status == .failed && severity >= threshold }
}
