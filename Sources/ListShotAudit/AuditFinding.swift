import ListShot
import ListShotCore
import ListShotModel

/// One thing `listshot audit` found on one element of one row, in the variants it happens in.
///
/// Encoded for `listshot audit --json` with `row` and `element` printed
/// (`"row": "sections[0].rows[2]"`); nothing reads findings back, so it is not decodable.
public struct AuditFinding: Hashable, Sendable, Encodable {
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
  /// The row the element belongs to (`sections[0].rows[2]`), or for an element outside the
  /// rows the control it is part of (`navigationBar.barItems[0]`).
  public var row: NodePath
  public var element: NodePath
  public var message: String
  /// The contrast ratio or the hit area's short side, the worst over `sizes`.
  public var measured: Double?
  /// The minimum the check asks for.
  public var required: Double?
  public var suppressionReason: String?

  public init(
    check: AuditCheck, severity: Severity, status: Status = .failed, screen: String = "", variant: String = "",
    sizes: [DynamicTypeSize] = [], row: NodePath, element: NodePath, message: String, measured: Double? = nil,
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

  private enum CodingKeys: String, CodingKey {
    case check, severity, status, screen, variant, sizes, row, element, message, measured, required
    case suppressionReason
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(check, forKey: .check)
    try c.encode(severity, forKey: .severity)
    try c.encode(status, forKey: .status)
    try c.encode(screen, forKey: .screen)
    try c.encode(variant, forKey: .variant)
    try c.encode(sizes, forKey: .sizes)
    try c.encode(row.description, forKey: .row)
    try c.encode(element.description, forKey: .element)
    try c.encode(message, forKey: .message)
    try c.encodeIfPresent(measured, forKey: .measured)
    try c.encodeIfPresent(required, forKey: .required)
    try c.encodeIfPresent(suppressionReason, forKey: .suppressionReason)
  }

  /// The first (smallest) Dynamic Type size it happens at.
  public var firstSize: DynamicTypeSize? { sizes.first }

  /// Whether it fails a run whose threshold is `threshold`.
  public func fails(at threshold: Severity) -> Bool { status == .failed && severity >= threshold }
}
