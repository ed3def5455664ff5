import Foundation
import ListShotCore
import XCTest

/// The one JSON string quoter: RFC 8259 escapes, lower-case hex as JSONEncoder writes, and
/// every string reads back as itself through a JSON parser.
final class JSONStringTests: XCTestCase {
  func testShortEscapesAndLowerCaseHex() {
    XCTAssertEqual(JSONString.quoted("a\"b\\c"), #""a\"b\\c""#)
    XCTAssertEqual(JSONString.quoted("\u{08}\u{0C}\n\r\t"), #""\b\f\n\r\t""#)
    XCTAssertEqual(JSONString.quoted("\u{00}\u{1B}\u{1F}"), #""\u0000\u001b\u001f""#)
    XCTAssertEqual(JSONString.quoted("é ✓ 😀 /"), "\"é ✓ 😀 /\"")
  }

  func testEveryStringReadsBackAsItself() throws {
    let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é\u{2028}😀"
    let data = Data(JSONString.quoted(text).utf8)
    let read = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String
    XCTAssertEqual(read, text)
  }
}
