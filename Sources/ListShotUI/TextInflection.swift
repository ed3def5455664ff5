import Foundation

/// Foundation's automatic grammar agreement in a `Text` literal: `^[\(count) item](inflect: true)`
/// is "1 item" or "5 items". Written by hand for English (Foundation's inflection engine is not
/// in Linux's Foundation): the word that ends the bracket follows the first number in it,
/// singular for 1 and plural otherwise (regular endings and the common irregular nouns). In
/// another language the bracket is refused: ListShot cannot inflect it there.
enum TextInflection {
  static let marker = "](inflect: true)"

  /// `source` with each inflected bracket replaced by its words in agreement, or nil when it
  /// has none; `isEnglish` false leaves the words and reports that they needed inflecting.
  static func inflect(_ source: String, isEnglish: Bool) -> (text: String, refused: Bool)? {
    guard source.contains("^["), source.contains(marker) else { return nil }
    var result = "", rest = Substring(source), refused = false
    while let open = rest.range(of: "^["), let close = rest[open.upperBound...].range(of: marker) {
      result += rest[..<open.lowerBound]
      let words = String(rest[open.upperBound..<close.lowerBound])
      if isEnglish {
        result += agreeing(words)
      } else {
        result += words
        refused = true
      }
      rest = rest[close.upperBound...]
    }
    return (result + rest, refused)
  }

  /// "5 item" → "5 items"; "1 item" stays; words without a number stay.
  static func agreeing(_ words: String) -> String {
    var parts = words.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let numberIndex = parts.firstIndex(where: { number($0) != nil }), let value = number(parts[numberIndex]),
      let last = parts.indices.last, last > numberIndex, value != 1
    else { return words }
    parts[last] = plural(parts[last])
    return parts.joined(separator: " ")
  }

  private static func number(_ word: String) -> Double? {
    Double(word.replacingOccurrences(of: ",", with: ""))
  }

  private static let irregular = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet", "tooth": "teeth",
    "mouse": "mice", "goose": "geese",
  ]

  static func plural(_ word: String) -> String {
    let lower = word.lowercased()
    if let plural = irregular[lower] {
      return word.first?.isUppercase == true ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
    }
    if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }
}
