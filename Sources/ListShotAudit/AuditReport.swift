import ListShot
import Foundation
import ListShotCore
import ListShotDisplayList

/// The findings of an audit run, as a text table, a Markdown table or JSON.
public struct AuditReport: Sendable {
  public var findings: [AuditFinding]

  public init(findings: [AuditFinding]) {
    self.findings = findings
  }

  /// The findings that fail a run at `threshold`.
  public func failures(at threshold: AuditFinding.Severity) -> [AuditFinding] {
    findings.filter { $0.fails(at: threshold) }
  }

  /// `12 findings: 3 errors, 5 warnings, 0 info failed; 2 exempt; 2 suppressed`.
  public var summary: String {
    let failed = findings.filter { $0.status == .failed }
    func count(_ s: AuditFinding.Severity) -> Int { failed.filter { $0.severity == s }.count }
    let exempt = findings.filter { $0.status == .exempt }.count
    let suppressed = findings.filter { $0.status == .suppressed }.count
    return "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(count(.error)) error(s), "
      + "\(count(.warning)) warning(s), \(count(.info)) info failed; \(exempt) exempt; \(suppressed) suppressed"
  }

  static let header = [
    "severity", "status", "check", "screen", "variant", "from size", "element", "measured", "detail",
  ]

  func cells(_ f: AuditFinding) -> [String] {
    var measured = ""
    if let m = f.measured, let r = f.required {
      measured =
        f.check == .contrast
        ? "\(Audit.format(m)):1 < \(Audit.format(r)):1" : "\(Audit.format(m)) < \(Audit.format(r)) pt"
    }
    var detail = f.message
    if let reason = f.suppressionReason { detail += " (suppressed: \(reason))" }
    // Text from specs (a title quoted in the detail) may hold line breaks: shown as `\u{A}`,
    // so that each finding stays one row in the terminal table and in Markdown.
    return [
      f.severity.rawValue, f.status.rawValue, f.check.rawValue, f.screen, f.variant,
      f.firstSize?.rawValue ?? "", f.element.description, measured, detail,
    ].map { TerminalText.escape($0) }
  }

  /// Aligned columns for a terminal, then the summary.
  public func table() -> String {
    let rows = [Self.header] + findings.map(cells)
    var widths = Array(repeating: 0, count: Self.header.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    var lines = rows.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Markdown table, then the summary.
  public func markdown() -> String {
    // A pipe would end the cell and `<` start HTML: both are escaped.
    func escape(_ cell: String) -> String {
      cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
    var lines = [
      "| " + Self.header.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: Self.header.count),
    ]
    lines += findings.map { "| " + cells($0).map(escape).joined(separator: " | ") + " |" }
    lines.append("")
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(findings)
    data.append(0x0A)
    return data
  }
}

/// What VoiceOver reads for each row, one line per semantic node: a reviewable text snapshot
/// to keep next to the PNG golden.
public enum VoiceOverSnapshot {
  public static func text(_ list: DisplayList) -> String {
    list.semantics.map { "\($0.id): \($0.isHidden ? "(hidden from VoiceOver)" : $0.spokenText)\n" }.joined()
  }
}
