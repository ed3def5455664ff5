import ArgumentParser
import Foundation
import ListShot
import ListShotCore

/// `listshot preview [--out DIR]`: the built-in gallery, every sheet, plus an index.html.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Render the built-in gallery of every component and state into a folder.")

  @Option(help: "The folder to write into; created if needed.")
  var out: String = "out"

  @Option(help: "Device pixels per point: 1, 2 or 3.")
  var scale: Double = 2

  @Option(name: .customLong("font-dir"), help: "A folder of extra .ttf/.otf files (repeatable).")
  var fontDirectories: [String] = []

  func validate() throws {
    guard [1.0, 2.0, 3.0].contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.clean)")
    }
  }

  func run() throws {
    let renderer = try ListShotRenderer(fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) })
    let output = URL(fileURLWithPath: out)
    let variants = Gallery.variants(scale: scale)
    let jobs = try RenderJob.plan(
      documents: [Gallery.document], variants: variants, renderer: renderer)
    var written: [GalleryIndex.Entry] = []
    for job in jobs {
      let relative = job.relativePath(extension: "png")
      let url = output.appendingPathComponent(relative)
      try AtomicFile.write(renderer.png(job.displayList), to: url)
      written.append(GalleryIndex.Entry(path: relative, screen: job.screen.name, variant: job.variant, direction: job.direction))
      Terminal.result(url.path)
    }
    let index = output.appendingPathComponent("index.html")
    try AtomicFile.write(Data(GalleryIndex.html(written).utf8), to: index)
    Terminal.result(index.path)
    Terminal.error("Gallery: \(written.count) sheets in \(output.path); open \(index.path) in a browser.")
  }
}
