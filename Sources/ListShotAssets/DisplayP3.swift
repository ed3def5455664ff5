import Foundation

/// Colour conversions to the sRGB the pipeline draws in (Foundation has no colour management
/// on Linux): Display P3 through its linear-light matrix, gray gamma 2.2 through linear light.
///
/// The matrix is derived from the standards' primaries rather than copied: Display P3 has the
/// primaries of DCI-P3 (SMPTE EG 432-1: red 0.680, 0.320; green 0.265, 0.690; blue 0.150,
/// 0.060) with the D65 white point (0.3127, 0.3290) and the sRGB transfer function; sRGB
/// (IEC 61966-2-1, the primaries of ITU-R BT.709) has red 0.64, 0.33; green 0.30, 0.60; blue
/// 0.15, 0.06 and the same white. Both have the same white, so no chromatic adaptation is
/// needed: linear sRGB = M(sRGB)⁻¹ · M(P3) · linear P3, where M(space) takes a space's linear
/// RGB to CIE XYZ. Rounded, the result is the published
/// `[[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]]`
/// (`DisplayP3Tests` checks it against those figures). Colours outside sRGB are clamped per
/// channel in linear light.
public enum DisplayP3 {
  typealias Matrix = [[Double]]

  /// Linear Display P3 to linear sRGB.
  static let toSRGB: Matrix = multiply(
    inverse(rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))),
    rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060)))

  /// The matrix, row by row (for tests and documentation).
  public static var matrix: [[Double]] { toSRGB }

  static let whitePoint = (x: 0.3127, y: 0.3290)

  /// Encoded Display P3 components (0...1) to encoded sRGB, clamped.
  public static func srgb(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    let linear = [red, green, blue].map(decode)
    let m = toSRGB
    let out = (0..<3).map { row in encode((0..<3).reduce(0) { $0 + m[row][$1] * linear[$1] }) }
    return (out[0], out[1], out[2])
  }

  /// A gray gamma 2.2 component to encoded sRGB: through linear light (`w^2.2`).
  public static func srgb(grayGamma22 white: Double) -> Double {
    let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
    return encode(linear)
  }

  /// The sRGB transfer function, encoded to linear (IEC 61966-2-1), mirrored below 0.
  static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -linear : linear
  }

  /// Linear to encoded sRGB, clamped to 0...1.
  static func encode(_ v: Double) -> Double {
    let c = min(max(v, 0), 1)
    return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
  }

  /// The matrix from a space's linear RGB to XYZ: its primaries' XYZ columns scaled so that
  /// RGB (1, 1, 1) is the D65 white.
  static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double)) -> Matrix {
    func xyz(_ p: (Double, Double)) -> [Double] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
    let columns = [xyz(red), xyz(green), xyz(blue)]
    let primaries = (0..<3).map { row in columns.map { $0[row] } }
    let white = xyz(whitePoint)
    let inv = inverse(primaries)
    let scale = (0..<3).map { row in (0..<3).reduce(0) { $0 + inv[row][$1] * white[$1] } }
    return primaries.map { row in (0..<3).map { row[$0] * scale[$0] } }
  }

  static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
    (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + a[r][$1] * b[$1][c] } } }
  }

  /// The inverse of a 3×3 matrix by its adjugate (the matrices here are well conditioned).
  static func inverse(_ m: Matrix) -> Matrix {
    let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2]
    let g = m[2][0], h = m[2][1], i = m[2][2]
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
      [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
      [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
    ]
  }
}
