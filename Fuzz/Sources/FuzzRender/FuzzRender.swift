import Foundation
import ListShot

/// What the targets that render (FuzzText, FuzzSVG, FuzzContent) share: a scratch folder, the
/// read-lay-out-paint of a spec, and YAML quoting for the texts they build.
public enum FuzzRender {
  /// A folder of this process for `name`'s files (a spec and the images beside it).
  public static func folder(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fuzz-\(name)-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Reads the spec at `file`, lays out and paints every screen in `variant`: it must succeed
  /// or fail with a `ListShotError`; anything else is a finding.
  public static func paint(
    _ file: URL, with renderer: ListShotRenderer, in variant: RenderVariant = RenderVariant(scale: 1)
  ) {
    do {
      let document = try renderer.readSpec(file)
      let jobs = try RenderJob.plan(documents: [document], variants: [variant], renderer: renderer)
      for job in jobs { _ = try renderer.png(try job.displayList(with: renderer)) }
    } catch is ListShotError {
    } catch {
      fatalError("not a ListShotError: \(error)")
    }
  }

  /// `text` as a YAML double-quoted scalar, every non-ASCII or special scalar as an escape, so
  /// the spec file itself is plain ASCII.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20...0x7E where scalar != "\"" && scalar != "\\": out.unicodeScalars.append(scalar)
      case 0...0xFFFF: out += String(format: "\\u%04X", scalar.value)
      default: out += String(format: "\\U%08X", scalar.value)
      }
    }
    return out + "\""
  }
}
