/// Reads a fuzzer's bytes as choices, for structure-aware targets that build inputs (theme
/// trees, SVG documents, PNG edits) from them. Past the end every read gives zero.
public struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: size)
  }

  public var isAtEnd: Bool { index >= bytes.count }

  public mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let raw = Int(byte()) << 8 | Int(byte())
    return range.lowerBound + raw % (range.upperBound - range.lowerBound + 1)
  }

  public mutating func bool() -> Bool { byte() & 1 == 1 }

  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

  /// Any double, NaN, infinities and huge values included, from eight bytes.
  public mutating func double() -> Double {
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Double(bitPattern: bits)
  }

  /// A number as a person (or an attacker) might write it in a file.
  public mutating func numberText() -> String {
    pick([
      "0", "1", "-1", "16", "0.5", "1e308", "-1e308", "1e309", "1e-320", "99999999999999999999", "4096", "4097",
      "32767", "32768", "1e5", "100001", "-0", "NaN", "Infinity", String(double()), String(int(0...70000)),
    ])
  }

  /// A short string of the remaining bytes' choosing, control characters included.
  public mutating func text(_ maxLength: Int = 12) -> String {
    let length = int(0...maxLength)
    return String(String.UnicodeScalarView((0..<length).compactMap { _ in Unicode.Scalar(UInt32(byte() % 0x80)) }))
  }
}
