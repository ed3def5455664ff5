import Foundation
import ListShotModel
import XCTest

import ListShotModel
@testable import ListShotSpec

/// The published JSON Schema must describe exactly the keys the reader accepts.
final class SchemaTests: XCTestCase {
  static let schemaURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("schema/listshot-spec.schema.json")

  func definition(_ name: String) throws -> [String: Any] {
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as! [String: Any]
    let definitions = schema["$defs"] as! [String: Any]
    return try XCTUnwrap(definitions[name] as? [String: Any], name)
  }

  func properties(_ name: String) throws -> Set<String> {
    Set(try XCTUnwrap(definition(name)["properties"] as? [String: Any]).keys)
  }

  func testTopLevelKeysMatchTheReader() throws {
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as! [String: Any]
    XCTAssertEqual(Set((schema["properties"] as! [String: Any]).keys), ["version", "matrix", "tolerance", "screens"])
  }

  func testScreenKeysMatchTheReader() throws {
    XCTAssertEqual(try properties("screen"), Set(ScreenDecoder.keys))
  }

  func testRowKindsAndRowKeysMatchTheReader() throws {
    XCTAssertEqual(try properties("row"), Set(RowDecoder.keys))
    let oneOf = try XCTUnwrap(definition("row")["oneOf"] as? [[String: Any]])
    XCTAssertEqual(Set(oneOf.compactMap { ($0["required"] as? [String])?.first }), Set(RowDecoder.kinds))
  }

  func testContainerKeysMatchTheReader() throws {
    XCTAssertEqual(try properties("section"), Set(SectionDecoder.keys))
    XCTAssertEqual(try properties("listCell"), Set(ListCellDecoder.keys))
    XCTAssertEqual(try properties("editMode"), ["delete", "reorder", "multiselect"])
    XCTAssertEqual(try properties("swipeActions"), ["edge", "actions"])
    XCTAssertEqual(try properties("swipeAction"), ["title", "role", "tint"])
    let accessory = try XCTUnwrap(definition("accessory")["oneOf"] as? [[String: Any]])
    let names = try XCTUnwrap(accessory.first?["enum"] as? [String])
    XCTAssertEqual(names, ListAccessoryDecoder.names)
    let valued = try XCTUnwrap(accessory.last?["properties"] as? [String: Any])
    XCTAssertEqual(Set(valued.keys), Set(ListAccessoryDecoder.valued + ["placement"]))
    let styles = try XCTUnwrap((definition("screen")["properties"] as? [String: Any])?["style"] as? [String: Any])
    XCTAssertEqual(styles["enum"] as? [String], ListStyle.allCases.map(\.rawValue))
  }

  func testRowAuditKeysAndChecksMatchTheReader() throws {
    XCTAssertEqual(try properties("rowAudit"), Set(RowAuditDecoder.keys))
    let suppress = try XCTUnwrap(definition("rowAudit")["properties"] as? [String: Any])["suppress"] as? [String: Any]
    let names = try XCTUnwrap((suppress?["items"] as? [String: Any])?["enum"] as? [String])
    XCTAssertEqual(names, AuditCheck.allCases.map(\.rawValue))
  }

  func testODSListItemKeysMatchTheReader() throws {
    XCTAssertEqual(try properties("odsListItem"), Set(ODSListItemDecoder.keys))
  }

  func testMaterialCellKeysMatchTheReader() throws {
    XCTAssertEqual(try properties("materialCell"), Set(MaterialCellDecoder.keys))
    XCTAssertEqual(try properties("materialCellImage"), Set(MaterialCellDecoder.imageKeys))
  }
}

extension SchemaTests {
  func testControlItemKeysMatchTheReader() throws {
    for kind in ControlItemDecoder.kinds {
      XCTAssertEqual(try properties(kind), Set(ControlItemDecoder.keys(for: kind)), kind)
    }
  }
}
