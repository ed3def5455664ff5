import ListShotCore

/// What a PNG file says about itself without decoding its pixels: the IHDR fields and the
/// text chunks.
public struct PNGInfo: Equatable, Sendable {
  public var width: Int
  public var height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16.
  public var bitDepth: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
  public var colorType: Int
  /// True for Adam7 interlacing.
  public var interlaced: Bool
  /// `tEXt` (and uncompressed `iTXt`) pairs. When a keyword repeats, the first one wins.
  public var text: [String: String]

  public init(
    width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool,
    text: [String: String] = [:]
  ) {
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.interlaced = interlaced
    self.text = text
  }

  /// The largest width or height PNG allows, 2³¹-1.
  package static let maxDimension = Int(Int32.max)

  /// The bit depths the PNG specification allows for each colour type.
  package static let allowedBitDepths: [Int: [Int]] = [
    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
  ]

  package static let colorTypeNames = [
    0: "greyscale", 2: "truecolour", 3: "indexed-colour", 4: "greyscale with alpha",
    6: "truecolour with alpha",
  ]

  /// Reads and checks the 13 bytes of an IHDR chunk.
  package init(ihdr data: ArraySlice<UInt8>, file: String) throws {
    precondition(data.count == 13)
    let fields = Array(data)
    func uint32(_ at: Int) -> Int {
      fields[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    func invalid(_ message: String) -> ListShotError {
      ListShotError(.badInput, at: SourceLocation(file: file), "invalid PNG header: \(message)")
    }
    let width = uint32(0)
    let height = uint32(4)
    let bitDepth = Int(fields[8])
    let colorType = Int(fields[9])
    for (name, value) in [("width", width), ("height", height)]
    where !(1...Self.maxDimension).contains(value) {
      throw invalid("\(name) \(value) is outside 1...\(Self.maxDimension)")
    }
    guard let depths = Self.allowedBitDepths[colorType] else {
      throw invalid("unknown colour type \(colorType)")
    }
    guard depths.contains(bitDepth) else {
      let name = Self.colorTypeNames[colorType]!
      throw invalid(
        "bit depth \(bitDepth) is not allowed for colour type \(colorType) (\(name)); "
          + "allowed: \(depths.map(String.init).joined(separator: ", "))")
    }
    guard fields[10] == 0 else { throw invalid("unknown compression method \(fields[10])") }
    guard fields[11] == 0 else { throw invalid("unknown filter method \(fields[11])") }
    guard fields[12] <= 1 else { throw invalid("unknown interlace method \(fields[12])") }
    self.init(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      interlaced: fields[12] == 1)
  }
}
