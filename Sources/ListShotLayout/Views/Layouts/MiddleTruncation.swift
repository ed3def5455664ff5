/// `.truncationMode(.middle)` on one line, as iOS cuts it: the head keeps the characters that
/// fit in half the line beside half the ellipsis, the tail the characters that fit in the rest,
/// and the ellipsis joins them with no space beside it ("Back to…vious page"). Pango's middle
/// ellipsis keeps the spaces at the cut and centres the gap ("Back to …ous page"), so layout
/// cuts the text itself and the painter draws the cut string, which fits.
enum MiddleTruncation {
  static let ellipsis = "\u{2026}"

  /// The cut string of `text` that fits in `width`, as `measure` measures a string on one
  /// line. Nil when nothing but the ellipsis fits.
  static func cut(_ text: String, width: Double, measure: (String) -> Double) -> String? {
    let characters = Array(text)
    func head(_ count: Int) -> String {
      String(String(characters[..<count]).reversed().drop(while: \.isWhitespace).reversed())
    }
    func tail(_ count: Int) -> String {
      String(String(characters[(characters.count - count)...]).drop(while: \.isWhitespace))
    }
    let half = (width + measure(ellipsis)) / 2
    let kept = largest(upTo: characters.count - 1) { measure(head($0) + ellipsis) <= half }
    let start = head(kept) + ellipsis
    let ends = largest(upTo: characters.count - 1 - kept) { measure(start + tail($0)) <= width }
    guard kept + ends > 0, measure(start + tail(ends)) <= width else { return nil }
    return start + tail(ends)
  }

  /// The largest count in 0...limit for which `fits` holds (it holds for the smaller counts
  /// too); 0 when none does.
  private static func largest(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
    var low = 0, high = max(0, limit)
    while low < high {
      let mid = (low + high + 1) / 2
      if fits(mid) { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
