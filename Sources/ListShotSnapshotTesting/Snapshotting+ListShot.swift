import Foundation
import ListShot
import ListShotPNG
import ListShotSnapshot
import ListShotTesting
@_spi(Internals) import SnapshotTesting
import Testing
import XCTest

/// ListShot screens in pointfreeco's swift-snapshot-testing, on Linux.
///
/// ```swift
/// import SnapshotTesting
/// import ListShotSnapshotTesting
///
/// assertSnapshot(of: settings, as: .listShot(.png(scheme: .dark)))
/// ```
/// `assertSnapshot` with a `.listShot` strategy runs ListShot's snapshot core, like
/// `ListShotTesting`'s front-ends and `listshot verify`: the same goldens
/// (`__Snapshots__/<TestFile>/<test>.<variant>.png`), record decision, artifacts and
/// messages. The record mode follows swift-snapshot-testing's own setting
/// (`withSnapshotTesting(record:)`, the `.snapshots(record:)` trait, `SNAPSHOT_TESTING_RECORD`)
/// and `LISTSHOT_RECORD` (see `RecordPolicy`); on CI nothing is recorded.
///
/// Other entry points of swift-snapshot-testing (`verifySnapshot`, `assertSnapshots`) use the
/// strategy's own rendering and diffing: a render error there is reported as an issue and no
/// snapshot is produced, so nothing is written (swift-snapshot-testing then also reports its
/// timeout).
extension Snapshotting where Value: ScreenSource, Format == ScreenCapture {
  public static func listShot(_ snapshot: ScreenSnapshot = .png()) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .listShotPNG(snapshot)) { screen in
      Async { callback in
        if ScreenCapture.isCoreRequest {
          callback(ScreenCapture(screen: screen, snapshot: snapshot, image: nil))
          return
        }
        do {
          let renderer = try SnapshotRenderer.shared()
          let image = try renderer.withPixels(renderer.displayList(for: screen, in: snapshot.variant)) { $0.rgba }
          callback(ScreenCapture(screen: screen, snapshot: snapshot, image: image))
        } catch {
          // No callback: swift-snapshot-testing gets no snapshot, so it records nothing.
          ScreenCapture.report("ListShot cannot render \(screen.name): \(error); nothing was written")
        }
      }
    }
  }
}

/// What the `.listShot` strategy produces: the screen and its snapshot options, and the
/// rendered image when swift-snapshot-testing's own machinery asked for one.
public struct ScreenCapture: @unchecked Sendable {
  /// Nil for a golden read back from disk.
  public var screen: (any ScreenSource)?
  public var snapshot: ScreenSnapshot
  public var image: RGBAImage?

  @TaskLocal static var isCoreRequest = false

  /// A failure in the running test, the way swift-snapshot-testing reports one.
  static func report(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: Testing.SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}

/// swift-snapshot-testing's `assertSnapshot`, for ListShot screens: the same call, through
/// ListShot's snapshot core (see `Snapshotting.listShot`).
public func assertSnapshot<Value: ScreenSource>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, ScreenCapture>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let screen: Value
  do {
    screen = try value()
  } catch {
    return ScreenCapture.report("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
  var request: ScreenCapture?
  ScreenCapture.$isCoreRequest.withValue(true) {
    snapshotting.snapshot(screen).run { request = $0 }
  }
  guard let request, let requested = request.screen else {
    return ScreenCapture.report(
      "the snapshot strategy produced nothing", fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let settings = SnapshotTestingSettings.current(explicit: record)
  let outcome = snapshotResult(
    of: requested, as: request.snapshot, named: name, record: settings.explicit,
    configured: settings.configured, frameworkEnvironment: settings.environment,
    filePath: "\(filePath)", testName: testName)
  if outcome.isFailure {
    ScreenCapture.report(outcome.message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// swift-snapshot-testing's record setting, as ListShot record modes.
enum SnapshotTestingSettings {
  /// `explicit`: the `record:` argument; `configured`: `withSnapshotTesting(record:)`, the
  /// `.snapshots(record:)` trait or code that set its global; `environment`:
  /// `SNAPSHOT_TESTING_RECORD`.
  static func current(explicit: SnapshotTestingConfiguration.Record?) -> (
    explicit: RecordMode?, configured: RecordMode?, environment: RecordMode?
  ) {
    let fromVariable = SnapshotEnvironment.current["SNAPSHOT_TESTING_RECORD"]
      .flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
    // A setting counts when it differs from the default the variable gives: a scope that
    // sets only a diff tool copies the default record mode into its configuration. `_record`
    // is the trait's setting, else the global one (the variable, or what code assigned).
    let unset = fromVariable ?? .missing
    let configured = [SnapshotTestingConfiguration.current?.record, SnapshotTesting._record]
      .compactMap { $0 }.first { $0 != unset }
    return (mode(explicit), mode(configured), mode(fromVariable))
  }

  static func mode(_ record: SnapshotTestingConfiguration.Record?) -> RecordMode? {
    guard let record else { return nil }
    let modes: [(SnapshotTestingConfiguration.Record, RecordMode)] = [
      (.all, .all), (.failed, .failed), (.missing, .missing), (.never, .never),
    ]
    return modes.first { $0.0 == record }?.1
  }
}

extension Diffing where Value == ScreenCapture {
  /// PNG files compared with ListShot's decoder and perceptual diff, for
  /// swift-snapshot-testing's own entry points.
  public static func listShotPNG(_ snapshot: ScreenSnapshot) -> Diffing {
    let options = (try? snapshot.tolerance.diffOptions()) ?? .exact
    return Diffing(
      toData: { $0.image.map { Data(PNGEncoder.encode($0)) } ?? Data() },
      fromData: { data in
        let image = try? PNGDecoder.decode([UInt8](data), file: "snapshot")
        return ScreenCapture(screen: nil, snapshot: snapshot, image: image)
      },
      diff: { expected, actual in
        guard let expectedImage = expected.image else {
          return ("ListShot: the golden is not a PNG ListShot can read", [])
        }
        guard let actualImage = actual.image else { return ("ListShot: nothing was rendered", []) }
        let (result, _) = PerceptualDiff.diff(expected: expectedImage, actual: actualImage, options: options)
        return result.passes ? nil : ("ListShot: \(result.summary)", [])
      })
  }
}
