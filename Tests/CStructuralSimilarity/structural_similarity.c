// The SSIM of VectorExportTests, in C because the test targets build without optimisation:
// on a 786 × 32411 gallery page the same loops in Swift took 10.8 s in the debug build, and
// the test compares 28 such pages twice each. The arithmetic is the Swift definition's, step
// formulation (integer window sums, sample covariances) with one division per window.

#include "structural_similarity.h"

#include <math.h>
#include <stdlib.h>

// No fused multiply-adds: the same roundings as the Swift expressions.
#pragma STDC FP_CONTRACT OFF

/// Greyscale luma, 0–255, of each pixel composited over white.
static void grey(const uint8_t *rgba, uint8_t *out, size_t count) {
  for (size_t i = 0; i < count; i++) {
    const uint8_t *p = rgba + i * 4;
    double alpha = (double)p[3] / 255;
    double r = (double)p[0] * alpha + 255 * (1 - alpha);
    double g = (double)p[1] * alpha + 255 * (1 - alpha);
    double b = (double)p[2] * alpha + 255 * (1 - alpha);
    double luma = round(0.2125 * r + 0.7154 * g + 0.0721 * b);
    out[i] = (uint8_t)(luma < 0 ? 0 : luma > 255 ? 255 : luma);
  }
}

/// Adds (sign 1) or removes (sign -1) one row of both images to the column sums.
static void add_row(int64_t *sums, const uint8_t *x, const uint8_t *y, size_t width, int64_t sign) {
  for (size_t column = 0; column < width; column++) {
    int64_t p = x[column], q = y[column];
    int64_t *s = sums + column * 5;
    s[0] += sign * p;
    s[1] += sign * q;
    s[2] += sign * p * p;
    s[3] += sign * q * q;
    s[4] += sign * p * q;
  }
}

double listshot_ssim_mean(const uint8_t *a, const uint8_t *b, size_t width, size_t height, size_t window) {
  size_t n = window;
  uint8_t *x = malloc(width * height), *y = malloc(width * height);
  int64_t *sums = calloc(width * 5, sizeof(int64_t));
  if (!x || !y || !sums) {
    free(x), free(y), free(sums);
    return -2;
  }
  grey(a, x, width * height);
  grey(b, y, width * height);
  // Per window, with sums S of x, y, x², y², xy over its N = n² pixels, the means are S/N and
  // the sample (co)variances (N·Sxy − Sx·Sy) / (N(N − 1)). Both sides of SSIM's quotient are
  // multiplied by N²(N − 1) so that one division per window remains.
  double count = (double)(n * n);
  double c1 = (0.01 * 255) * (0.01 * 255) * count * count;
  double c2 = (0.03 * 255) * (0.03 * 255) * count * (count - 1);
  double total = 0;
  for (size_t row = 0; row < n; row++) add_row(sums, x + row * width, y + row * width, width, 1);
  for (size_t top = 0; top + n <= height; top++) {
    if (top > 0) {
      add_row(sums, x + (top - 1) * width, y + (top - 1) * width, width, -1);
      add_row(sums, x + (top + n - 1) * width, y + (top + n - 1) * width, width, 1);
    }
    int64_t sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    for (size_t column = 0; column < n; column++) {
      const int64_t *s = sums + column * 5;
      sx += s[0], sy += s[1], sxx += s[2], syy += s[3], sxy += s[4];
    }
    int64_t nn = (int64_t)(n * n);
    for (size_t left = 0; left + n <= width; left++) {
      if (left > 0) {
        const int64_t *out = sums + (left - 1) * 5, *in = sums + (left + n - 1) * 5;
        sx += in[0] - out[0], sy += in[1] - out[1], sxx += in[2] - out[2];
        syy += in[3] - out[3], sxy += in[4] - out[4];
      }
      // Exact in 64-bit integers: each term is below 49² · 255² · 2.
      int64_t meanProduct = sx * sy, meanSquares = sx * sx + sy * sy;
      int64_t covariance = nn * sxy - meanProduct, variances = nn * (sxx + syy) - meanSquares;
      total += ((2 * (double)meanProduct + c1) * (2 * (double)covariance + c2))
        / (((double)meanSquares + c1) * ((double)variances + c2));
    }
  }
  free(x), free(y), free(sums);
  return total / (double)((width - n + 1) * (height - n + 1));
}
