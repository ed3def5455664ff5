import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotPNG
import ListShotSnapshot

/// `listshot diff A.png B.png [--out D.png] [--json]`: compare any two PNG files.
/// Exit 0 when they pass, 1 when they differ, 2 on bad input.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff", abstract: "Compare two PNG files perceptually; optionally write the diff image.")

  @Argument(help: "The expected image (e.g. a golden).")
  var expected: String

  @Argument(help: "The actual image.")
  var actual: String

  @Option(help: "Write the diff image here (expected faded, changes red, anti-aliasing yellow).")
  var out: String?

  @Option(name: .customLong("side-by-side"), help: "Write expected | diff | actual into one PNG here.")
  var sideBySide: String?

  @OptionGroup var toleranceOptions: ToleranceOptions

  @Flag(help: "Print the full result as JSON after the summary line.")
  var json = false

  func run() throws {
    let options = try toleranceOptions.tolerance.diffOptions()
    let a = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: expected))
    let b = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: actual))
    let (result, image) = PerceptualDiff.diff(expected: a, actual: b, options: options)
    if let out { try AtomicFile.write(PNGEncoder.encode(image), to: ContainedPath.file(out)) }
    if let sideBySide {
      try AtomicFile.write(
        PNGEncoder.encode(PerceptualDiff.sideBySide(expected: a, diff: image, actual: b)),
        to: ContainedPath.file(sideBySide))
    }
    Terminal.result((result.passes ? "PASS " : "FAIL ") + result.summary)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      Terminal.result(String(decoding: try encoder.encode(result), as: UTF8.self))
    }
    if !result.passes { throw ExitStatus.snapshotsDiffer }
  }
}
