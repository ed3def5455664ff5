import Foundation
import ListShotCore
import ListShotResources

/// `Icons/symbol-names.txt`: SF Symbol names (and Material Icons names Material Symbols
/// dropped) mapped to a Material Symbols glyph and a FILL value. See the file's header for
/// why each name maps where it does.
public enum SymbolNames {
  public struct Entry: Hashable, Sendable {
    /// The Material Symbols name, e.g. `account_circle`.
    public var material: String
    public var isFilled: Bool
    /// `multicolor=<system colour>`: see `SymbolGlyph.multicolor`.
    public var multicolor: String?
  }

  /// Parses the file's text; every Material name must be in `knownNames` (the font's code
  /// points). Errors name `source.path` and the line.
  static func parse(_ source: IconSet.Source, knownNames: [String: UInt32]) throws -> [String: Entry] {
    let (path, text) = source
    var entries: [String: Entry] = [:]
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let first = fields.first, !first.hasPrefix("#") else { continue }
      func bad(_ problem: String) -> ListShotError {
        ListShotResources.incomplete("\(path):\(index + 1)", problem)
      }
      guard fields.count == 3 || fields.count == 4, fields[2] == "0" || fields[2] == "1" else {
        throw bad("expected: SF-name material-name 0|1 [multicolor=colour]")
      }
      let material = String(fields[1])
      guard knownNames[material] != nil else { throw bad("'\(material)' is not in the icon font") }
      var multicolor: String?
      if fields.count == 4 {
        guard fields[3].hasPrefix("multicolor=") else { throw bad("unknown column '\(fields[3])'") }
        multicolor = String(fields[3].dropFirst("multicolor=".count))
      }
      guard entries[String(first)] == nil else { throw bad("'\(first)' is listed twice") }
      entries[String(first)] = Entry(material: material, isFilled: fields[2] == "1", multicolor: multicolor)
    }
    return entries
  }
}
