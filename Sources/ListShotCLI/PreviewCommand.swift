import ArgumentParser
import Foundation
import ListShot
import ListShotGallery
import ListShotCore
import ListShotFiles

/// `listshot preview [--out DIR]`: the built-in gallery, one sheet per theme and scheme, plus
/// an index.html that shows them side by side. With `--serve`, a live page on 127.0.0.1
/// instead (`PreviewServing.swift`).
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

  @Option(help: "png, or svg or pdf for vector sheets sized in points.")
  var format: RenderCommand.Format = .png

  @Option(
    help:
      "Dynamic Type sizes: xSmall … xxxLarge, accessibility1 … accessibility5 (AX1 … AX5), a comma-separated list, or all. Default: large."
  )
  var size: String = "large"

  @Option(
    help:
      "iOS looks: ios26, ios18 (iOS 17 draws as ios18), a comma-separated list, or all. Default: ios26. iOS 26 sheets end in -ios26. With --serve, one look: the one the page's look switch starts on."
  )
  var look: String = Look.default.rawValue

  @Option(help: "Parallel jobs (default: the number of cores).")
  var jobs: Int = ParallelRunner.defaultJobs

  @Option(name: .customLong("font-dir"), help: "A folder of extra .ttf/.otf files (repeatable).")
  var fontDirectories: [String] = []

  @Flag(
    help: "Serve a live page on 127.0.0.1 that re-renders the cards when a theme file, spec or font folder changes.")
  var serve = false

  @Option(help: "With --serve: the port on 127.0.0.1, 1 … 65535, or 0 for a free one (default). The URL is printed.")
  var port: Int = 0

  @Option(
    name: .customLong("spec"),
    help: "With --serve: a spec file whose screens are cards too, watched like the themes (repeatable).")
  var specs: [String] = []

  @Flag(name: .customLong("log-requests"), help: "With --serve: print every request to stderr.")
  var logRequests = false

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
    if !serve {
      if port != 0 { throw ValidationError("--port needs --serve") }
      if !specs.isEmpty { throw ValidationError("--spec needs --serve") }
      if logRequests { throw ValidationError("--log-requests needs --serve") }
    } else if format != .png {
      throw ValidationError("--serve shows PNG cards; --format is for sheets")
    }
    guard Limits.scales.contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.clean)")
    }
    guard format != .json else { throw ValidationError("--format: preview writes png, svg or pdf, not json") }
    guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256, not \(jobs)") }
    _ = try sizes()
    _ = try looks()
    if serve, try looks().count != 1 {
      throw ValidationError("--look with --serve names one look, the one the page's look switch starts on")
    }
  }

  private func looks() throws -> [Look] {
    if look == "all" { return Look.allCases }
    return try look.split(separator: ",").map { name in
      guard let value = Look(name: name.trimmingCharacters(in: .whitespaces)) else {
        throw ValidationError(
          "--look: unknown value '\(name)'; expected one of: \(Look.names.joined(separator: ", ")), or all")
      }
      return value
    }
  }

  private func sizes() throws -> [DynamicTypeSize] {
    if size == "all" { return DynamicTypeSize.allCases }
    return try size.split(separator: ",").map { name in
      guard let value = DynamicTypeSize(name: name.trimmingCharacters(in: .whitespaces)) else {
        throw ValidationError(
          "--size: unknown value '\(name)'; expected one of: \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")), or all"
        )
      }
      return value
    }
  }

  func run() throws {
    if serve { try serveLivePage() }
    let renderer = try ListShotRenderer(fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) })
    let themes = theme == "all" ? renderer.themes.builtinThemeNames() : theme.split(separator: ",").map(String.init)
    let sizes = try sizes()
    let looks = try looks()
    let sheets = themes.flatMap { theme in
      ColorScheme.allCases.flatMap { scheme in
        sizes.flatMap { size in
          looks.map { GallerySheet(theme: theme, scheme: scheme, scale: scale, dynamicTypeSize: size, look: $0) }
        }
      }
    }
    // Lay out every sheet first: a bad theme fails before anything is written.
    let pages = try sheets.flatMap { sheet in
      try sheet.pages(entries: Gallery.entries, renderer: renderer).enumerated().map { (sheet, $0.offset, $0.element) }
    }
    let output = URL(fileURLWithPath: out)
    try ContainedPath.requireFolder(output, option: "--out")
    let progress = Progress(total: pages.count, enabled: Terminal.isInteractive)
    let entries = try ParallelRunner.map(pages, jobs: jobs, progress: progress.update) { sheet, page, list in
      let name = String(sheet.fileName(page: page).dropLast(4)) + ".\(format.rawValue)"
      let url = try ContainedPath.resolve(name, under: output)
      switch format {
      case .svg: try AtomicFile.write(renderer.document(list, format: .svg), to: url)
      case .pdf: try AtomicFile.write(renderer.document(list, format: .pdf), to: url)
      case .png, .json: try AtomicFile.write(renderer.png(list), to: url)
      }
      return GalleryIndex.Entry(path: name, theme: sheet.theme, scheme: sheet.scheme, look: sheet.look)
    }
    progress.finish()
    for entry in entries { Terminal.result(output.appendingPathComponent(entry.path).path) }
    let index = try ContainedPath.resolve("index.html", under: output)
    try AtomicFile.write(Data(GalleryIndex.html(entries).utf8), to: index)
    Terminal.result(index.path)
    Terminal.error("Gallery: \(entries.count) sheets in \(output.path); open \(index.path) in a browser.")
  }
}
