import Foundation
import ListShot
import ListShotCore
import ListShotModel
import ListShotSnapshot
import ListShotSpec

/// How a screen is snapshotted: the variant it is rendered in and the tolerance of the
/// comparison. A value, so a test can keep several (`.png(scheme: .dark)`, `.png(size: .AX3)`).
///
/// ```swift
/// assertSnapshot(of: settings, as: .png(theme: "sosh", scheme: .dark))
/// ```
/// Records: `__Snapshots__/<TestFile>/<testName>.<theme>-<scheme>-<size>-<direction>-<device>.png`
/// next to the test file.
public struct ScreenSnapshot: Sendable {
  public var variant: RenderVariant
  public var tolerance: ToleranceSpec

  public init(variant: RenderVariant, tolerance: ToleranceSpec = ToleranceSpec()) {
    self.variant = variant
    self.tolerance = tolerance
  }

  /// A PNG snapshot in the given variant; exact unless a tolerance is given.
  public static func png(
    theme: String = "orange", scheme: ColorScheme = .light, size: DynamicTypeSize = .large,
    direction: LayoutDirection? = nil, device: Device? = nil, width: Double? = nil, scale: Double = 2,
    tolerance: ToleranceSpec = ToleranceSpec()
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      variant: RenderVariant(
        theme: theme, scheme: scheme, dynamicTypeSize: size, direction: direction, device: device,
        width: width, scale: scale),
      tolerance: tolerance)
  }
}

/// The shared renderer of a test process: fonts and themes load once.
enum SnapshotRenderer {
  private static let result = Result { try ListShotRenderer() }
  static func get() throws -> ListShotRenderer { try result.get() }
}

/// Checks `screen` against its golden; returns nil when it matches, else the failure message.
///
/// The record mode comes from `LISTSHOT_RECORD` (`missing` by default; always `never` when
/// `CI` is set) unless `record` is given. A golden that was just recorded is reported as a
/// failure once, so that a person looks at it before it is committed.
public func verifySnapshot(
  of screen: Screen, as snapshot: ScreenSnapshot = .png(), named name: String? = nil,
  record: RecordMode? = nil, filePath: String, testName: String
) -> String? {
  do {
    let environment = ProcessInfo.processInfo.environment
    let mode = try record ?? RecordMode.fromEnvironment(environment)
    let renderer = try SnapshotRenderer.get()
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let direction = renderer.direction(of: screen, in: snapshot.variant)
    let test = String(testName.prefix { $0 != "(" }).filter { $0.isLetter || $0.isNumber || $0 == "_" }
    let stem = [test, name, snapshot.variant.fileStem(direction: direction, screenWidth: screen.width)]
      .compactMap { $0 }.joined(separator: ".")
    let golden = folder.appendingPathComponent(stem + ".png")
    let artifacts = URL(fileURLWithPath: environment["LISTSHOT_ARTIFACTS"] ?? NSTemporaryDirectory() + "listshot-artifacts")
    let checker = GoldenFile(
      mode: mode, artifactsDirectory: artifacts, environment: renderer.environmentStamp,
      options: try snapshot.tolerance.diffOptions())
    let list = try renderer.displayList(for: screen, in: snapshot.variant)
    let outcome = try renderer.withPixels(list) { try checker.check($0, golden: golden, name: stem) }
    switch outcome {
    case .matched: return nil
    case .recordedNew: return "Recorded a new snapshot at \(golden.path). Look at it, then run the test again."
    case .rerecorded: return "Re-recorded \(golden.path). Look at it, then run again with recording off."
    case .missing: return "No snapshot at \(golden.path), and the record mode is never (CI is set, or LISTSHOT_RECORD=never)."
    case .mismatched(let comparison, let artifacts, let note):
      var message = "Snapshot \(golden.lastPathComponent) does not match: \(comparison.summary)."
      if let note { message += " Note: \(note)." }
      if let strip = artifacts.sideBySide { message += " See \(strip)" }
      return message
    }
  } catch {
    return "Snapshot failed: \(error)"
  }
}
