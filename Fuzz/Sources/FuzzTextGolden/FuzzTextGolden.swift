import FuzzDriver
import Foundation
import ListShotCore
import ListShotFiles
import ListShotSnapshot

private let directory: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fuzz-text-golden-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

/// A real display list's JSON, as `verify --text-goldens` writes it (`listshot render --format
/// json` of a row of free-form content and an ODS row, orange, light, large, @1x), the text
/// golden the inputs are compared with. Kept as text: rendering it here would make the
/// process-wide font set, whose fontconfig allocations LeakSanitizer reports at exit. An array,
/// not a `Data`: LeakSanitizer does not see a global `Data`'s storage as reachable.
private let actual: [UInt8] =
  Array(
    #"""
    {
      "background" : "#FFFFFFFF",
      "items" : [
        {
          "alignment" : "left",
          "attributes" : {
            "font" : {
              "family" : "Inter",
              "size" : 17,
              "weight" : 600
            },
            "letterSpacing" : -0.442,
            "lineHeight" : 20.281000000000002
          },
          "color" : "#000000FF",
          "direction" : "ltr",
          "frame" : {
            "height" : 20.28125,
            "width" : 31.6123046875,
            "x" : 20,
            "y" : 12
          },
          "id" : "sections[0].rows[0].content.hstack[0].text",
          "idPath" : [
            "sections",
            0,
            "rows",
            0,
            "content",
            "hstack",
            0,
            "text"
          ],
          "isTruncated" : false,
          "kind" : "text",
          "maxLines" : 0,
          "text" : "Ada"
        },
        {
          "character" : "",
          "color" : "#000000FF",
          "font" : {
            "family" : "Material Symbols Outlined",
            "size" : 22,
            "variations" : {
              "fill" : 1,
              "opticalSize" : 22,
              "weight" : 400
            },
            "weight" : 400
          },
          "frame" : {
            "height" : 22,
            "width" : 22,
            "x" : 351,
            "y" : 11
          },
          "id" : "sections[0].rows[0].content.hstack[2].image",
          "idPath" : [
            "sections",
            0,
            "rows",
            0,
            "content",
            "hstack",
            2,
            "image"
          ],
          "isFlipped" : false,
          "kind" : "glyph"
        },
        {
          "color" : "#3C3C4349",
          "frame" : {
            "height" : 1,
            "width" : 373,
            "x" : 20,
            "y" : 43
          },
          "id" : "sections[0].rows[0].separator",
          "idPath" : [
            "sections",
            0,
            "rows",
            0,
            "separator"
          ],
          "kind" : "line"
        },
        {
          "alignment" : "left",
          "attributes" : {
            "font" : {
              "family" : "Inter",
              "size" : 17,
              "weight" : 400
            },
            "letterSpacing" : -0.442,
            "lineHeight" : 20.281000000000002
          },
          "color" : "#000000FF",
          "direction" : "ltr",
          "frame" : {
            "height" : 20.28125,
            "width" : 361,
            "x" : 16,
            "y" : 52
          },
          "id" : "sections[0].rows[1].title",
          "idPath" : [
            "sections",
            0,
            "rows",
            1,
            "title"
          ],
          "isTruncated" : false,
          "kind" : "text",
          "maxLines" : 1,
          "text" : "Title"
        },
        {
          "alignment" : "left",
          "attributes" : {
            "font" : {
              "family" : "Inter",
              "size" : 13,
              "weight" : 400
            },
            "letterSpacing" : -0.078,
            "lineHeight" : 15.509
          },
          "color" : "#000000FF",
          "direction" : "ltr",
          "frame" : {
            "height" : 15.5087890625,
            "width" : 361,
            "x" : 16,
            "y" : 72
          },
          "id" : "sections[0].rows[1].subtitle",
          "idPath" : [
            "sections",
            0,
            "rows",
            1,
            "subtitle"
          ],
          "isTruncated" : false,
          "kind" : "text",
          "maxLines" : 1,
          "text" : "Subtitle"
        },
        {
          "color" : "#3C3C4349",
          "frame" : {
            "height" : 1,
            "width" : 393,
            "x" : 0,
            "y" : 95
          },
          "id" : "sections[0].rows[1].divider",
          "idPath" : [
            "sections",
            0,
            "rows",
            1,
            "divider"
          ],
          "kind" : "line"
        }
      ],
      "rows" : [
        {
          "items" : [
            0,
            1,
            2
          ],
          "path" : [
            "sections",
            0,
            "rows",
            0
          ]
        },
        {
          "items" : [
            3,
            4,
            5
          ],
          "path" : [
            "sections",
            0,
            "rows",
            1
          ]
        }
      ],
      "scale" : 1,
      "semantics" : [
        {
          "elementIDPaths" : [
            [
              "sections",
              0,
              "rows",
              0,
              "content",
              "hstack",
              0,
              "text"
            ],
            [
              "sections",
              0,
              "rows",
              0,
              "content",
              "hstack",
              2,
              "image"
            ]
          ],
          "elementIDs" : [
            "sections[0].rows[0].content.hstack[0].text",
            "sections[0].rows[0].content.hstack[2].image"
          ],
          "frame" : {
            "height" : 44,
            "width" : 393,
            "x" : 0,
            "y" : 0
          },
          "helpTexts" : [

          ],
          "id" : "sections[0].rows[0]",
          "idPath" : [
            "sections",
            0,
            "rows",
            0
          ],
          "isDisabled" : false,
          "isError" : false,
          "isReadOnly" : false,
          "label" : "Ada",
          "role" : "text",
          "rowID" : "sections[0].rows[0]",
          "rowIDPath" : [
            "sections",
            0,
            "rows",
            0
          ]
        },
        {
          "elementIDPaths" : [
            [
              "sections",
              0,
              "rows",
              1,
              "title"
            ],
            [
              "sections",
              0,
              "rows",
              1,
              "subtitle"
            ],
            [
              "sections",
              0,
              "rows",
              1,
              "divider"
            ]
          ],
          "elementIDs" : [
            "sections[0].rows[1].title",
            "sections[0].rows[1].subtitle",
            "sections[0].rows[1].divider"
          ],
          "frame" : {
            "height" : 52.7900390625,
            "width" : 393,
            "x" : 0,
            "y" : 44
          },
          "helpTexts" : [
            "Subtitle"
          ],
          "id" : "sections[0].rows[1]",
          "idPath" : [
            "sections",
            0,
            "rows",
            1
          ],
          "isDisabled" : false,
          "isError" : false,
          "isReadOnly" : false,
          "label" : "Title",
          "role" : "text",
          "rowID" : "sections[0].rows[1]",
          "rowIDPath" : [
            "sections",
            0,
            "rows",
            1
          ]
        }
      ],
      "size" : {
        "height" : 96.7900390625,
        "width" : 393
      }
    }
    """#.utf8) + [10]

/// Text goldens as a repository or an attacker may leave them: first byte < 0x40, the rest as
/// the golden's bytes; else the real golden edited (`GoldenEdit`: bytes changed, lines cut,
/// repeated or joined, zero bytes, invalid UTF-8, a line of up to 2 MB, the file cut short or
/// grown). `TextGolden.check` compares it with the display list in mode `never`.
///
/// Properties: equal bytes match, and only they do; a difference names a line from 1 to one
/// past the longer file, and quotes each side as an excerpt of at most
/// `Limits.maxQuotedCharacters` characters (and the two marks of a cut), whatever the line's
/// length; the golden is never written.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let golden: [UInt8] =
    size > 0 && data[0] < 0x40
    ? Array(UnsafeBufferPointer(start: data + 1, count: size - 1)) : GoldenEdit.apply(&input, to: actual)
  let url = directory.appendingPathComponent("g/golden.json")
  try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try? Data(golden).write(to: url)
  let outcome: TextGolden.Outcome
  do {
    outcome = try TextGolden.check(Data(actual), golden: url, mode: .never)
  } catch is ListShotError {
    return 0
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  let equal = golden.elementsEqual(actual)
  switch outcome {
  case .matched:
    precondition(equal, "matched a golden that differs")
  case .differs(let difference):
    precondition(!equal, "a difference in equal bytes")
    let lines = max(
      golden.split(separator: 10, omittingEmptySubsequences: false).count, actual.split(separator: 10).count)
    precondition((1...lines + 1).contains(difference.line), "line \(difference.line) of \(lines)")
    for quoted in [difference.expected, difference.actual] {
      precondition(quoted.count <= Limits.maxQuotedCharacters + 2, "a quote of \(quoted.count) characters")
    }
  default:
    fatalError("mode never gave \(outcome)")
  }
  precondition((try? InputFile.contents(url, maxBytes: Int.max)) == golden, "the golden was written")
  return 0
}

enum GoldenEdit {
  static func apply(_ input: inout FuzzInput, to original: [UInt8]) -> [UInt8] {
    var bytes = original
    for _ in 0..<input.int(0...4) {
      let at = bytes.isEmpty ? 0 : input.int(0...bytes.count - 1)
      switch input.int(0...9) {
      case 0: if !bytes.isEmpty { bytes[at] = input.byte() }
      case 1: bytes.insert(contentsOf: [UInt8](repeating: input.byte(), count: input.int(0...2_000_000)), at: at)
      case 2: bytes.removeSubrange(at..<min(bytes.count, at + input.int(0...4000)))
      case 3: bytes = Array(bytes.prefix(at))
      case 4: bytes.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: at)  // not UTF-8
      case 5: bytes.removeAll { $0 == 10 && input.int(0...3) == 0 }  // lines joined
      case 6: bytes.insert(contentsOf: [UInt8](repeating: 10, count: input.int(1...3000)), at: at)
      case 7: bytes.insert(contentsOf: Array("\"id\" : \"\(input.text(40))\",\n".utf8), at: at)
      case 8: bytes.insert(contentsOf: Array("é\u{301}\u{301}🏳️‍🌈".utf8), at: at)
      default: bytes += original
      }
    }
    return bytes
  }
}
