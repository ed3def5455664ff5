import CListShotGraphics
import Foundation
import ListShotCore

/// Premultiplied ARGB32 pixels that never change once made: a decoded image file, or its copy
/// scaled to the device pixels one frame covers. Each use wraps them in a Cairo surface of its
/// own (`surface()`), so renders on several threads can read them at once.
final class RasterPixels: @unchecked Sendable {
  private let owner: OpaquePointer
  let width: Int, height: Int
  var bytes: Int { Int(cairo_image_surface_get_stride(owner)) * height }

  /// Takes over `surface`, an ARGB32 image surface already drawn and flushed.
  init(taking surface: OpaquePointer) {
    owner = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(owner) }

  /// A surface reading these pixels, to destroy after use (it does not own them: keep this
  /// object alive while it is used).
  func surface() -> OpaquePointer {
    cairo_image_surface_create_for_data(
      cairo_image_surface_get_data(owner), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      cairo_image_surface_get_stride(owner))
  }
}

/// Decoded raster images and their scaled copies, shared by every render of the process and
/// found by the digest of the file's bytes (and, for a scaled copy, its size and placement),
/// so a large PNG used by many rows in many variants is decoded once and scaled once per size
/// (`ImageCache` asks for them).
///
/// Bounded: at most `Limits.maxImageCacheBytes` of pixels are kept; past it the least recently
/// used go (a render still drawing one keeps it alive until it is done). One image larger than
/// the bound alone is made for each use and not kept. Two threads asking for the same entry
/// make it once: the second waits for the first.
final class RasterImageStore: @unchecked Sendable {
  static let shared = RasterImageStore(maxBytes: Limits.maxImageCacheBytes)

  private final class Slot {
    let lock = NSLock()
    var pixels: RasterPixels?
    var bytes = 0
    var lastUse = 0
  }

  private let maxBytes: Int
  private let lock = NSLock()
  private var slots: [String: Slot] = [:]
  private var usedBytes = 0
  private var clock = 0
  private var made: [String: Int] = [:]

  init(maxBytes: Int) { self.maxBytes = maxBytes }

  /// The pixels kept under `key`, else `make()`'s, kept when they fit.
  func pixels(_ key: String, make: () throws -> RasterPixels) throws -> RasterPixels {
    let slot = locked {
      clock += 1
      let slot = slots[key] ?? Slot()
      slots[key] = slot
      slot.lastUse = clock
      return slot
    }
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let pixels = slot.pixels { return pixels }
    let pixels: RasterPixels
    do {
      pixels = try make()
    } catch {
      locked { if slots[key] === slot { slots[key] = nil } }
      throw error
    }
    locked {
      if made.count >= 4096 { made.removeAll() }
      made[key, default: 0] += 1
      guard slots[key] === slot, pixels.bytes <= maxBytes else {
        if slots[key] === slot { slots[key] = nil }
        return
      }
      slot.pixels = pixels
      slot.bytes = pixels.bytes
      usedBytes += pixels.bytes
      while usedBytes > maxBytes,
        let oldest = slots.filter({ $0.value.bytes > 0 && $0.key != key })
          .min(by: { $0.value.lastUse < $1.value.lastUse })
      {
        usedBytes -= oldest.value.bytes
        slots[oldest.key] = nil
      }
    }
    return pixels
  }

  /// How many times the pixels under `key` were made (decoded or scaled), for tests (the
  /// counts are forgotten after 4096 keys).
  func madeCount(_ key: String) -> Int { locked { made[key] ?? 0 } }

  /// How many times pixels under keys starting with `prefix` were made, for tests.
  func madeCount(startingWith prefix: String) -> Int {
    locked { made.filter { $0.key.hasPrefix(prefix) }.values.reduce(0, +) }
  }

  /// Bytes of pixels kept now, for tests.
  var keptBytes: Int { locked { usedBytes } }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
