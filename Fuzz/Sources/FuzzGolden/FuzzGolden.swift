import FuzzDriver
import Foundation
import ListShotCore
import ListShotPNG
import ListShotSnapshot

/// verify's golden handling, stamp and image data together. A stamped golden of fixed pixels
/// is edited as the input says, chunk by chunk (bytes changed with or without a fixed CRC,
/// chunks added, removed, repeated or moved, transparency, gamma and palette chunks, stamp
/// keys given twice or copied from another golden, another image's data under this one's
/// stamp, bytes after IEND), then checked against those pixels. The property: whenever
/// `GoldenFile.check` says "matched", the file decodes to exactly those pixels; anything else
/// must be a mismatch or a `ListShotError`, never a crash.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  var chunks = PNGChunks.split(Fixture.golden)
  for _ in 0..<input.int(0...6) {
    guard !input.isAtEnd else { break }
    chunks.edit(&input)
  }
  let file = chunks.bytes + (input.int(0...7) == 0 ? [UInt8](repeating: input.byte(), count: input.int(1...20)) : [])
  try? Data(file).write(to: Fixture.path)
  let outcome: GoldenOutcome
  do {
    outcome = try Fixture.checker.check(Fixture.pixels, golden: Fixture.path, name: "g")
  } catch is ListShotError {
    return 0
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  if case .matched = outcome {
    guard let decoded = try? PNGDecoder.decode(file, file: "fuzz"), decoded == Fixture.rgba else {
      fatalError("verify passed a golden whose pixels differ (or do not decode): \(outcome)")
    }
  }
  return 0
}

/// The pixels under test, the stamped golden recorded for them, and another image's golden.
enum Fixture {
  static let width = 9, height = 6
  static let words: [UInt32] = (0..<width * height).map { index in
    let alpha: UInt32 = index % 7 == 0 ? 0x80 : 0xFF
    let red = UInt32(index * 37 & 0xFF) * alpha / 255, green = UInt32(index * 11 & 0xFF) * alpha / 255
    return alpha << 24 | red << 16 | green << 8 | (alpha / 3)
  }
  static let other: [UInt32] = words.map { $0 ^ 0x0000_0100 }
  static func withPixels<T>(_ words: [UInt32], _ body: (ARGBPixels) throws -> T) rethrows -> T {
    try words.withUnsafeBytes {
      try body(ARGBPixels(data: $0.baseAddress!, width: width, height: height, stride: width * 4))
    }
  }
  // The buffer lives for the whole process, so the borrowed view stays valid.
  nonisolated(unsafe) static let storage: UnsafeMutableRawPointer = {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
    words.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    return memory
  }()
  static let pixels = ARGBPixels(data: storage, width: width, height: height, stride: width * 4)
  static let rgba = pixels.rgba
  static let checker = GoldenFile(mode: .never, artifactsDirectory: nil, environment: "fuzz")
  static let golden: [UInt8] = try! checker.stampedPNG(pixels)
  static let otherGolden: [UInt8] = try! withPixels(other) { try checker.stampedPNG($0) }
  static let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "listshot-fuzz-golden-\(getpid()).png")
}

/// A PNG as a list of chunks (type and data), rebuilt with correct or deliberately wrong CRCs.
struct PNGChunks {
  var chunks: [(type: [UInt8], data: [UInt8], badCRC: Bool)]

  static func split(_ png: [UInt8]) -> PNGChunks {
    var chunks: [(type: [UInt8], data: [UInt8], badCRC: Bool)] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      chunks.append((Array(png[offset + 4..<offset + 8]), Array(png[offset + 8..<offset + 8 + length]), false))
      offset += 12 + length
    }
    return PNGChunks(chunks: chunks)
  }

  var bytes: [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for chunk in chunks {
      let length = UInt32(chunk.data.count)
      out += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
      out += chunk.type + chunk.data
      let crc = CRC32.of(chunk.type + chunk.data) ^ (chunk.badCRC ? 1 : 0)
      out += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
    return out
  }

  static let extras: [(String, [UInt8])] = [
    ("tRNS", [0, 0, 0, 0, 0, 0]), ("gAMA", [0, 1, 0x86, 0xA0]), ("sRGB", [0]), ("PLTE", [1, 2, 3]),
    ("sBIT", [5, 5, 5, 5]), ("cHRM", [UInt8](repeating: 1, count: 32)), ("ruSt", [1]), ("CRIT", [1]),
    ("IDAT", [0x78, 0x01, 0x03, 0x00]), ("IEND", []), ("tEXt", Array("listshot:environment\u{0}x".utf8)),
  ]

  mutating func edit(_ input: inout FuzzInput) {
    guard !chunks.isEmpty else { return }
    let index = input.int(0...chunks.count - 1)
    switch input.int(0...8) {
    case 0:  // change one byte of a chunk's data, CRC fixed or not
      guard !chunks[index].data.isEmpty else { return }
      chunks[index].data[input.int(0...chunks[index].data.count - 1)] ^= max(input.byte(), 1)
      chunks[index].badCRC = input.int(0...9) == 0
    case 1:  // add a chunk that can change pixels, or one that must be refused
      let (type, data) = input.pick(Self.extras)
      chunks.insert((Array(type.utf8), data, false), at: input.int(1...chunks.count))
    case 2:
      chunks.remove(at: index)
    case 3:  // repeat a chunk (a stamp key twice, a second IHDR, IDAT again)
      chunks.insert(chunks[index], at: input.int(0...chunks.count))
    case 4:  // another image's data under this golden's stamp
      let other = PNGChunks.split(Fixture.otherGolden).chunks.filter { $0.type == Array("IDAT".utf8) }
      chunks.removeAll { $0.type == Array("IDAT".utf8) }
      chunks.insert(contentsOf: other, at: min(1, chunks.count))
    case 5:  // the other golden's stamp chunks under this one's data
      let stamps = PNGChunks.split(Fixture.otherGolden).chunks.filter {
        $0.type == Array("tEXt".utf8) || $0.type == Array("iTXt".utf8)
      }
      chunks.insert(contentsOf: stamps, at: input.int(1...chunks.count))
    case 6:  // header fields: size, depth, colour type, interlacing
      guard chunks[index].type == Array("IHDR".utf8), chunks[index].data.count == 13 else { return }
      chunks[index].data[input.int(0...12)] = input.byte()
    case 7:
      chunks.swapAt(index, input.int(0...chunks.count - 1))
    default:  // truncate a chunk's data
      chunks[index].data = Array(chunks[index].data.prefix(input.int(0...chunks[index].data.count)))
    }
  }
}

enum CRC32 {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
  static func of(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
