import ArgumentParser
import Dispatch
import Foundation
import ListShotCore
import ListShotReport
import ListShotServe
import ListShotSnapshot

/// `listshot review REPORT --snapshots DIR`: accept or reject the changes of a verify report,
/// writing accepted goldens from the report's own pixels (no render). Without an option, a
/// page on 127.0.0.1 (the same server as `preview --serve`); `--list`, `--accept PATTERN` and
/// `--accept-all` do it without a browser.
///
/// stdout: `WROTE <golden>` for each golden written (at the end), or the `--list` lines;
/// stderr: the counts and every refusal. Exit 0 when every change is accepted, 1 while some
/// is not (rejected, pending, or refused because its golden changed since the report), 2 for
/// bad input (a report that cannot be trusted: nothing is written), 3 when the report's only
/// open results are goldens missing (the report has no pixels for those).
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Accept or reject the changes of a verify report, writing goldens from the report's pixels.",
    discussion:
      "Opens a page on 127.0.0.1 (a / r accept / reject, j / k move) and prints the URL; Finish on the page ends it. With --list, --accept or --accept-all, no page. Accepting writes the golden only when the file on disk is still the one the report compared against."
  )

  @Argument(help: "A report folder written by verify --report or report merge.")
  var report: String

  @Option(help: "The goldens folder the report's verify checked.")
  var snapshots: String

  @Option(
    help:
      "Accept the changes whose name (screen/theme-scheme-size-direction-device) or golden path matches this shell pattern, or whose change group is #N (repeatable)."
  )
  var accept: [String] = []

  @Flag(name: .customLong("accept-all"), help: "Accept every change of the report.")
  var acceptAll = false

  @Flag(help: "List the report's changes and what can be accepted; write nothing.")
  var list = false

  @Option(help: "The page's port on 127.0.0.1 (0: a free one).")
  var port: Int = 0

  @Flag(name: .customLong("log-requests"), help: "Print each request of the page on stderr.")
  var logRequests = false

  func validate() throws {
    let modes = [list, acceptAll, !accept.isEmpty].filter { $0 }.count
    if modes > 1 { throw ValidationError("choose one of --list, --accept and --accept-all") }
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
  }

  func run() throws {
    let snapshotsURL = URL(fileURLWithPath: snapshots)
    var status = stat()
    guard stat(snapshotsURL.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: snapshotsURL.path), "--snapshots must name an existing folder of goldens")
    }
    // Accepting records goldens: on CI, as for verify's record modes, only with the override
    // (a job that accepts its own changes would pass the next verify by recording).
    let environment = ProcessInfo.processInfo.environment
    if !list, RecordPolicy.isCI(environment), environment[RecordPolicy.ciOverrideVariable] != "1" {
      throw ListShotError(
        .badInput,
        "CI is set, so review accepts no change (goldens are recorded on CI only with \(RecordPolicy.ciOverrideVariable)=1); nothing was written",
        expected: "review on your machine from the CI's report, or --list, which writes nothing")
    }
    let session = try ReviewSession(report: URL(fileURLWithPath: report), snapshots: snapshotsURL)
    if list { return try listChanges(session) }
    if acceptAll || !accept.isEmpty {
      let goldens = acceptAll ? session.changes.map(\.golden) : try session.select(accept)
      for outcome in try session.accept(goldens) where outcome.refused != nil {
        Terminal.error("review: refused \(outcome.golden): \(outcome.refused!)")
      }
      end(session)
    }
    try serve(session)
  }

  private func listChanges(_ session: ReviewSession) throws {
    let groups = session.run.groups ?? []
    for result in session.run.results where result.status == .failed || result.status == .missing {
      guard ReviewSession.isAcceptable(result) else {
        let why =
          result.status == .missing
          ? "no golden, and the report has no pixels for it: record it with verify --record missing"
          : ReviewSession.whyNotAcceptable(result)
        Terminal.result("CANNOT \(result.name): \(why)")
        continue
      }
      let group = result.group.flatMap { $0 < groups.count ? " (#\($0 + 1): \(groups[$0].summary))" : nil } ?? ""
      Terminal.result("CHANGED \(result.name)\(group)")
    }
    Terminal.error("review: \(session.changes.count) change(s) to review in \(report)")
    throw ExitStatus(rawValue: session.changes.isEmpty ? Self.openStatus(session) : 1) ?? .snapshotsDiffer
  }

  /// 3 when goldens are missing, else 0: the exit of a report with no change to review.
  private static func openStatus(_ session: ReviewSession) -> Int32 {
    session.run.results.contains { $0.status == .missing } ? 3 : 0
  }

  /// Prints what was written and exits with the session's status.
  private func end(_ session: ReviewSession) -> Never {
    for golden in session.written { Terminal.result("WROTE \(snapshots)/\(golden)") }
    Terminal.error("review: \(session.summary)")
    for refusal in session.refusals { Terminal.error("review: refused: \(refusal)") }
    Foundation.exit(session.exitStatus)
  }

  private func serve(_ session: ReviewSession) throws -> Never {
    var log: (@Sendable (String) -> Void)?
    if logRequests { log = { line in Terminal.error(line) } }
    let command = self
    let server = ReviewServer(
      session: session,
      onFinish: {
        DispatchQueue.main.async { command.end(session) }
      }, requestLog: log, onWrite: { url in Terminal.error("review: wrote \(url.path)") })
    let port = UInt16(port)
    Task {
      do {
        let url = try await server.start(port: port)
        Terminal.result(url)
        Terminal.error(
          "Reviewing \(session.changes.count) change(s) at \(url) (127.0.0.1 only); Finish on the page ends the review."
        )
      } catch {
        Terminal.error((error as? ListShotError)?.description ?? "listshot: \(error)", multiline: false)
        Foundation.exit(ExitStatus.badInput.rawValue)
      }
    }
    dispatchMain()
  }
}
