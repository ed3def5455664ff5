import ArgumentParser
import Foundation
import ListShot
import ListShotCore

/// `listshot preview [--out DIR]`: the built-in gallery, one sheet per theme and scheme, plus
/// an index.html that shows them side by side.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Render the built-in gallery of every component and state, per theme and scheme.")

  @Option(help: "The folder to write into; created if needed.")
  var out: String = "out"

  @Option(help: "Themes: built-in names, theme files, or all.")
  var theme: String = "all"

  @Option(help: "Device pixels per point: 1, 2 or 3.")
  var scale: Double = 2

  @Option(help: "Parallel jobs (default: the number of cores).")
  var jobs: Int = ParallelRunner.defaultJobs

  @Option(name: .customLong("font-dir"), help: "A folder of extra .ttf/.otf files (repeatable).")
  var fontDirectories: [String] = []

  func validate() throws {
    guard [1.0, 2.0, 3.0].contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.clean)")
    }
    guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256, not \(jobs)") }
  }

  func run() throws {
    let renderer = try ListShotRenderer(fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) })
    let themes = theme == "all" ? renderer.themes.builtinThemeNames() : theme.split(separator: ",").map(String.init)
    let sheets = themes.flatMap { theme in ColorScheme.allCases.map { GallerySheet(theme: theme, scheme: $0, scale: scale) } }
    // Lay out every sheet first: a bad theme fails before anything is written.
    let lists = try sheets.map { try $0.displayList(entries: Gallery.entries, renderer: renderer) }
    let output = URL(fileURLWithPath: out)
    let progress = Progress(total: sheets.count, enabled: Terminal.isInteractive)
    let entries = try ParallelRunner.map(Array(zip(sheets, lists)), jobs: jobs, progress: progress.update) { sheet, list in
      let name = "\(RenderVariant(theme: sheet.theme).themeName)-\(sheet.scheme.rawValue).png"
      try AtomicFile.write(renderer.png(list), to: output.appendingPathComponent(name))
      return GalleryIndex.Entry(path: name, theme: sheet.theme, scheme: sheet.scheme)
    }
    progress.finish()
    for entry in entries { Terminal.result(output.appendingPathComponent(entry.path).path) }
    let index = output.appendingPathComponent("index.html")
    try AtomicFile.write(Data(GalleryIndex.html(entries).utf8), to: index)
    Terminal.result(index.path)
    Terminal.error("Gallery: \(entries.count) sheets in \(output.path); open \(index.path) in a browser.")
  }
}
