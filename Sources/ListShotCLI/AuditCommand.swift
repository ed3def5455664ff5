import ArgumentParser
import Foundation
import ListShot
import ListShotAudit
import ListShotGallery
import ListShotCore
import ListShotFiles
import ListShotSpec

/// `listshot audit SPEC... [--gallery]`: accessibility checks on every variant, with the row
/// and element of each finding. Exit 1 when a finding is at or above `--fail-on`.
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Check contrast, touch targets, truncation and VoiceOver text of every variant.",
    discussion: """
      Findings print as a table (or JSON with --json). Disabled elements are reported as exempt \
      and rows may suppress checks in the spec (audit: {suppress: [...], reason: ...}); neither fails \
      the run. Exit codes: 0 no failing finding, 1 findings at or above --fail-on, 2 bad input.
      """)

  enum Threshold: String, ExpressibleByArgument, CaseIterable {
    case error, warning, info
  }

  @Argument(help: "Spec files (YAML or JSON).")
  var specs: [String] = []

  @Flag(help: "Audit the built-in gallery (every component and state) as well.")
  var gallery = false

  @Flag(help: "Print the findings as JSON instead of a table.")
  var json = false

  @Option(help: "Also write audit.md, audit.json and the VoiceOver snapshots into this folder.")
  var report: String?

  @Option(
    name: .customLong("voiceover-out"), help: "Write what VoiceOver reads, one .voiceover.txt per screen and variant.")
  var voiceoverOut: String?

  @Option(name: .customLong("fail-on"), help: "error, warning or info: the lowest severity that fails the run.")
  var failOn: Threshold = .error

  @OptionGroup var options: RenderOptions

  func validate() throws {
    if specs.isEmpty && !gallery { throw ValidationError("give spec files, --gallery, or both") }
  }

  func run() throws {
    let renderer = try options.makeRenderer()
    var documents = try specs.map { try renderer.readSpec(URL(fileURLWithPath: $0)) }
    if gallery { documents.append(Gallery.document) }
    let themeNames = { renderer.themes.builtinThemeNames() }
    let jobs = try RenderJob.plan(documents: documents, renderer: renderer) {
      try options.variants(for: $0, themeNames: themeNames)
    }
    var targets: [String: Double] = [:]
    let inputs = try jobs.map {
      Audit.Input(
        screen: $0.screen, variant: $0.variant, direction: $0.direction, displayList: try $0.displayList(with: renderer)
      )
    }
    let findings = try Audit.run(inputs) { variant in
      let key = "\(variant.theme)|\(variant.scheme.rawValue)"
      if let known = targets[key] { return known }
      let value = try renderer.themes.load(variant.theme, scheme: variant.scheme).size.minInteractiveArea
      targets[key] = value
      return value
    }
    let audit = AuditReport(findings: findings)

    let reportFolder = report.map { URL(fileURLWithPath: $0) }
    let voiceoverFolders = try [
      voiceoverOut.map { URL(fileURLWithPath: $0) },
      reportFolder.map { try ContainedPath.resolve("voiceover", under: $0) },
    ]
    for folder in voiceoverFolders.compactMap({ $0 }) {
      for (job, input) in zip(jobs, inputs) {
        let url = try ContainedPath.resolve(job.relativePath(extension: "voiceover.txt"), under: folder)
        try AtomicFile.write(Data(VoiceOverSnapshot.text(input.displayList).utf8), to: url)
      }
    }
    if let folder = reportFolder {
      try AtomicFile.write(Data(audit.markdown().utf8), to: ContainedPath.resolve("audit.md", under: folder))
      try AtomicFile.write(audit.json(), to: ContainedPath.resolve("audit.json", under: folder))
    }
    if json {
      Terminal.write([UInt8](try audit.json()), to: STDOUT_FILENO)
    } else {
      Terminal.result(String(audit.table().dropLast()))  // print adds the line break
    }
    let threshold = AuditFinding.Severity(rawValue: failOn.rawValue) ?? .error
    if !audit.failures(at: threshold).isEmpty {
      Terminal.error("audit: \(audit.failures(at: threshold).count) finding(s) at or above \(failOn.rawValue)")
      throw ExitStatus.snapshotsDiffer
    }
  }
}
