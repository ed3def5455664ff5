import CListShotPNG

/// A zlib stream (RFC 1950/1951) made for PNG scanlines of rendered user interfaces.
///
/// A list screen is mostly flat colour: whole rows equal to the row above, and inside the
/// other rows long spans that equal the pixels above or to the left. A general-purpose
/// compressor finds those by hashing every few bytes; this one tries them first and
/// directly, eight bytes per compare. At each position the longest of three candidates
/// wins: one pixel to the left, the same place one row up, and the last position with the
/// same four bytes (which finds repeated glyphs and icons nearby). On a tie the nearer one
/// wins, as its distance needs fewer extra bits: one pixel back costs none, one row back
/// about ten, which is why a flat row is sent as runs of its own pixels even when it equals
/// the row above. A row the caller marks as repeating the row above is known to match it to
/// the end without comparing. A match shorter than 32 bytes waits one byte for a longer one
/// (zlib's lazy matching); without a match of 3 bytes (4 for the hash candidate) the byte is
/// a literal. The rows are left unfiltered (filter type 0): the row-up candidate does what
/// the Up filter would, and flat spans stay runs of equal pixels.
///
/// The tokens go out in blocks of `DeflateBlock.capacity`, each in its smallest form. The
/// output depends on the input alone.
struct ScanlineDeflate {
  private let data: UnsafePointer<UInt8>
  private let rows: Int
  private let rowLength: Int
  private let bytesPerPixel: Int
  private var block = DeflateBlock()
  private var writer: DeflateBitWriter
  private var blockStart = 0
  private let head: UnsafeMutablePointer<Int>

  private static let hashBits = 15

  /// `rows` rows of `rowLength` bytes each (the filter type byte included), `repeats[y]`
  /// true when row `y` is byte-for-byte row `y - 1`.
  static func zlib(
    _ data: UnsafePointer<UInt8>, rows: Int, rowLength: Int, bytesPerPixel: Int, repeats: [Bool]
  ) -> [UInt8] {
    var deflate = ScanlineDeflate(data: data, rows: rows, rowLength: rowLength, bytesPerPixel: bytesPerPixel)
    defer { deflate.deallocate() }
    return deflate.run(repeats: repeats)
  }

  private init(data: UnsafePointer<UInt8>, rows: Int, rowLength: Int, bytesPerPixel: Int) {
    self.data = data
    self.rows = rows
    self.rowLength = rowLength
    self.bytesPerPixel = bytesPerPixel
    writer = DeflateBitWriter(capacity: rows * rowLength / 16 + 1024)
    head = .allocate(capacity: 1 << Self.hashBits)
    head.initialize(repeating: -1, count: 1 << Self.hashBits)
  }

  private func deallocate() {
    block.deallocate()
    writer.deallocate()
    head.deallocate()
  }

  private mutating func run(repeats: [Bool]) -> [UInt8] {
    let count = rows * rowLength
    // CMF: deflate with a 32 KiB window; FLG: fastest-level hint, no dictionary, check bits.
    writer.write(0x78 | 0x01 << 8, bits: 16)
    // The row above, when it is inside the window.
    let up = rowLength <= DeflateTables.windowSize ? rowLength : 0
    for y in 0..<rows {
      let start = y * rowLength, end = start + rowLength
      matchRow(from: start, to: end, up: y > 0 ? up : 0, repeated: up > 0 && repeats[y])
    }
    flush(upTo: count, final: true)
    writer.alignToByte()
    let adler = UInt32(libdeflate_adler32(1, data, count))
    writer.reserve(4)
    writer.write(adler.bigEndian, bits: 32)
    return writer.finish()
  }

  /// Greedy matching with one step of lazy evaluation: a short match is put off by a byte
  /// when the next position has a longer one, as zlib does.
  private mutating func matchRow(from start: Int, to end: Int, up: Int, repeated: Bool) {
    var i = start
    var current = longestMatch(at: i, end: end, up: up, repeated: repeated)
    while i < end {
      if current.length >= DeflateTables.minMatch, current.length < Self.lazyLimit, i + 1 < end {
        let next = longestMatch(at: i + 1, end: end, up: up, repeated: repeated)
        if next.length > current.length {
          block.literal(data[i])
          i += 1
          current = next
          if block.isFull { flush(upTo: i, final: false) }
          continue
        }
      }
      if current.length >= DeflateTables.minMatch {
        block.match(length: current.length, distance: current.distance)
        i += current.length
      } else {
        block.literal(data[i])
        i += 1
      }
      if block.isFull { flush(upTo: i, final: false) }
      if i < end { current = longestMatch(at: i, end: end, up: up, repeated: repeated) }
    }
  }

  /// Matches at least this long are taken without looking one byte further.
  private static let lazyLimit = 32

  /// The longest of the three candidates at `i`, within the row; a length under 3 means
  /// none. On a tie the shorter distance wins, since it needs fewer extra bits: one pixel
  /// back costs none, one row back about ten. In a `repeated` row the row above matches
  /// to the end without comparing. Records `i` in the hash table.
  @inline(__always)
  private func longestMatch(at i: Int, end: Int, up: Int, repeated: Bool) -> (length: Int, distance: Int) {
    let bpp = bytesPerPixel
    let maxLength = min(DeflateTables.maxMatch, end - i)
    guard maxLength >= DeflateTables.minMatch else { return (0, 0) }
    var best = 0, distance = 0
    if i >= bpp {
      best = matchLength(i, i - bpp, maxLength)
      distance = bpp
    }
    if best == maxLength { return (best, distance) }
    if up > 0 {
      let length = repeated ? maxLength : matchLength(i, i - up, maxLength)
      if length > best { best = length; distance = up }
    }
    if maxLength >= 4 {
      let word = UnsafeRawPointer(data + i).loadUnaligned(as: UInt32.self)
      let hash = Int((word &* 0x9E37_79B1) >> UInt32(32 - Self.hashBits))
      let candidate = head[hash]
      head[hash] = i
      let back = i - candidate
      if best < maxLength, candidate >= 0, back <= DeflateTables.windowSize, back != up, back != bpp {
        let length = matchLength(i, candidate, maxLength)
        if length >= 4, length > best || (length == best && back < distance) { best = length; distance = back }
      }
    }
    return (best, distance)
  }

  /// How many bytes at `a` equal those at `b`, at most `limit`.
  @inline(__always)
  private func matchLength(_ a: Int, _ b: Int, _ limit: Int) -> Int {
    let pa = UnsafeRawPointer(data + a), pb = UnsafeRawPointer(data + b)
    var length = 0
    while length + 8 <= limit {
      let difference =
        pa.loadUnaligned(fromByteOffset: length, as: UInt64.self)
        ^ pb.loadUnaligned(fromByteOffset: length, as: UInt64.self)
      if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount >> 3 }
      length += 8
    }
    while length < limit, data[a + length] == data[b + length] { length += 1 }
    return length
  }

  private mutating func flush(upTo end: Int, final: Bool) {
    block.write(raw: UnsafeBufferPointer(start: data + blockStart, count: end - blockStart), final: final, to: &writer)
    blockStart = end
  }
}
