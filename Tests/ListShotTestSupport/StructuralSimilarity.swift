import CStructuralSimilarity
import ListShotPNG

/// The structural similarity (SSIM) of two images of the same size, on greyscale.
///
/// The definition is Wang, Bovik, Sheikh and Simoncelli (2004) with scikit-image's defaults,
/// so figures compare with `fidelity/run.py`: greyscale luma (0.2125 R + 0.7154 G + 0.0721 B,
/// pixels composited over white first), a 7 × 7 uniform window, sample (co)variances,
/// K1 = 0.01, K2 = 0.03 over the range 0–255, and the mean SSIM of every window that lies
/// wholly inside the image. The window sums slide down and across, so memory is a few rows
/// and each pixel costs a constant number of integer additions. The loops are in C
/// (`CStructuralSimilarity`): test targets build unoptimised, where Swift took 10.8 s a page.
public enum StructuralSimilarity {
  public static let window = 7

  /// The mean SSIM of `a` and `b`, from −1 to 1 (1: identical).
  public static func mean(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    precondition(a.width == b.width && a.height == b.height, "SSIM: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
    let width = a.width, height = a.height, n = window
    guard width >= n, height >= n else { return a == b ? 1 : 0 }
    let mean = a.pixels.withUnsafeBufferPointer { p in
      b.pixels.withUnsafeBufferPointer { q in
        listshot_ssim_mean(p.baseAddress, q.baseAddress, width, height, n)
      }
    }
    precondition(mean >= -1, "SSIM: out of memory for \(width)×\(height)")
    return mean
  }
}
