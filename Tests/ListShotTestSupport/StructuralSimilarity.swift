import ListShotPNG

/// The structural similarity (SSIM) of two images of the same size, on greyscale.
///
/// The definition is Wang, Bovik, Sheikh and Simoncelli (2004) with scikit-image's defaults,
/// so figures compare with `fidelity/run.py`: greyscale luma (0.2125 R + 0.7154 G + 0.0721 B,
/// pixels composited over white first), a 7 × 7 uniform window, sample (co)variances,
/// K1 = 0.01, K2 = 0.03 over the range 0–255, and the mean SSIM of every window that lies
/// wholly inside the image. The window sums slide down and across, so memory is a few rows
/// and each pixel costs a constant number of integer additions.
public enum StructuralSimilarity {
  public static let window = 7

  /// The mean SSIM of `a` and `b`, from −1 to 1 (1: identical).
  public static func mean(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    precondition(a.width == b.width && a.height == b.height, "SSIM: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
    let width = a.width, height = a.height, n = window
    guard width >= n, height >= n else { return a == b ? 1 : 0 }
    let x = grey(a), y = grey(b)
    let count = Double(n * n)
    let covarianceNorm = count / (count - 1)
    let c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255)
    // Column sums over the current band of n rows: x, y, x², y², xy.
    var sums = [Int](repeating: 0, count: width * 5)
    var total = 0.0
    sums.withUnsafeMutableBufferPointer { s in
      x.withUnsafeBufferPointer { x in
        y.withUnsafeBufferPointer { y in
          func add(row: Int, sign: Int) {
            let base = row * width
            for column in 0..<width {
              let p = Int(x[base + column]), q = Int(y[base + column])
              s[column * 5] += sign * p
              s[column * 5 + 1] += sign * q
              s[column * 5 + 2] += sign * p * p
              s[column * 5 + 3] += sign * q * q
              s[column * 5 + 4] += sign * p * q
            }
          }
          for row in 0..<n { add(row: row, sign: 1) }
          for top in 0...(height - n) {
            if top > 0 {
              add(row: top - 1, sign: -1)
              add(row: top + n - 1, sign: 1)
            }
            var w = (0, 0, 0, 0, 0)
            for column in 0..<n {
              w.0 += s[column * 5]; w.1 += s[column * 5 + 1]; w.2 += s[column * 5 + 2]
              w.3 += s[column * 5 + 3]; w.4 += s[column * 5 + 4]
            }
            for left in 0...(width - n) {
              if left > 0 {
                let out = (left - 1) * 5, into = (left + n - 1) * 5
                w.0 += s[into] - s[out]; w.1 += s[into + 1] - s[out + 1]; w.2 += s[into + 2] - s[out + 2]
                w.3 += s[into + 3] - s[out + 3]; w.4 += s[into + 4] - s[out + 4]
              }
              let mx = Double(w.0) / count, my = Double(w.1) / count
              let vx = covarianceNorm * (Double(w.2) / count - mx * mx)
              let vy = covarianceNorm * (Double(w.3) / count - my * my)
              let cxy = covarianceNorm * (Double(w.4) / count - mx * my)
              total += ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
            }
          }
        }
      }
    }
    return total / Double((width - n + 1) * (height - n + 1))
  }

  /// Greyscale luma, 0–255, of each pixel composited over white.
  static func grey(_ image: RGBAImage) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: image.width * image.height)
    image.pixels.withUnsafeBufferPointer { p in
      for index in 0..<result.count {
        let alpha = Double(p[index * 4 + 3]) / 255
        func over(_ c: UInt8) -> Double { Double(c) * alpha + 255 * (1 - alpha) }
        let luma = 0.2125 * over(p[index * 4]) + 0.7154 * over(p[index * 4 + 1]) + 0.0721 * over(p[index * 4 + 2])
        result[index] = UInt8(min(max(luma.rounded(), 0), 255))
      }
    }
    return result
  }
}
