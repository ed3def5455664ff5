import Foundation
import ListShotCore

/// The live page's files (`Resources/live.html`, `live.css`, `live.js`, compiled into the
/// binary) and the switches' choices the script reads from `/config`.
enum LivePage {
  static let html = Data(PackageResources.live_html)
  static let css = Data(PackageResources.live_css)
  static let script = Data(PackageResources.live_js)

  struct Config: Encodable {
    var themes: [String]
    var schemes = ColorScheme.allCases.map(\.rawValue)
    var sizes = DynamicTypeSize.allCases.map(\.rawValue)
    var directions = ["auto", LayoutDirection.leftToRight.rawValue, LayoutDirection.rightToLeft.rawValue]
    var looks = Look.allCases.map(\.rawValue)
    var defaults: [String: String]
    var scale: Double
  }

  /// The switches start on the first theme file, when there is one: the theme being edited.
  static func config(_ sources: LiveSources, labels: [String]) -> Data {
    let first = sources.themes.firstIndex { $0.contains("/") || $0.hasSuffix(".json") } ?? 0
    let config = Config(
      themes: labels,
      defaults: [
        "theme": "\(first)", "scheme": "light", "size": DynamicTypeSize.default.rawValue, "direction": "auto",
        "look": sources.look.rawValue,
      ],
      scale: sources.scale)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(config)) ?? Data("{}".utf8)
  }
}
