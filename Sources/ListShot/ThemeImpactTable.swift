import Foundation

/// `themes impact` output: an aligned table for people, or JSON.
public enum ThemeImpactTable {
  public static func text(_ impact: ThemeImpact) -> String {
    var lines = ["Theme impact: \(impact.old) → \(impact.new)", ""]
    if impact.tokens.isEmpty {
      lines.append("No token changes its resolved value.")
    } else {
      lines.append("Tokens whose resolved value changes (\(impact.tokens.count)):")
      lines += columns(
        ["SCHEME", "TOKEN", "OLD", "NEW", "PIXELS"],
        impact.tokens.map { token in
          let pixels = token.movesPixels.map { $0 ? "moves pixels" : "moves no pixel" } ?? "not tried alone"
          return [token.scheme, token.path, token.old ?? "(none)", token.new ?? "(removed)", pixels]
        })
    }
    lines.append("")
    if impact.changed.isEmpty {
      lines.append("No pixel changes in \(impact.compared) compared.")
    } else {
      lines.append("Pixels change in \(impact.changed.count) of \(impact.compared):")
      lines += columns(
        ["SCHEME", "NAME", "PIXELS", "AREA (x,y w×h)", "CHANGED TOKENS IT USES"],
        impact.changed.map { change in
          let a = change.changedArea
          return [
            change.scheme, change.name, String(change.differingPixels), "\(a[0]),\(a[1]) \(a[2])×\(a[3])",
            uses(change.usesTokens),
          ]
        })
    }
    return lines.joined(separator: "\n")
  }

  /// The changed tokens a subject uses, by its provenance.
  static func uses(_ paths: [String]?) -> String {
    guard let paths else { return "(not looked up)" }
    return paths.isEmpty ? "(none recorded)" : paths.joined(separator: ", ")
  }

  public static func json(_ impact: ThemeImpact) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(impact), as: UTF8.self)
  }

  /// Left-aligned columns two spaces apart, indented by two.
  static func columns(_ header: [String], _ rows: [[String]]) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      "  "
        + row.enumerated().map { index, cell in
          index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
    }
  }
}
