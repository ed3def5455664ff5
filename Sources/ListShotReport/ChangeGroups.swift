import ListShot
import ListShotCore

/// Changes that happened the same way in many variants, shown as one: "192 variants:
/// `sections[0].rows[1]` label changed".
public struct ChangeGroup: Hashable, Sendable, Codable {
  /// One line for people.
  public var summary: String
  /// How many results are in the group.
  public var count: Int
  /// The rows and parts whose pixels changed, the same in every member.
  public var rows: [NodePath]
  public var parts: [NodePath]
  /// Where each of `rows` is written in the spec (`settings.yaml:42`), when every member's
  /// rows come from the same lines.
  public var rowLines: [String]?
  /// The colour most changed pixels went from and to, when every member shares it.
  public var colourChange: ColourChangeNote?
  /// What explains the change, when it can be told (the tokens that have the new colour).
  public var explanation: String?
}

/// A colour swap as the report shows it.
public struct ColourChangeNote: Hashable, Sendable, Codable {
  public var from: String
  public var to: String
}

/// Puts the failed and re-recorded results of a run into groups: results whose changed rows,
/// changed parts and (when there is one) colour swap are the same form one group. Groups are
/// ordered by size, largest first; each result names its group by index (`VerifyResult.group`).
public enum ChangeGroups {
  /// Tells what explains a colour swap in a theme and scheme: e.g. the tokens whose value is
  /// the new colour. Nil when nothing can be told.
  public typealias Explain = (_ change: ColourChangeNote, _ theme: String, _ scheme: String) -> String?

  struct Key: Hashable {
    var rows: [NodePath]
    var parts: [NodePath]
    var colour: ColourChangeNote?
    var sizeDiffers: Bool
  }

  /// The run with `groups` set and each grouped result's `group` index.
  public static func group(_ run: VerifyRun, explain: Explain? = nil) -> VerifyRun {
    var run = run
    var keys: [Key] = []
    var members: [Key: [Int]] = [:]
    for (index, result) in run.results.enumerated() where result.status == .failed || result.status == .rerecorded {
      guard result.differingPixels != nil || result.images?.actualIsWhole == true || result.changedRows != nil else {
        continue
      }
      let key = Key(
        rows: result.changedRows ?? [], parts: result.changedParts ?? [],
        colour: result.colourChange.map { ColourChangeNote(from: $0.from, to: $0.to) },
        sizeDiffers: result.images?.actualIsWhole == true || result.message.hasPrefix("size differs")
          || result.message.contains(": size differs"))
      if members[key] == nil { keys.append(key) }
      members[key, default: []].append(index)
    }
    let ordered = keys.enumerated().sorted { a, b in
      let (x, y) = (members[a.element]!.count, members[b.element]!.count)
      return x != y ? x > y : a.offset < b.offset
    }.map(\.element)
    var groups: [ChangeGroup] = []
    for key in ordered {
      let indices = members[key]!
      var explanation: String?
      if let colour = key.colour, let explain {
        let first = run.results[indices[0]]
        explanation = explain(colour, first.theme, first.scheme)
        // Only when it holds for every theme and scheme in the group.
        var seen = Set(["\(first.theme)|\(first.scheme)"])
        for index in indices.dropFirst() where explanation != nil {
          let result = run.results[index]
          if seen.insert("\(result.theme)|\(result.scheme)").inserted,
            explain(colour, result.theme, result.scheme) != explanation
          {
            explanation = nil
          }
        }
      }
      let lines = run.results[indices[0]].changedRowLines
      let sharedLines = indices.allSatisfy { run.results[$0].changedRowLines == lines } ? lines : nil
      for index in indices { run.results[index].group = groups.count }
      groups.append(
        ChangeGroup(
          summary: summary(key, count: indices.count, lines: sharedLines, explanation: explanation),
          count: indices.count,
          rows: key.rows, parts: key.parts, rowLines: sharedLines, colourChange: key.colour, explanation: explanation))
    }
    run.groups = groups
    return run
  }

  /// "192 variants: `sections[0].rows[1]` (`settings.yaml:12`) label changed, #FC6999 → #FC0099":
  /// rows and spec lines (a file name from outside) in code spans (`CodeSpan`).
  static func summary(_ key: Key, count: Int, lines: [String]? = nil, explanation: String?) -> String {
    var text = "\(count) variant\(count == 1 ? "" : "s"): "
    var what: [String] = []
    if key.sizeDiffers { what.append("the size") }
    let rows = key.rows.enumerated().map { index, row -> String in
      // A part of this row: its path goes on below the row's (`title` of `sections[0].rows[2].title`).
      let parts = key.parts.filter {
        $0.components.count > row.components.count && $0.components.starts(with: row.components)
      }
      .map { NodePath(Array($0.components.dropFirst(row.components.count))).description }
      let line = lines.flatMap { $0.count == key.rows.count ? " (\(CodeSpan.wrap($0[index])))" : nil } ?? ""
      return CodeSpan.wrap(row.description) + line + (parts.isEmpty ? "" : " " + list(parts))
    }
    if rows.count > 4 {
      what.append(rows.prefix(3).joined(separator: ", ") + " and \(rows.count - 3) more rows")
    } else if !rows.isEmpty {
      what.append(rows.joined(separator: ", "))
    }
    if what.isEmpty { what.append("pixels outside the rows") }
    text += what.joined(separator: "; ") + " changed"
    if let colour = key.colour { text += ", \(colour.from) → \(colour.to)" }
    if let explanation { text += " (\(explanation))" }
    return text
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
