import Foundation
import ListShot
import ListShotCore

/// The review page of a report folder: one HTML file that holds its CSS, its script and the
/// run's data, with images referenced by paths relative to the page, so the folder opens
/// anywhere with no network access (a Content-Security-Policy forbids it).
///
/// The markup, style and script are files (`Resources/report.html`, `report.css`,
/// `report.js`) compiled into the binary; this type only fills the template. The script
/// renders entries from the data as the reader scrolls, loads images lazily, and computes
/// filters and counts on the data, so a report of thousands of variants opens at once.
/// `index.html?selftest=1` runs the page's own checks and writes the outcome into
/// `<pre id="selftest">`.
public enum ReportPage {
  /// The filterable axes, in the order of the variant name.
  public static let axes = ["screen", "theme", "scheme", "size", "direction", "device", "look"]

  /// What the script reads: the run, and the axes of stale goldens parsed from their paths.
  struct PageData: Encodable {
    var run: VerifyRun
    var axes: [String]
    var staleAxes: [[String: String]]
  }

  /// - Parameter review: the page of `listshot review`, served on 127.0.0.1: the same page
  ///   with Accept and Reject (`review.js`, `review.css`), allowed to talk to its own server.
  public static func html(_ run: VerifyRun, review: Bool = false) -> String {
    let data = PageData(run: run, axes: axes, staleAxes: run.stale.map(staleAxes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return fill(
      template,
      [
        "title": Markup.escape(headline(run)),
        "style": style,
        "script": script,
        "data": scriptSafe(json),
        "connect": review ? "; connect-src 'self'" : "",
        "reviewStyle": review ? reviewStyle : "",
        "review": review ? "<script>\(reviewScript)</script>" : "",
      ])
  }

  /// The template with each `{{name}}` replaced, in one pass over the template only, so no
  /// value is searched for markers.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var out = ""
    var rest = template[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      out += rest[..<open.lowerBound]
      let name = String(rest[open.upperBound..<close.lowerBound])
      out += values[name] ?? ""
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  /// JSON that can sit inside a `<script>` element: `<`, `>` and `&` (only ever inside
  /// strings in JSON) as `\u` escapes, so no `</script>` or `<!--` can end it.
  static func scriptSafe(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func headline(_ run: VerifyRun) -> String {
    let count = { (status: VerifyResult.Status) in run.results.filter { $0.status == status }.count }
    return
      "\(count(.failed)) changed, \(count(.missing)) missing, \(count(.recorded) + count(.rerecorded)) recorded, \(count(.passed)) passed"
  }

  /// The axes of a stale golden's path, `<screen>/<theme>-<scheme>-<size>-<direction>-<device>.png`,
  /// when it has that shape (a theme or device name may contain dashes; a scheme may not).
  static func staleAxes(_ path: String) -> [String: String] {
    let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[1].hasSuffix(".png") else { return [:] }
    var stem = String(parts[1].dropLast(4))
    // The look's suffix (`-ios26`); a stem without one is an iOS 18 picture.
    var look = Look.unnamed
    if let named = Look.allCases.first(where: { !$0.fileStemSuffix.isEmpty && stem.hasSuffix($0.fileStemSuffix) }) {
      look = named
      stem = String(stem.dropLast(named.fileStemSuffix.count))
    }
    for scheme in ColorScheme.allCases.map(\.rawValue) {
      guard let range = stem.range(of: "-\(scheme)-") else { continue }
      let rest = stem[range.upperBound...].split(separator: "-", maxSplits: 2).map(String.init)
      guard rest.count == 3 else { return [:] }
      return [
        "screen": parts[0], "theme": String(stem[..<range.lowerBound]), "scheme": scheme,
        "size": rest[0], "direction": rest[1], "device": rest[2], "look": look.rawValue,
      ]
    }
    return [:]
  }

  static let template = String(decoding: PackageResources.report_html, as: UTF8.self)
  static let style = String(decoding: PackageResources.report_css, as: UTF8.self)
  static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
  static let reviewStyle = String(decoding: PackageResources.review_css, as: UTF8.self)
  static let reviewScript = String(decoding: PackageResources.review_js, as: UTF8.self)
}
