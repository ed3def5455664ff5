import Foundation
import XCTest
import Yams

import ListShotModel
@testable import ListShotSpec

/// The published JSON Schema is written from the reader's declarations (`SpecShapes`), and every
/// spec the documentation and `examples/` show is valid against it, checked by a real JSON Schema
/// validator (Debian's python3-jsonschema, installed by `scripts/setup.sh --test`).
final class SchemaTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let schemaURL = root.appendingPathComponent("schema/listshot-spec.schema.json")

  func testTheCommittedSchemaIsTheGeneratedOne() throws {
    let committed = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    XCTAssertEqual(committed, SpecSchema.text, "run: swift run listshot schema > schema/listshot-spec.schema.json")
  }

  func testTheSchemaIsValidJSONWithEveryDefinitionItRefersTo() throws {
    let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
    let definitions = try XCTUnwrap(schema["$defs"] as? [String: Any])
    var refs = Set<String>()
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        if let ref = object["$ref"] as? String { refs.insert(String(ref.dropFirst("#/$defs/".count))) }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(schema)
    XCTAssertEqual(refs.subtracting(definitions.keys), [])
    XCTAssertEqual(Set(definitions.keys).subtracting(refs), [], "a definition nothing refers to")
  }

  /// One YAML text to validate against one definition of the schema (nil: the whole spec).
  struct Instance {
    let name: String
    let yaml: String
    let definition: String?
  }

  /// The pages whose YAML blocks are specs or parts of specs.
  static let documentedSpecs = ["README.md", "docs/spec.md", "docs/audit.md", "docs/ci.md"]

  /// The documentation's YAML blocks: whole specs, screens (`- name:`), rows (`- odsListItem:` …)
  /// and the chrome block (one document per `chrome:` line). CI configuration blocks are not specs.
  static func documentedInstances() throws -> [Instance] {
    try documentedSpecs.flatMap { try instances(inPage: $0) }
  }

  static func instances(inPage path: String) throws -> [Instance] {
    let page = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var instances: [Instance] = []
    for (index, block) in page.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
      let text = block.components(separatedBy: "```").first ?? ""
      let name = "\(path) yaml block \(index + 1)"
      if text.contains("listshot verify") { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let indent = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.prefix { $0 == " " }.count ?? 0
      let dedented = lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      let body = dedented.joined(separator: "\n")
      if dedented.contains(where: { $0.hasPrefix("screens:") }) {
        instances.append(Instance(name: name, yaml: body, definition: nil))
      } else if dedented.first(where: { !$0.isEmpty })?.hasPrefix("- name:") == true {
        instances.append(
          Instance(name: name, yaml: "screens:\n" + dedented.map { "  " + $0 }.joined(separator: "\n"), definition: nil)
        )
      } else if dedented.first?.hasPrefix("chrome:") == true {
        var documents: [[String]] = []
        for line in dedented where !line.isEmpty {
          if line.hasPrefix("chrome:") { documents.append([]) }
          documents[documents.count - 1].append(line)
        }
        for (part, lines) in documents.enumerated() {
          instances.append(
            Instance(
              name: "\(name), chrome \(part + 1)", yaml: lines.joined(separator: "\n"), definition: "chromeHolder"))
        }
      } else {
        instances.append(Instance(name: name, yaml: body, definition: "rows"))
      }
    }
    return instances
  }

  static func exampleInstances() throws -> [Instance] {
    let folder = root.appendingPathComponent("examples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
      .map {
        Instance(
          name: "examples/\($0)", yaml: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8),
          definition: nil)
      }
  }

  /// Runs the validator over `instances`; returns its report, one line per invalid instance.
  func validate(_ instances: [Instance]) throws -> (status: Int32, report: String) {
    let items: [[String: Any]] = try instances.map { instance in
      var item: [String: Any] = [
        "name": instance.name, "instance": try XCTUnwrap(Yams.load(yaml: instance.yaml), instance.name),
      ]
      item["definition"] = instance.definition
      return item
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("instances.json")
    try JSONSerialization.data(withJSONObject: items).write(to: input)
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      defs = dict(schema["$defs"], chromeHolder={"type": "object", "additionalProperties": False, "properties": {"chrome": {"$ref": "#/$defs/chrome"}}})
      jsonschema.Draft202012Validator.check_schema(schema)
      failed = 0
      for item in json.load(open(sys.argv[2])):
          target = schema if item.get("definition") is None else {"$ref": "#/$defs/" + item["definition"], "$defs": defs}
          errors = list(jsonschema.Draft202012Validator(target).iter_errors(item["instance"]))
          for error in errors:
              print(item["name"] + ": " + "/".join(map(str, error.absolute_path)) + ": " + error.message[:300])
          failed += bool(errors)
      sys.exit(1 if failed else 0)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, Self.schemaURL.path, input.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  func testEveryReadmeAndExampleSpecIsValidAgainstTheSchema() throws {
    let documented = try Self.documentedInstances()
    let examples = try Self.exampleInstances()
    XCTAssertGreaterThanOrEqual(documented.count, 9, "documented spec blocks found")
    XCTAssertGreaterThanOrEqual(examples.count, 6)
    let result = try validate(documented + examples)
    XCTAssertEqual(result.status, 0, result.report)
  }

  func testTheValidatorRejectsWhatTheReaderRejects() throws {
    let bad = [
      Instance(
        name: "unknown key", yaml: "screens:\n  - name: a\n    rows:\n      - listCell: { text: A, subtitle: B }",
        definition: nil),
      Instance(name: "two kinds", yaml: "- listCell: { text: A }\n  odsListItem: { title: B }", definition: "rows"),
      Instance(name: "wrong type", yaml: "- odsListItem: { title: A, navigationLink: maybe }", definition: "rows"),
    ]
    let result = try validate(bad)
    XCTAssertEqual(result.status, 1)
    for instance in bad { XCTAssertTrue(result.report.contains(instance.name + ":"), result.report) }
    for instance in bad where instance.definition == nil {
      XCTAssertThrowsError(try SpecReader.parse(instance.yaml, file: "bad.yaml"))
    }
  }

  /// Value lists the declaration still spells out, against the model enums the reader decodes into.
  func testDeclaredChoicesMatchTheModel() throws {
    XCTAssertEqual(SpecShapes.screen.field("style")?.stringChoices, ListStyle.allCases.map(\.rawValue))
    let suppress = try XCTUnwrap(SpecShapes.rowAudit.field("suppress")?.itemShapes.first)
    XCTAssertEqual(suppress.stringChoices, AuditCheck.allCases.map(\.rawValue))
    let plain = try XCTUnwrap(SpecShapes.accessory.oneOf?.first)
    XCTAssertEqual(plain.stringChoices, ListAccessory.plainCases.map(\.name))
  }
}
