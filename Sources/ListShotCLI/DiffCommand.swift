import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotFiles
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
    try refuseOverwritingInputs()
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
      Terminal.result(String(decoding: try encoder.encode(result), as: UTF8.self), multiline: true)
    }
    if !result.passes { throw ExitStatus.snapshotsDiffer }
  }

  /// An output that is one of the inputs (by path, or the same file under another name or
  /// link) would replace the image being compared; two outputs on one file would replace each
  /// other. Both are refused before anything is read or written.
  private func refuseOverwritingInputs() throws {
    var pairs: [(option: String, path: String, what: String, other: String)] = []
    for (option, path) in [("--out", out), ("--side-by-side", sideBySide)] {
      guard let path else { continue }
      pairs.append((option, path, "the expected image", expected))
      pairs.append((option, path, "the actual image", actual))
    }
    if let out, let sideBySide { pairs.append(("--side-by-side", sideBySide, "--out", out)) }
    for pair in pairs where Self.sameFile(pair.path, pair.other) {
      throw ListShotError(
        .badInput, at: SourceLocation(file: pair.path),
        "\(pair.option) names the same file as \(pair.what), which it would overwrite",
        expected: "another path for the output")
    }
    // Nor a golden (the one rule of every output, `OutputGuard`).
    var outputs = OutputGuard(inputs: [])
    if let out { try outputs.claim(out, option: "--out", what: "the diff image") }
    if let sideBySide { try outputs.claim(sideBySide, option: "--side-by-side", what: "the side-by-side image") }
  }

  private static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat(), second = stat()
    if stat(a, &first) == 0, stat(b, &second) == 0 {
      return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
    let standard = { (path: String) in Array(URL(fileURLWithPath: path).standardizedFileURL.path.utf8) }
    return standard(a) == standard(b)
  }
}
