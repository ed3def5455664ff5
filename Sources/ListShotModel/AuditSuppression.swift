import ListShotCore

/// The checks of `listshot audit`, as a spec names them in a row's `audit.suppress`.
public enum AuditCheck: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
  case contrast, targetSize, truncation, voiceOver

  public static func < (lhs: AuditCheck, rhs: AuditCheck) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Findings of some checks on one row that a reviewer accepted, with the reason. Suppressed
/// findings are still reported, marked suppressed, and never fail a run.
public struct AuditSuppression: Hashable, Sendable {
  public var checks: Set<AuditCheck>
  public var reason: String

  public init(_ checks: Set<AuditCheck>, reason: String) {
    self.checks = checks
    self.reason = reason
  }
}

extension Screen {
  /// The screen with `checks` suppressed on one row.
  public func suppressingAudit(
    _ checks: Set<AuditCheck>, section: Int = 0, row: Int, reason: String
  ) -> Screen {
    var copy = self
    copy.auditSuppressions[.row(section: section, row)] = AuditSuppression(checks, reason: reason)
    return copy
  }
}
