import Foundation
import ListShotCore
import ListShotModel
import Yams

/// Decodes a row's `audit: {suppress: [contrast, …], reason: "…"}`: audit findings a reviewer
/// accepted on that row. The key sits next to the row's kind, so every kind of row takes it.
enum RowAuditDecoder {
  static let key = "audit"

  /// The suppressions of a screen's rows, by row id (`sections[0].rows[2]`); `rows:` at the
  /// screen is the one section `sections[0]`.
  static func suppressions(sections: SpecNode?, rows: SpecNode?) throws -> [NodePath: AuditSuppression] {
    var rowLists: [SpecNode] = []
    if let sections {
      rowLists = try sections.sequence().compactMap { $0.value(for: "rows") }
    } else if let rows {
      rowLists = [rows]
    }
    var result: [NodePath: AuditSuppression] = [:]
    for (s, list) in rowLists.enumerated() {
      for (r, row) in try list.sequence().enumerated() {
        guard let audit = row.value(for: key) else { continue }
        result[.row(section: s, r)] = try decode(audit)
      }
    }
    return result
  }

  static func decode(_ node: SpecNode) throws -> AuditSuppression {
    let map = try node.mapping(SpecShapes.rowAudit, what: "a row's audit")
    let check = try map.declaration(of: "suppress").itemShapes.first ?? SpecShape()
    let checks = try map.required("suppress").sequence().map { try $0.choice(declared: check, as: AuditCheck.self) }
    guard !checks.isEmpty else {
      throw node.error(
        "'suppress' lists no check", expected: "one or more of: \(check.stringChoices.joined(separator: ", "))")
    }
    let reasonNode = try map.required("reason")
    let reason = try reasonNode.string().trimmingCharacters(in: .whitespacesAndNewlines)
    guard !reason.isEmpty else {
      throw reasonNode.error("a suppression needs a reason", expected: "why the finding is accepted")
    }
    return AuditSuppression(Set(checks), reason: reason)
  }
}

extension SpecNode {
  /// The value of `key` in a mapping already checked by the first pass; nil when absent or null.
  fileprivate func value(for key: String) -> SpecNode? {
    guard case .mapping(let mapping) = node, let pair = mapping.first(where: { $0.key.scalar?.string == key })
    else { return nil }
    let child = child(key, pair.value)
    return child.isNull ? nil : child
  }
}
