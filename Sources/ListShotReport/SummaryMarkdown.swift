import Foundation
import ListShot

/// `verify --summary FILE.md`: the run in Markdown, for a pull-request comment or a CI job
/// summary (`$GITHUB_STEP_SUMMARY`): the counts, each group of like changes with its spec
/// lines and the tokens that explain it, a thumbnail of the changed region (an image of the
/// report, by a path relative to the summary file), and the command that reviews the run.
///
/// It is stable (the same run gives the same bytes: no time, no absolute path) and short: at
/// most `maxGroups` groups and `maxNames` names per list are written, the rest counted ("and
/// 12 more"), so 5,000 changes stay far under GitHub's 64 KB limit for a comment or summary.
/// Everything from specs, themes, screens and files (names, spec lines, token paths) is in a
/// code span (`CodeSpan`), so it cannot add links, images or HTML, and GitHub makes no
/// autolink or mention of it; ListShot's own words around it are escaped.
public enum SummaryMarkdown {
  public static let maxGroups = 20
  public static let maxNames = 5

  /// - Parameters:
  ///   - imagesBase: the report folder relative to the summary file's folder (`report`,
  ///     `../out/report`), for the thumbnails; nil without a report (no thumbnails).
  ///   - reviewCommand: the command that reviews this run, shown as is.
  public static func markdown(_ run: VerifyRun, imagesBase: String?, reviewCommand: String?) -> String {
    let results = run.results
    let count = { (status: VerifyResult.Status) in results.filter { $0.status == status }.count }
    let tolerated = results.filter { $0.status == .passed && $0.tolerated == true }.count
    let changed = count(.failed)
    var out = "## ListShot verify\(run.shard.map { " (shard \(text($0)))" } ?? "")\n\n"
    let missingShards = run.missingShards ?? []
    if !missingShards.isEmpty {
      // A merge of some shards: the others' variants were checked by no one.
      out +=
        "**Not every shard is here:** shard\(missingShards.count == 1 ? "" : "s") \(text(ChangeGroups.list(missingShards))) of this run \(missingShards.count == 1 ? "is" : "are") missing, so \(missingShards.count == 1 ? "its" : "their") variants were not checked.\n\n"
    }
    out += changed + count(.missing) == 0 && missingShards.isEmpty ? "All \(results.count) variants match.\n\n" : ""
    out += "| matched | changed | missing | recorded | stale |\n|---:|---:|---:|---:|---:|\n"
    out +=
      "| \(count(.passed))\(tolerated > 0 ? " (\(tolerated) within tolerance)" : "") | \(changed) | \(count(.missing)) | \(count(.recorded) + count(.rerecorded)) | \(run.stale.count) |\n\n"

    let groups = run.groups ?? []
    if !groups.isEmpty {
      out += "### Changes\n\n"
      for (index, group) in groups.prefix(maxGroups).enumerated() {
        let members = results.filter { $0.group == index }
        out += "\(index + 1). \(inline(group.summary))\n"
        if let lines = group.rowLines, !lines.isEmpty {
          out += "   - spec: \(list(lines.map { code($0) }, more: "lines"))\n"
        }
        if let explanation = group.explanation { out += "   - tokens: \(inline(explanation))\n" }
        out += "   - variants: \(list(members.map { code($0.name) }, more: "variants"))\n"
        if let base = imagesBase, let example = members.first(where: { $0.images?.actual != nil }),
          let images = example.images, let actual = images.actual
        {
          // The alt text is ListShot's: the variant's name is in the list above.
          out +=
            "   - ![changed region, change \(index + 1)](\(link(base, actual))) [golden before](\(link(base, images.golden)))\n"
        }
      }
      if groups.count > maxGroups {
        let rest = groups.dropFirst(maxGroups).reduce(0) { $0 + $1.count }
        out += "\nand \(groups.count - maxGroups) more groups (\(rest) variants): see the report.\n"
      }
      out += "\n"
    }
    let ungrouped = results.filter { $0.status == .failed && $0.group == nil }
    if !ungrouped.isEmpty {
      out += "### Other changes\n\n\(list(ungrouped.map { code($0.name) }, more: "variants"))\n\n"
    }
    let missing = results.filter { $0.status == .missing }
    if !missing.isEmpty {
      out += "### Missing goldens\n\n\(list(missing.map { code($0.name) }, more: "variants"))\n\n"
    }
    if changed > 0, let reviewCommand {
      out += "### Review\n\nDownload the report, then accept or reject each change (`a` / `r`) on its page:\n\n"
      // The command as it is, to paste into a shell: quoted once, for a POSIX shell, by its
      // maker; the fence is longer than any run of backticks in it, so nothing closes it early.
      let fence = String(repeating: "`", count: max(3, CodeSpan.longestRun(in: reviewCommand) + 1))
      out += "\(fence)sh\n\(reviewCommand)\n\(fence)\n"
    } else if changed > 0 {
      out += "Run verify with `--report DIR` to keep what `listshot review` needs to accept these changes.\n"
    }
    return out
  }

  /// `a`, `b`, `c`, `d`, `e` and 12 more variants.
  static func list(_ items: [String], more what: String) -> String {
    guard items.count > maxNames else { return ChangeGroups.list(items) }
    return items.prefix(maxNames).joined(separator: ", ") + " and \(items.count - maxNames) more \(what)"
  }

  /// Text made by ListShot with code spans (`ChangeGroups.summary`, `TokenExplanation`): each
  /// span kept as code (written again, so its fence fits its content), the rest escaped; a
  /// backtick no span closes is text.
  static func inline(_ summary: String) -> String {
    CodeSpan.parse(summary).map { $0.isCode ? code($0.text) : text($0.text) }.joined()
  }

  /// A code span (`CodeSpan.wrap`): its content shown exactly, backticks included.
  static func code(_ value: String) -> String { CodeSpan.wrap(value) }

  /// Plain text: every character Markdown or HTML could read as markup escaped.
  static func text(_ value: String) -> String {
    var out = ""
    for character in value {
      switch character {
      case "\n", "\r": out += " "
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "*", "_", "[", "]", "(", ")", "#", "|", "!", "~", "`": out += "\\\(character)"
      default: out.append(character)
      }
    }
    return out
  }

  /// `base/relative`, each component percent-encoded.
  static func link(_ base: String, _ relative: String) -> String {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~@"))
    let components =
      (base.isEmpty || base == "." ? [] : base.split(separator: "/").map(String.init))
      + relative.split(separator: "/").map(String.init)
    return components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/")
  }

  /// The path of `target` relative to the folder `from` (both absolute): `report`,
  /// `../out/report`, `.` when they are the same.
  public static func relativePath(to target: URL, from folder: URL) -> String {
    let a = folder.absoluteURL.standardizedFileURL.pathComponents
    let b = target.absoluteURL.standardizedFileURL.pathComponents
    let shared = zip(a, b).prefix { $0 == $1 }.count
    let parts = Array(repeating: "..", count: a.count - shared) + b.dropFirst(shared)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
