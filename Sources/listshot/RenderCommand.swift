import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotSpec

/// `listshot render SPEC... --out DIR`: one file per screen, each path printed on stdout.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render the screens of one or more spec files to PNG (or display-list JSON).")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case png, json
  }

  @Argument(help: "Spec files (YAML or JSON).")
  var specs: [String]

  @Option(help: "The folder to write into; created if needed.")
  var out: String

  @Option(help: "png, or json for the display list (frames in points, colours #RRGGBBAA).")
  var format: Format = .png

  @OptionGroup var options: RenderOptions

  func run() throws {
    // Read and lay out everything before writing anything, so bad input writes nothing.
    let renderer = try options.makeRenderer()
    let documents = try specs.map { try renderer.readSpec(URL(fileURLWithPath: $0)) }
    let jobs = try RenderJob.plan(documents: documents, variants: [options.variant], renderer: renderer)
    let output = URL(fileURLWithPath: out)
    for job in jobs {
      let url = output.appendingPathComponent(job.relativePath(extension: format.rawValue))
      switch format {
      case .png: try AtomicFile.write(renderer.png(job.displayList), to: url)
      case .json: try AtomicFile.write(DisplayListJSON.encode(job.displayList), to: url)
      }
      Terminal.result(url.path)
    }
  }
}
