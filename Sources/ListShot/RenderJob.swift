import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotSpec

/// One screen in one variant, laid out and ready to paint.
public struct RenderJob: Sendable {
  public var screen: Screen
  public var variant: RenderVariant
  public var direction: LayoutDirection
  public var displayList: DisplayList
  /// The spec's tolerance for this screen's goldens (nil: exact).
  public var tolerance: ToleranceSpec?

  /// `<screen>/<theme>-<scheme>-<size>-<direction>@<scale>x.<ext>`: the one naming function
  /// for rendered files and goldens.
  public func relativePath(extension ext: String) -> String {
    "\(screen.name)/\(variant.fileStem(direction: direction, screenWidth: screen.width)).\(ext)"
  }

  /// Lays out every screen of every document in every variant. Layout errors surface here,
  /// before anything is painted or written.
  public static func plan(
    documents: [SpecDocument], variants: [RenderVariant], renderer: ListShotRenderer
  ) throws -> [RenderJob] {
    try plan(documents: documents, renderer: renderer) { _ in variants }
  }

  /// Like `plan(documents:variants:renderer:)`, with each document's own variants.
  public static func plan(
    documents: [SpecDocument], renderer: ListShotRenderer,
    variants variantsOf: (SpecDocument) throws -> [RenderVariant]
  ) throws -> [RenderJob] {
    var jobs: [RenderJob] = []
    var seen: [String: String] = [:]
    for document in documents {
      let variants = try variantsOf(document)
      for screen in document.screens {
        if let other = seen[screen.name], other != document.file {
          throw ListShotError(
            .badInput, at: SourceLocation(file: document.file, path: screen.name),
            "screen name '\(screen.name)' is also used in \(other)", hint: "screen names must be unique across the specs of one run")
        }
        seen[screen.name] = document.file
        for variant in variants {
          do {
            jobs.append(
              RenderJob(
                screen: screen, variant: variant, direction: renderer.direction(of: screen, in: variant),
                displayList: try renderer.displayList(for: screen, in: variant), tolerance: document.tolerance))
          } catch var error as ListShotError where error.location?.file == "<layout>" {
            let path = error.location?.path ?? ""
            error.location = SourceLocation(file: document.file, path: "screen '\(screen.name)'" + (path.isEmpty ? "" : ": \(path)"))
            throw error
          }
        }
      }
    }
    return jobs
  }
}

/// The display list as pretty, key-sorted JSON (frames in points, colours `#RRGGBBAA`).
public enum DisplayListJSON {
  public static func encode(_ list: DisplayList) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(list)
    data.append(0x0A)
    return data
  }
}

public enum ListShotVersion {
  public static let string = "0.1.0"
}
