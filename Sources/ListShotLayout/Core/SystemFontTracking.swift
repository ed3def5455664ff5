/// The tracking iOS gives its system font (SF Pro) at each point size, which ListShot applies to
/// SF Pro's substitute so that text is as wide as iOS draws it.
///
/// iOS tightens or loosens SF Pro by a per-size tracking table (Apple's Human Interface
/// Guidelines, Typography, tracking values for SF Pro): 0 at 12 pt, −26/1000 em at 17 pt
/// (−0.44 pt a character), back above 0 from 24 pt. Core Text applies it to the system font at
/// every size and text style, so a SwiftUI `Text` in the body style runs 2.5 % narrower than the
/// untracked font. Inter, the substitute, has no such table. Measured on the ods-ios shots (a
/// scale fitted onto each text, `docs/fidelity.md`): untracked Inter ran about 4 % wider than
/// the real text at 17 pt ("Summer Salad", "Title", "Details") and about as wide at 13 pt,
/// where the table gives −6/1000 em.
public enum SystemFontTracking {
  /// Tracking in points at `size` points: the table's value, linear between its sizes, the end
  /// values beyond them.
  public static func tracking(at size: Double) -> Double {
    guard size.isFinite, size > 0, let first = table.first, let last = table.last else { return 0 }
    let perMille: Double
    if size <= first.size {
      perMille = first.perMille
    } else if size >= last.size {
      perMille = last.perMille
    } else {
      let upper = table.firstIndex { $0.size >= size }!
      let (a, b) = (table[upper - 1], table[upper])
      perMille = a.perMille + (b.perMille - a.perMille) * (size - a.size) / (b.size - a.size)
    }
    return size * perMille / 1000
  }

  /// (point size, tracking in thousandths of an em): the HIG table for SF Pro. Sizes the HIG
  /// leaves out between 28 and 80 pt repeat the value before them.
  static let table: [(size: Double, perMille: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
    (27, 11), (28, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9),
    (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6), (57, 6), (58, 5), (59, 5), (60, 4), (65, 4), (66, 3),
    (67, 3), (68, 2), (75, 2), (76, 1), (79, 1), (80, 0),
  ]
}
