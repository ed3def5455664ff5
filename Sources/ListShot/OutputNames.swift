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
/// other's golden. They are refused alike, and so are names that differ only in Unicode
/// normalisation (`é` composed and decomposed): two files on Linux, one on macOS. Names are
/// compared as bytes, not with `String ==` (canonical equivalence), which would take two
/// such files for the same render and drop one unchecked.
enum OutputNames {
  static func unique(_ jobs: [RenderJob], files: [String: String]) throws -> [RenderJob] {
    var owners: [[UInt8]: RenderJob] = [:]
    var folded: [[UInt8]: RenderJob] = [:]
    var kept: [RenderJob] = []
    func source(_ job: RenderJob) -> String {
      let theme =
        job.variant.theme.contains("/") || job.variant.theme.hasSuffix(".json")
        ? "theme file \(job.variant.theme)" : "theme '\(job.variant.theme)'"
      return "\(theme) (screen '\(job.screen.name)' of \(files[job.screen.name] ?? "?"))"
    }
    for job in jobs {
      let path = job.relativePath(extension: "png")
      // A name too long for the file system failed late, naming a temporary file, after other
      // output was written: it is refused here, before anything is rendered.
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard name.utf8.count <= Limits.maxOutputNameBytes else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: path),
          "the output file name is \(name.utf8.count) bytes long, more than the \(Limits.maxOutputNameBytes) a file "
            + "system leaves room for (with its temporary and artifact names); it comes from \(source(job))",
          hint: "rename the theme file or the device")
      }
      let bytes = Array(path.utf8)
      let foldedBytes = Array(path.precomposedStringWithCanonicalMapping.lowercased().utf8)
      if let other = owners[bytes] {
        if Array(other.variant.theme.utf8) == Array(job.variant.theme.utf8), other.variant == job.variant,
          other.screen == job.screen
        {
          continue  // the same render twice, e.g. `--scheme light,light`
        }
        throw ListShotError(
          .badInput, at: SourceLocation(file: path),
          "two renders would write this output: \(source(other)) and \(source(job))",
          hint: "rename the theme file or drop one of the themes")
      }
      if let other = folded[foldedBytes] {
        let otherPath = other.relativePath(extension: "png")
        throw ListShotError(
          .badInput, at: SourceLocation(file: path),
          "two renders would write outputs whose names differ only in "
            + (Array(otherPath.lowercased().utf8) == Array(path.lowercased().utf8)
              ? "case, one file on macOS and Windows: "
              : "Unicode normalisation (composed or decomposed accents), one file on macOS: ")
            + "\(otherPath) from \(source(other)) and \(path) from \(source(job))",
          hint: other.screen.name == job.screen.name
            ? "rename the theme file or drop one of the themes" : "rename one of the screens")
      }
      owners[bytes] = job
      folded[foldedBytes] = job
      kept.append(job)
    }
    return kept
  }
}
