import ListShotCore

/// Every output of a run has its own name: two jobs that would write the same file are
/// either the same render asked for twice (the second is dropped) or an error that names both
/// sources, before anything is rendered or written.
///
/// Without this, a user theme file named `orange.tokens.json` and the built-in `orange` both
/// write `orange-light-…png`: the file on disk depends on which job finishes last, and in a
/// record mode one theme's pixels land in the other's golden.
///
/// Names that differ only in case (a screen `Home` next to `home`, a theme file `Brand` next
/// to `brand`) are two files here but one on macOS and Windows, where goldens are recorded
/// and checked out too: there one variant would be compared with, or recorded over, the
/// other's golden. They are refused alike.
enum OutputNames {
  static func unique(_ jobs: [RenderJob], files: [String: String]) throws -> [RenderJob] {
    var owners: [String: RenderJob] = [:]
    var folded: [String: RenderJob] = [:]
    var kept: [RenderJob] = []
    func source(_ job: RenderJob) -> String {
      let theme =
        job.variant.theme.contains("/") || job.variant.theme.hasSuffix(".json")
        ? "theme file \(job.variant.theme)" : "theme '\(job.variant.theme)'"
      return "\(theme) (screen '\(job.screen.name)' of \(files[job.screen.name] ?? "?"))"
    }
    for job in jobs {
      let path = job.relativePath(extension: "png")
      if let other = owners[path] {
        if other.variant == job.variant, other.screen == job.screen {
          continue  // the same render twice, e.g. `--scheme light,light`
        }
        throw ListShotError(
          .badInput, at: SourceLocation(file: path),
          "two renders would write this output: \(source(other)) and \(source(job))",
          hint: "rename the theme file or drop one of the themes")
      }
      if let other = folded[path.lowercased()] {
        let otherPath = other.relativePath(extension: "png")
        throw ListShotError(
          .badInput, at: SourceLocation(file: path),
          "two renders would write outputs whose names differ only in case, one file on macOS and Windows: "
            + "\(otherPath) from \(source(other)) and \(path) from \(source(job))",
          hint: other.screen.name == job.screen.name
            ? "rename the theme file or drop one of the themes" : "rename one of the screens")
      }
      owners[path] = job
      folded[path.lowercased()] = job
      kept.append(job)
    }
    return kept
  }
}
