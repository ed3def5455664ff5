import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotFiles

/// `listshot render SPEC... --out DIR`: every screen in every variant of the matrix, one file
/// each, each path printed on stdout in a fixed order.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render the screens of one or more spec files to PNG, SVG, PDF or display-list JSON.",
    discussion: """
      Files are named OUT/<screen>/<theme>-<scheme>-<size>-<direction>-<device>.<ext>, where the \
      device is a preset id or <width>pt@<scale>x.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, svg, pdf, json
  }

  @Argument(help: "Spec files (YAML or JSON).")
  var specs: [String]

  @Option(help: "The folder to write into; created if needed.")
  var out: String

  @Option(
    help:
      "png; svg or pdf (vector, sized in points); or json for the display list (frames in points, colours #RRGGBBAA).")
  var format: Format = .png

  @Flag(help: "With --format json, add `provenance`: which theme token produced each item's colours and sizes.")
  var provenance = false

  @Option(name: .customLong("contact-sheet"), help: "Also write a labelled grid of every variant to this PNG.")
  var contactSheet: String?

  @OptionGroup var options: RenderOptions

  func validate() throws {
    if contactSheet != nil, format != .png { throw ValidationError("--contact-sheet needs --format png") }
    if provenance, format != .json {
      throw ValidationError("--provenance needs --format json (not --format \(format.rawValue))")
    }
  }

  func run() throws {
    // Read everything and lay out each screen once per theme before writing anything, so bad
    // input writes nothing (see RenderJob.plan).
    let output = URL(fileURLWithPath: out)
    try ContainedPath.requireFolder(output, option: "--out")
    let sheetURL = try contactSheet.map(ContainedPath.file)
    let renderer = try options.makeRenderer()
    let documents = try specs.map { try renderer.readSpec(URL(fileURLWithPath: $0)) }
    let themeNames = { renderer.themes.builtinThemeNames() }
    let jobs = try RenderJob.plan(documents: documents, renderer: renderer) {
      try options.variants(for: $0, themeNames: themeNames)
    }
    // `--out` naming a snapshots folder (a typo, a reused variable) must not replace the
    // goldens there, PNG or text: only verify's record modes change goldens, and never on CI.
    // Nor may an output, or the contact sheet, be an input or the other.
    var outputs = OutputGuard(inputs: OutputGuard.inputs(of: jobs, specs: specs))
    for job in jobs {
      let url = try ContainedPath.resolve(job.relativePath(extension: format.rawValue), under: output)
      if let golden = OutputGuard.goldenAt(url) {
        throw ListShotError(
          .badInput, at: SourceLocation(file: url.path),
          "--out holds \(golden), which render would replace outside a record mode",
          expected: "another --out folder: goldens change only through verify --record")
      }
      try outputs.reserve(url.path, option: "--out", what: "the render")
    }
    if let sheetURL { try outputs.claim(sheetURL.path, option: "--contact-sheet", what: "the contact sheet") }
    let progress = Progress(total: jobs.count, enabled: Terminal.isInteractive && jobs.count > 1)
    let format = self.format, provenance = self.provenance
    let written = try ParallelRunner.map(jobs, jobs: options.jobs, progress: progress.update) { job in
      let url = try ContainedPath.resolve(job.relativePath(extension: format.rawValue), under: output)
      let list = try job.displayList(with: renderer, provenance: provenance)
      do {
        switch format {
        case .png: try AtomicFile.write(renderer.png(list), to: url)
        case .svg: try AtomicFile.write(renderer.document(list, format: .svg), to: url)
        case .pdf: try AtomicFile.write(renderer.document(list, format: .pdf), to: url)
        case .json: try AtomicFile.write(DisplayListJSON.encode(list), to: url)
        }
      } catch {
        throw job.located(error)
      }
      return (url: url, size: list.size)
    }
    let paths = written.map(\.url)
    progress.finish()
    for url in paths { Terminal.result(url.path) }
    if let url = sheetURL {
      let sheet = ContactSheet(
        entries: zip(jobs, written).map { ContactSheet.Entry(job: $0, path: $1.url.path, size: $1.size) })
      try AtomicFile.write(renderer.png(sheet.displayList(fontFamily: "Inter")), to: url)
      Terminal.result(url.path)
    }
  }
}
