/// A canonical, length-limited Huffman code as deflate uses it: a code length per symbol,
/// and the codes themselves bit-reversed, because deflate sends Huffman codes starting from
/// their most significant bit into a stream that is otherwise filled from the least
/// significant bit.
///
/// The lengths are those of an optimal Huffman tree for the frequencies; when the tree is
/// deeper than the limit, the overflow is folded back into the allowed lengths (the method
/// miniz and others use), and the lengths are handed out again by frequency. Ties are broken
/// by symbol number, so equal frequencies always give the same code.
struct HuffmanCode {
  private(set) var lengths: [UInt8]
  private(set) var codes: [UInt16]

  /// The code for `frequencies`, no longer than `limit` bits. At least two symbols get a
  /// code, even when fewer occur, as deflate decoders expect of complete codes.
  init(frequencies: [UInt32], limit: Int) {
    self.init(lengths: Self.lengths(for: frequencies, limit: limit))
  }

  /// The canonical code for given lengths (§3.2.2).
  init(lengths: [UInt8]) {
    self.lengths = lengths
    var countPerLength = [UInt16](repeating: 0, count: 16)
    for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
    var next = [UInt16](repeating: 0, count: 16)
    var code: UInt16 = 0
    for bits in 1..<16 {
      code = (code &+ countPerLength[bits - 1]) << 1
      next[bits] = code
    }
    next[0] = 0
    codes = [UInt16](repeating: 0, count: lengths.count)
    for symbol in lengths.indices where lengths[symbol] > 0 {
      let length = Int(lengths[symbol])
      codes[symbol] = Self.reversed(next[length], bits: length)
      next[length] &+= 1
    }
  }

  /// Bits needed to send each symbol `frequencies[s]` times with this code.
  func cost(_ frequencies: [UInt32]) -> Int {
    var bits = 0
    for symbol in frequencies.indices { bits += Int(frequencies[symbol]) * Int(lengths[symbol]) }
    return bits
  }

  static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
    var input = code, output: UInt16 = 0
    for _ in 0..<bits {
      output = (output << 1) | (input & 1)
      input >>= 1
    }
    return output
  }

  /// Optimal code lengths of at most `limit` bits.
  static func lengths(for frequencies: [UInt32], limit: Int) -> [UInt8] {
    var weights = frequencies
    var used = weights.indices.filter { weights[$0] > 0 }
    // A complete code needs two symbols; give unused ones a token weight.
    for symbol in weights.indices where used.count < 2 && weights[symbol] == 0 {
      weights[symbol] = 1
      used.append(symbol)
    }
    var lengths = [UInt8](repeating: 0, count: weights.count)
    guard used.count >= 2 else {
      for symbol in used { lengths[symbol] = 1 }
      return lengths
    }
    used.sort { weights[$0] != weights[$1] ? weights[$0] < weights[$1] : $0 < $1 }

    // Two-queue Huffman construction: leaves 0..<n in ascending weight, then the internal
    // nodes in the order they are made (also ascending).
    let n = used.count
    var weight = used.map { Int(weights[$0]) } + [Int](repeating: 0, count: n - 1)
    var parent = [Int](repeating: 0, count: 2 * n - 1)
    var nextLeaf = 0, nextNode = n, nextNew = n
    func smallest() -> Int {
      if nextLeaf < n, nextNode >= nextNew || weight[nextLeaf] <= weight[nextNode] {
        defer { nextLeaf += 1 }
        return nextLeaf
      }
      defer { nextNode += 1 }
      return nextNode
    }
    while nextNew < 2 * n - 1 {
      let a = smallest(), b = smallest()
      weight[nextNew] = weight[a] + weight[b]
      parent[a] = nextNew
      parent[b] = nextNew
      nextNew += 1
    }
    var depth = [Int](repeating: 0, count: 2 * n - 1)
    var countPerLength = [Int](repeating: 0, count: limit + 1)
    for node in stride(from: 2 * n - 3, through: 0, by: -1) {
      depth[node] = depth[parent[node]] + 1
      if node < n { countPerLength[min(depth[node], limit)] += 1 }
    }

    // Fold codes longer than the limit back in until the Kraft sum is exactly one.
    var kraft = 0
    for length in 1...limit { kraft += countPerLength[length] << (limit - length) }
    while kraft > 1 << limit {
      countPerLength[limit] -= 1
      for length in stride(from: limit - 1, through: 1, by: -1) where countPerLength[length] > 0 {
        countPerLength[length] -= 1
        countPerLength[length + 1] += 2
        break
      }
      kraft -= 1
    }

    // The longest codes go to the rarest symbols.
    var next = 0
    for length in stride(from: limit, through: 1, by: -1) {
      for _ in 0..<countPerLength[length] {
        lengths[used[next]] = UInt8(length)
        next += 1
      }
    }
    return lengths
  }
}
