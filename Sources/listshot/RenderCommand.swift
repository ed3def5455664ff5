import ArgumentParser
import Foundation
import ListShot
import ListShotCore

/// `listshot render SPEC... --out DIR`: every screen in every variant of the matrix, one file
/// each, each path printed on stdout in a fixed order.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render the screens of one or more spec files to PNG (or display-list JSON).",
    discussion: """
      Files are named OUT/<screen>/<theme>-<scheme>-<size>-<direction>-<device>.<ext>, where the \
      device is a preset id or <width>pt@<scale>x.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, json
  }

  @Argument(help: "Spec files (YAML or JSON).")
  var specs: [String]

  @Option(help: "The folder to write into; created if needed.")
  var out: String

  @Option(help: "png, or json for the display list (frames in points, colours #RRGGBBAA).")
  var format: Format = .png

  @Option(name: .customLong("contact-sheet"), help: "Also write a labelled grid of every variant to this PNG.")
  var contactSheet: String?

  @OptionGroup var options: RenderOptions

  func run() throws {
    // Read and lay out everything before writing anything, so bad input writes nothing.
    let renderer = try options.makeRenderer()
    let documents = try specs.map { try renderer.readSpec(URL(fileURLWithPath: $0)) }
    let themeNames = { renderer.themes.builtinThemeNames() }
    let jobs = try RenderJob.plan(documents: documents, renderer: renderer) {
      try options.variants(for: $0, themeNames: themeNames)
    }
    let output = URL(fileURLWithPath: out)
    let progress = Progress(total: jobs.count, enabled: Terminal.isInteractive && jobs.count > 1)
    let format = self.format
    let paths = try ParallelRunner.map(jobs, jobs: options.jobs, progress: progress.update) { job in
      let url = try SafePath.resolve(job.relativePath(extension: format.rawValue), under: output)
      switch format {
      case .png: try AtomicFile.write(renderer.png(job.displayList), to: url)
      case .json: try AtomicFile.write(DisplayListJSON.encode(job.displayList), to: url)
      }
      return url
    }
    progress.finish()
    for url in paths { Terminal.result(url.path) }
    if let contactSheet {
      guard format == .png else { throw ValidationError("--contact-sheet needs --format png") }
      let url = URL(fileURLWithPath: contactSheet)
      let sheet = ContactSheet(entries: zip(jobs, paths).map { ContactSheet.Entry(job: $0, path: $1.path) })
      try AtomicFile.write(renderer.png(sheet.displayList(fontFamily: "Inter")), to: url)
      Terminal.result(url.path)
    }
  }
}
