import FuzzDriver
import FuzzRender
import Foundation
import ListShot
import ListShotCore

private let directory = FuzzRender.folder("text")
private let renderer = try! ListShotRenderer()

/// The text path with combining marks: a spec whose titles and subtitles are built from base
/// letters of several scripts, stacks of combining marks (a few, dozens, or thousands on one
/// letter), joiners, variation selectors, emoji tag sequences and bidi controls (`TextBuilder`),
/// read (the text limits count scalars and scalars per character) and, when accepted, laid out
/// and painted at @1x. Every input must render or fail with a `ListShotError`, never crash,
/// hang or exhaust memory; first byte < 0x20: the rest as the title's UTF-8 bytes.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let spec: String
  if size > 0, data[0] < 0x20 {
    let raw = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    spec = TextBuilder.spec(titles: [raw], width: 200, lines: 2)
  } else {
    let rows = input.int(1...4)
    let texts = (0..<rows * 2).map { _ in TextBuilder.text(&input) }
    spec = TextBuilder.spec(titles: texts, width: Double(input.int(40...400)), lines: input.int(1...2))
  }
  let file = directory.appendingPathComponent("spec.yaml")
  try? Data(spec.utf8).write(to: file)
  FuzzRender.paint(file, with: renderer)
  return 0
}

enum TextBuilder {
  static let bases: [UInt32] = [
    0x61, 0x65, 0x49, 0x20, 0x5D0, 0x627, 0x644, 0xE01, 0x915, 0x1100, 0x4E00, 0x1F468, 0x1F3F4, 0x30, 0xAC00,
  ]
  static let marks: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x591...0x5C7, 0x64B...0x65F, 0x93C...0x94D, 0xE31...0xE3A, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
    0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]
  static let joiners: [UInt32] = [0x200D, 0x200C, 0xFE0F, 0xFE0E, 0x34F, 0x202E, 0x202D, 0x2066, 0x2069, 0x1F3FB]

  /// One text: runs of a base letter and what clings to it.
  static func text(_ input: inout FuzzInput) -> String {
    var scalars: [UInt32] = []
    let runs = input.int(0...24)
    for _ in 0..<runs {
      scalars.append(input.pick(bases))
      let count: Int
      switch input.int(0...9) {
      case 0: count = input.int(0...5000)  // far past the limit per character
      case 1: count = input.int(25...40)  // around it
      default: count = input.int(0...6)
      }
      for _ in 0..<count {
        switch input.int(0...7) {
        case 0: scalars.append(input.pick(joiners))
        case 1: scalars.append(0xE0020 + UInt32(input.int(0...0x5F)))  // emoji tag characters
        default:
          let range = input.pick(marks)
          scalars.append(range.lowerBound + UInt32(input.int(0...Int(range.upperBound - range.lowerBound))))
        }
      }
    }
    return String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
  }

  /// A spec with one ODS row per pair of texts (title, subtitle), every non-ASCII scalar as a
  /// YAML escape so the file itself is plain ASCII.
  static func spec(titles: [String], width: Double, lines: Int) -> String {
    var rows: [String] = []
    var index = 0
    while index < titles.count {
      let title = FuzzRender.quoted(titles[index])
      let subtitle = index + 1 < titles.count ? ", subtitle: \(FuzzRender.quoted(titles[index + 1]))" : ""
      rows.append("      - odsListItem: { title: \(title)\(subtitle), subtitleNumberOfLines: \(lines) }")
      index += 2
    }
    return "screens:\n  - name: t\n    width: \(Int(width))\n    rows:\n" + rows.joined(separator: "\n") + "\n"
  }
}
