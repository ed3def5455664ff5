import Foundation
import ListShot
import ListShotCore
import ListShotModel
import ListShotPNG
import ListShotSnapshot
import SnapshotTesting

/// ListShot screens in pointfreeco's swift-snapshot-testing, on Linux.
///
/// swift-snapshot-testing compares images only with UIKit or AppKit; this strategy renders a
/// screen with ListShot and compares PNGs with ListShot's own decoder and perceptual diff, so
/// `assertSnapshot(of:as:)` works in Linux CI:
///
/// ```swift
/// import SnapshotTesting
/// import ListShotSnapshotTesting
///
/// assertSnapshot(of: settings, as: .listShot(.png(scheme: .dark)))
/// ```
/// Records: `__Snapshots__/<TestFile>/<testName>.1.png`, as every swift-snapshot-testing
/// strategy does.
extension Snapshotting where Value == Screen, Format == RGBAImage {
  public static func listShot(_ snapshot: ScreenSnapshotOptions = .init()) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .listShotPNG(snapshot.diffOptions)) { screen in
      do {
        let renderer = try SharedRenderer.get()
        return try renderer.withPixels(renderer.displayList(for: screen, in: snapshot.variant)) { $0.rgba }
      } catch {
        // A render failure becomes a 1×1 red image: the comparison then fails with the reason.
        FileHandle.standardError.write(Data("ListShot: cannot render \(screen.name): \(error)\n".utf8))
        return RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
      }
    }
  }
}

extension Diffing where Value == RGBAImage {
  /// PNG files compared with ListShot's perceptual diff; the failure message is the diff's
  /// summary and the path of the diff image (XCTest attachments are empty stubs on Linux).
  public static func listShotPNG(_ options: DiffOptions = .exact) -> Diffing {
    Diffing(
      toData: { Data(PNGEncoder.encode($0)) },
      fromData: { data in
        (try? PNGDecoder.decode([UInt8](data), file: "snapshot")) ?? RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
      },
      diff: { expected, actual in
        let (result, image) = PerceptualDiff.diff(expected: expected, actual: actual, options: options)
        guard !result.passes else { return nil }
        let folder = ProcessInfo.processInfo.environment["LISTSHOT_ARTIFACTS"] ?? NSTemporaryDirectory() + "listshot-artifacts"
        let url = URL(fileURLWithPath: folder).appendingPathComponent("diff-\(UUID().uuidString).png")
        let written = (try? AtomicFile.write(PNGEncoder.encode(image), to: url)) != nil
        return ("ListShot: \(result.summary)" + (written ? "; diff image: \(url.path)" : ""), [])
      })
  }
}

/// The variant and tolerance of a `.listShot` snapshot.
public struct ScreenSnapshotOptions: Sendable {
  public var variant: RenderVariant
  public var diffOptions: DiffOptions

  public init(variant: RenderVariant = RenderVariant(scale: 2), diffOptions: DiffOptions = .exact) {
    self.variant = variant
    self.diffOptions = diffOptions
  }

  public static func png(
    theme: String = "orange", scheme: ColorScheme = .light, size: DynamicTypeSize = .large,
    direction: LayoutDirection? = nil, scale: Double = 2, diffOptions: DiffOptions = .exact
  ) -> ScreenSnapshotOptions {
    ScreenSnapshotOptions(
      variant: RenderVariant(theme: theme, scheme: scheme, dynamicTypeSize: size, direction: direction, scale: scale),
      diffOptions: diffOptions)
  }
}

enum SharedRenderer {
  private static let result = Result { try ListShotRenderer() }
  static func get() throws -> ListShotRenderer { try result.get() }
}

@_exported import enum ListShotCore.ColorScheme
@_exported import enum ListShotCore.DynamicTypeSize
@_exported import enum ListShotCore.LayoutDirection
