import ListShotCore

extension ViewCatalogue {
  /// The catalogue as the Markdown table of docs/swiftui.md (`listshot catalogue`): every name,
  /// its spellings, its spec key, what ListShot does with it.
  public static var markdownTable: String {
    let sections: [(title: String, entries: [ViewEntry])] = [
      ("Views", views),
      ("Modifiers of views", modifiers),
      ("Lists, rows and the screen", names.filter { $0.role == .list }),
      ("Accepted, and refused", names.filter { ($0.role == .modifier || $0.role == .view) && !$0.status.draws }),
      ("Types", names.filter { $0.role == .type }),
      ("State and the environment", names.filter { $0.role == .state }),
    ]
    var lines: [String] = []
    for (title, entries) in sections where !entries.isEmpty {
      lines.append("### \(title)")
      lines.append("")
      lines.append("| SwiftUI | spellings | spec | status | what ListShot does |")
      lines.append("|---|---|---|---|---|")
      for entry in entries {
        let spellings = entry.initialisers.map { "`\(escaped($0))`" }.joined(separator: ", ")
        let key = entry.spec.map { "`\($0.key)`" } ?? ""
        var status = entry.status.label
        switch entry.status {
        case .composed(let parts): status += ": " + parts
        case .accepted(let why), .refused(let why): status += ": " + why
        case .drawn: break
        }
        lines.append("| `\(escaped(entry.name))` | \(spellings) | \(key) | \(status) | \(escaped(entry.summary)) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// A cell's text with the table's separator escaped.
  private static func escaped(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
