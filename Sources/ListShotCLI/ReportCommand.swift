import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotFiles
import ListShotReport

/// `listshot report merge DIR... --out DIR`: join the report folders of a sharded verify run.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Work with the review reports that verify --report writes.",
    subcommands: [Merge.self])

  /// `report merge`: one report.json and index.html from several report folders, with every
  /// image copied. Exit 0 when written, 2 when a folder has no valid report.
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Merge the report folders of sharded verify runs into one.",
      discussion:
        "Results are sorted by golden path, images copied (each stored once), changes grouped across the shards and stale lists joined. Prints the merged index.html's path."
    )

    @Argument(help: "Report folders written by verify --report.")
    var directories: [String]

    @Option(help: "The merged report folder (created when missing).")
    var out: String

    @Option(
      name: .customLong("summary"),
      help: "Also write the merged run's Markdown summary (as verify --summary) to this file.")
    var summaryFile: String?

    @Option(help: "The goldens folder, named in the summary's review command.")
    var snapshots: String = "Snapshots"

    func validate() throws {
      if directories.isEmpty { throw ValidationError("name at least one report folder to merge") }
    }

    func run() throws {
      let output = URL(fileURLWithPath: out)
      try ContainedPath.requireFolder(output, option: "--out")
      // The summary: not a file of a report read, of the merged report, a golden, or a file of
      // the goldens folder the review command names; checked before anything is written.
      var outputs = OutputGuard(
        inputs: directories.flatMap { folder in
          [ReportWriter.jsonFile, ReportWriter.pageFile].map {
            OutputGuard.Input("report file", (folder as NSString).appendingPathComponent($0))
          }
        }, snapshots: URL(fileURLWithPath: snapshots))
      try outputs.checkFolder(out, option: "--out")
      for name in [ReportWriter.jsonFile, ReportWriter.pageFile] {
        try outputs.claim((out as NSString).appendingPathComponent(name), option: "--out", what: "the merged report")
      }
      if let summaryFile { try outputs.claim(summaryFile, option: "--summary", what: "the summary") }
      let merged = try ReportMerger.merge(directories.map { URL(fileURLWithPath: $0) }, into: output)
      for shard in merged.run.missingShards ?? [] {
        Terminal.error("report merge: shard \(shard) is missing: its variants were not checked")
      }
      let summary = VerifySummary(results: merged.run.results)
      Terminal.error(
        "report merge: \(directories.count) report(s): \(summary.count(.passed)) matched, \(summary.count(.failed)) differ, "
          + "\(summary.count(.missing)) missing, \(summary.count(.recorded) + summary.count(.rerecorded)) recorded, \(merged.run.stale.count) stale"
      )
      if let summaryFile {
        let file = try ContainedPath.file(summaryFile)
        let markdown = SummaryMarkdown.markdown(
          merged.run, imagesBase: SummaryMarkdown.relativePath(to: output, from: file.deletingLastPathComponent()),
          reviewCommand:
            "listshot review \(VerifyCommand.shellQuoted(out)) --snapshots \(VerifyCommand.shellQuoted(snapshots))")
        try AtomicFile.write(Data(markdown.utf8), to: file)
      }
      Terminal.result(output.appendingPathComponent("index.html").path)
    }
  }
}
