#!/usr/bin/env python3
"""Writes the PNG fixtures in this folder. Run once by hand; tests only read the results.

The adam7-* files are assembled here from zlib + struct (Adam7 interlacing is tedious to
craft in Swift); the pillow-* files are written by Pillow, an encoder other than ours.
Every pixel follows a formula that PNGFixtureTests.swift recomputes.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack(samples, depth):
    """One row of samples at `depth` bits, most significant bits first, padded to a byte."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc, bits = (acc << depth) | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_row(kind, row, prev, bpp):
    """Filter type `kind` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) applied to one row."""
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 255)
    return bytes([kind]) + bytes(out)


def adam7(name, width, height, depth, color_type, channels, pixel, extra=b""):
    """An interlaced PNG; pixel(x, y) gives the tuple of `channels` samples. Row k of the
    stream (counting across passes) uses filter type k % 5, so every filter is exercised.
    `extra` is inserted between IHDR and IDAT."""
    raw = bytearray()
    bpp = max(1, channels * depth // 8)
    k = 0
    for x0, y0, dx, dy in PASSES:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue  # empty passes have no rows at all
        prev = None
        for y in ys:
            samples = [s for x in xs for s in pixel(x, y)]
            assert all(len(pixel(x, y)) == channels for x in xs)
            row = pack(samples, depth)
            raw += filter_row(k % 5, row, prev or bytes(len(row)), bpp)
            prev, k = row, k + 1
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


adam7("adam7-rgba8.png", 13, 11, 8, 6, 4,
      lambda x, y: ((x * 19 + y * 3) & 255, (y * 23 + x) & 255, (x * y * 7) & 255, (255 - x * 9 - y * 5) & 255))
adam7("adam7-gray2.png", 9, 7, 2, 0, 1, lambda x, y: ((x + 2 * y) % 4,))
adam7("adam7-rgb16.png", 5, 6, 16, 2, 3,
      lambda x, y: ((x * 40 + y) * 257, (y * 40 + x) * 257, (x * y * 9) * 257))
# 16-bit interlaced files are the ones PNGAdam7 rewrites; these cover alpha, tRNS, a gAMA
# chunk that must be carried over, and sizes where some passes are empty.
adam7("adam7-rgba16-gama.png", 11, 9, 16, 6, 4,
      lambda x, y: ((x * 23) * 257, (y * 28) * 257, ((x + y) * 12) * 257, (255 - x * 10 - y) * 257),
      extra=chunk(b"gAMA", struct.pack(">I", 45455)))
adam7("adam7-grey16-trns.png", 3, 2, 16, 0, 1, lambda x, y: ((x * 100 + y * 7) * 257,),
      extra=chunk(b"tRNS", struct.pack(">H", 107 * 257)))
adam7("adam7-ga16.png", 1, 9, 16, 4, 2, lambda x, y: ((y * 30) * 257, (250 - y * 20) * 257))

from PIL import Image  # noqa: E402  (only needed for the Pillow fixtures)

# Palette with transparency: index i is colour PALETTE[i], alpha ALPHAS[i].
PALETTE = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (10, 20, 30), (200, 100, 50), (255, 255, 255)]
ALPHAS = [255, 0, 128, 255, 64, 255]
image = Image.new("P", (16, 8))
image.putpalette([c for rgb in PALETTE for c in rgb])
image.putdata([(x + 2 * y) % 6 for y in range(8) for x in range(16)])
image.save(os.path.join(HERE, "pillow-palette-trns.png"), transparency=bytes(ALPHAS), optimize=False)

# Grey + alpha.
image = Image.new("LA", (7, 5))
image.putdata([((x * 37 + y * 11) & 255, (x * 50 + y * 20) & 255) for y in range(5) for x in range(7)])
image.save(os.path.join(HERE, "pillow-la.png"))
