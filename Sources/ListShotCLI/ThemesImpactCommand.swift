import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotGallery
import ListShotReport

/// `listshot themes impact OLD NEW [SPEC...]`: what a theme change does to every gallery card
/// (or every variant of the given specs). Exit 0 when no pixel moves, 1 when some do.
struct ThemesImpactCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "impact",
    abstract: "Show the tokens a theme change touches and every gallery card or spec variant whose pixels change.",
    discussion: """
      OLD and NEW are built-in names or theme files, each optionally at a git revision \
      (Themes/orange.tokens.json@HEAD~1, read with git show). Prints the changed tokens (resolved \
      through aliases: old → new, and whether the change alone moves any pixel), then the cards \
      or variants whose pixels change. Exit 0 when no pixel changes, 1 when some do, 2 on bad input.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable { case table, json }

  @Argument(help: "The theme before: a built-in name or theme file, optionally @REVISION.")
  var old: String

  @Argument(help: "The theme after: a built-in name or theme file, optionally @REVISION.")
  var new: String

  @Argument(help: "Spec files: compare their variants (the spec's matrix, theme replaced) instead of the gallery.")
  var specs: [String] = []

  @Option(help: "table (for people) or json.")
  var format: Format = .table

  @Option(help: "Also write a review report (before, after, diff per changed card) into this folder.")
  var report: String?

  @Option(help: "Parallel jobs (default: the number of cores).")
  var jobs: Int = ParallelRunner.defaultJobs

  @Option(name: .customLong("font-dir"), help: "A folder of extra .ttf/.otf files (repeatable).")
  var fontDirectories: [String] = []

  func validate() throws {
    guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256, not \(jobs)") }
  }

  func run() throws {
    let renderer = try ListShotRenderer(fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) })
    let before = try ThemeRevision(old, builtinDirectory: renderer.themes.builtinDirectory)
    defer { before.close() }
    let after = try ThemeRevision(new, builtinDirectory: renderer.themes.builtinDirectory)
    defer { after.close() }
    let subjects = specs.isEmpty ? ImpactSubject.gallery() : try specSubjects(renderer)
    let analyzer = ThemeImpactAnalyzer(renderer: renderer, jobs: jobs)
    let (impact, pictures) = try analyzer.analyse(
      old: before, new: after, subjects: subjects, keepPictures: report != nil)
    switch format {
    case .table: Terminal.result(ThemeImpactTable.text(impact), multiline: true)
    case .json: Terminal.result(try ThemeImpactTable.json(impact), multiline: true)
    }
    if let report {
      let index = try ThemeImpactReport.write(
        impact, pictures: pictures, to: URL(fileURLWithPath: report), environment: renderer.environmentStamp)
      Terminal.error("themes impact: review report in \(index.path)")
    }
    if impact.movesPixels { throw ExitStatus.snapshotsDiffer }
  }

  /// Every variant of every spec in its own matrix, one subject per variant without the theme.
  private func specSubjects(_ renderer: ListShotRenderer) throws -> [ImpactSubject] {
    let options = try RenderOptions.parse([])
    var subjects: [ImpactSubject] = []
    var seen: Set<String> = []
    for spec in specs {
      let document = try renderer.readSpec(URL(fileURLWithPath: spec))
      let variants = try options.variants(for: document) { renderer.themes.builtinThemeNames() }
      for screen in document.screens {
        for variant in variants {
          let direction = renderer.direction(of: screen, in: variant)
          let name =
            "\(screen.name)/\(variant.scheme.rawValue)-\(variant.dynamicTypeSize.rawValue)-\(direction.rawValue)-\(variant.deviceID(screenWidth: screen.width))"
          guard seen.insert(name).inserted else { continue }
          subjects.append(
            ImpactSubject(name: name, scheme: variant.scheme, screen: screen) { theme in
              var variant = variant
              variant.theme = theme
              return variant
            })
        }
      }
    }
    return subjects
  }
}
