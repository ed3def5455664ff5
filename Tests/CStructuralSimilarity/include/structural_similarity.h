#ifndef LISTSHOT_STRUCTURAL_SIMILARITY_H
#define LISTSHOT_STRUCTURAL_SIMILARITY_H

#include <stddef.h>
#include <stdint.h>

/// The mean SSIM of two RGBA images of `width` × `height` pixels (8 bits per channel, rows
/// packed), on greyscale, over every `window` × `window` window wholly inside the image.
/// See StructuralSimilarity.swift for the definition. Returns -2 when memory runs out.
double listshot_ssim_mean(const uint8_t *a, const uint8_t *b, size_t width, size_t height, size_t window);

#endif
