import ListShotCore

/// Every output of a run has its own name: two jobs that would write the same file are
/// either the same render asked for twice (the second is dropped) or an error that names both
/// sources, before anything is rendered or written.
///
/// Without this, a user theme file named `orange.tokens.json` and the built-in `orange` both
/// write `orange-light-…png`: the file on disk depends on which job finishes last, and in a
/// record mode one theme's pixels land in the other's golden.
enum OutputNames {
  static func unique(_ jobs: [RenderJob], files: [String: String]) throws -> [RenderJob] {
    var owners: [String: RenderJob] = [:]
    var kept: [RenderJob] = []
    for job in jobs {
      let path = job.relativePath(extension: "png")
      guard let other = owners[path] else {
        owners[path] = job
        kept.append(job)
        continue
      }
      if other.variant == job.variant, other.screen == job.screen {
        continue  // the same render twice, e.g. `--scheme light,light`
      }
      func source(_ job: RenderJob) -> String {
        let theme =
          job.variant.theme.contains("/") || job.variant.theme.hasSuffix(".json")
          ? "theme file \(job.variant.theme)" : "theme '\(job.variant.theme)'"
        return "\(theme) (screen '\(job.screen.name)' of \(files[job.screen.name] ?? "?"))"
      }
      throw ListShotError(
        .badInput, at: SourceLocation(file: path),
        "two renders would write this output: \(source(other)) and \(source(job))",
        hint: "rename the theme file or drop one of the themes")
    }
    return kept
  }
}
