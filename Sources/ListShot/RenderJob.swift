import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotSpec

/// One screen in one variant, ready to lay out and paint.
///
/// A job is small (the screen, the variant and where they come from): its display list is
/// made when a worker takes it (`displayList(with:)`) and dropped when the worker is done,
/// so a run holds only the display lists and images of the jobs in flight, however many
/// variants it has.
public struct RenderJob: Sendable {
  public var screen: Screen
  public var variant: RenderVariant
  public var direction: LayoutDirection
  /// The spec file the screen comes from (it labels layout errors).
  public var file: String
  /// The spec's tolerance for this screen's goldens (nil: exact).
  public var tolerance: ToleranceSpec?
  /// The line of `file` each top-level row of the screen starts on (empty for screens built
  /// in Swift).
  public var rowLines: [NodePath: Int] = [:]
  /// The screen passed `validate()` when its spec was read: it is not validated again.
  public var isValidated = false

  /// `<screen>/<stem>.<ext>`, the stem being `RenderVariant.fileStem`
  /// (`<theme>-<scheme>-<size>-<direction>-<device>`, the device a preset id or
  /// `<width>pt@<scale>x`): where `render` writes a file and `verify` finds its golden.
  public func relativePath(extension ext: String) -> String {
    "\(screen.name)/\(variant.fileStem(direction: direction, screenWidth: screen.width)).\(ext)"
  }

  /// Lays the screen out in this variant. A layout error names the spec file and the screen.
  public func displayList(with renderer: ListShotRenderer, provenance: Bool = false) throws -> DisplayList {
    try renderer.displayList(
      for: screen, in: variant, specFile: file, provenance: provenance, isValidated: isValidated)
  }

  /// `error` placed in this job's screen and spec file when it names no place of its own (a
  /// painting failure: the painter knows items, not files).
  public func located(_ error: Error) -> Error {
    guard var error = error as? ListShotError, error.location == nil else { return error }
    error.location = .screen(screen.name, file: file)
    return error
  }

  /// Every screen of every document in every variant.
  public static func plan(
    documents: [SpecDocument], variants: [RenderVariant], renderer: ListShotRenderer
  ) throws -> [RenderJob] {
    try plan(documents: documents, renderer: renderer) { _ in variants }
  }

  /// Like `plan(documents:variants:renderer:)`, with each document's own variants.
  ///
  /// Errors that do not depend on the variant's size surface here, before anything is
  /// painted or written: every screen is laid out once in each theme and scheme it is
  /// rendered in (its limits, the theme files, their fonts). An error that only one size or
  /// device meets (a canvas too large) surfaces when that variant is laid out.
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
            "screen name '\(screen.name)' is also used in \(other)",
            hint: "screen names must be unique across the specs of one run")
        }
        seen[screen.name] = document.file
        var probed = Set<String>()
        for variant in variants {
          let job = RenderJob(
            screen: screen, variant: variant, direction: renderer.direction(of: screen, in: variant),
            file: document.file, tolerance: document.tolerance, rowLines: document.rowLines[screen.name] ?? [:],
            isValidated: document.screensAreValidated)
          if probed.insert("\(variant.theme)\u{0}\(variant.scheme.rawValue)").inserted {
            _ = try job.displayList(with: renderer)
          }
          jobs.append(job)
        }
      }
    }
    return try OutputNames.unique(jobs, files: seen)
  }
}
