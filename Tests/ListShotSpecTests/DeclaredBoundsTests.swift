import Foundation
import ListShotCore
import ListShotModel
import XCTest

@testable import ListShotSpec

/// Every bound the declaration (`SpecShapes`) gives a value — `minimum` / `maximum`, `choices`,
/// `minLength` / `maxLength` — is what the reader enforces: for each declared key, values just
/// outside are refused as bad input (exit 2) at a position in their mapping, and values inside
/// (every choice, both ends of a range) are read. The cases come from the declarations, so a new
/// key of an existing mapping is covered without a new test; a new mapping needs a host below.
final class DeclaredBoundsTests: XCTestCase {
  /// A key with a declared bound, in the mapping `location` (a definition, or a mapping nested
  /// in one: `chrome.statusBar`); `key` nil is the value of the definition itself (`accessory:
  /// checkmark`).
  struct Bounded {
    let location: String
    let key: String?
    let shape: SpecShape
    /// The declared value is a list of such values (`suppress: [contrast]`).
    let isList: Bool
  }

  /// Where a mapping of a location sits in a valid spec: `$` is replaced by the mapping.
  struct Host {
    let template: String
    /// The path of the mapping in the spec, as errors print it.
    let path: String
    var base: [(String, String)] = []
    /// Keys a value needs beside it to be valid (an icon's `size` needs a `type`).
    var extras: (_ key: String, _ value: String) -> [(String, String)] = { _, _ in [] }
    /// Another place and base for some keys: a free-form view's `spacing` is a stack's,
    /// `alignment` a zstack's (which takes every alignment), `cornerRadius` a background's.
    var elsewhere: (_ key: String) -> (template: String, path: String, base: [(String, String)])? = { _ in nil }
  }

  static let rows = "[{listCell: {text: A}}]"
  static func row(_ content: String) -> String { "screens: [{name: a, rows: [\(content)]}]" }
  static func ouds(_ part: String) -> String { row("{oudsListItem: {label: L, \(part)}}") }

  static let hosts: [String: Host] = [
    "document": Host(template: "$", path: "", base: [("screens", "[{name: a, rows: \(rows)}]")]),
    "document.matrix": Host(template: "matrix: $\n" + row("{listCell: {text: A}}"), path: "matrix"),
    "document.tolerance": Host(template: "tolerance: $\n" + row("{listCell: {text: A}}"), path: "tolerance"),
    "screen": Host(
      template: "screens: [$]", path: "screens[0]", base: [("name", "a"), ("navigationTitle", "T"), ("rows", rows)],
      // Row spacing is drawn in an inset-grouped list.
      extras: { key, _ in key == "listRowSpacing" ? [("style", "insetGrouped")] : [] }),
    "section": Host(
      template: "screens: [{name: a, sections: [$]}]", path: "screens[0].sections[0]", base: [("rows", rows)]),
    "screen.toolbarBackground": Host(
      template:
        "screens: [{name: a, navigationTitle: T, chrome: {toolbar: [{title: A}]}, rows: \(rows), toolbarBackground: $}]",
      path: "screens[0].toolbarBackground"),
    "screen.contentMargins": Host(
      template: "screens: [{name: a, rows: \(rows), contentMargins: $}]", path: "screens[0].contentMargins"),
    "odsListItem": Host(
      template: row("{odsListItem: $}"), path: "screens[0].rows[0].odsListItem", base: [("title", "T")]),
    "checkboxItem": Host(
      template: row("{checkboxItem: $}"), path: "screens[0].rows[0].checkboxItem", base: [("label", "L")]),
    "checkboxItemIndeterminate": Host(
      template: row("{checkboxItemIndeterminate: $}"), path: "screens[0].rows[0].checkboxItemIndeterminate",
      base: [("label", "L")]),
    "radioItem": Host(template: row("{radioItem: $}"), path: "screens[0].rows[0].radioItem", base: [("label", "L")]),
    "switchItem": Host(template: row("{switchItem: $}"), path: "screens[0].rows[0].switchItem", base: [("label", "L")]),
    "materialCell": Host(
      template: row("{materialCell: $}"), path: "screens[0].rows[0].materialCell", base: [("title", "T")]),
    "materialCell.ripple": Host(
      template: row("{materialCell: {title: T, ripple: $}}"), path: "screens[0].rows[0].materialCell.ripple",
      base: [("x", "1"), ("y", "1")]),
    "materialCellImage": Host(
      template: row("{materialCell: {title: T, leadingImage: $}}"),
      path: "screens[0].rows[0].materialCell.leadingImage",
      base: [("icon", "star")]),
    "listCell": Host(template: row("{listCell: $}"), path: "screens[0].rows[0].listCell", base: [("text", "A")]),
    "accessory": Host(
      template: row("{listCell: {text: A}, accessories: [$]}"), path: "screens[0].rows[0].accessories[0]",
      extras: { key, _ in key == "placement" ? [("custom", "pin.svg")] : [] }),
    "row.accessibility": Host(
      template: row("{listCell: {text: A}, accessibility: $}"), path: "screens[0].rows[0].accessibility"),
    "swipeActions": Host(
      template: row("{listCell: {text: A}, swipeActions: $}"), path: "screens[0].rows[0].swipeActions",
      base: [("actions", "[{title: A}]")]),
    "swipeAction": Host(
      template: row("{listCell: {text: A}, swipeActions: {actions: [$]}}"),
      path: "screens[0].rows[0].swipeActions.actions[0]",
      base: [("title", "A")]),
    "colorMapping": Host(
      template: row("{listCell: {text: A, image: heart, imageColor: $}}"),
      path: "screens[0].rows[0].listCell.imageColor",
      extras: { key, _ in
        let rgb = ["red", "green", "blue"]
        if rgb.contains(key) { return rgb.filter { $0 != key }.map { ($0, "0") } }
        return key == "opacity" ? [("color", "blue")] : []
      }),
    "view": Host(
      template: row("{content: $}"), path: "screens[0].rows[0].content", base: [("text", "x")],
      elsewhere: { key in
        switch key {
        case "spacing": return (row("{content: $}"), "screens[0].rows[0].content", [("vstack", "[{text: x}]")])
        case "alignment": return (row("{content: $}"), "screens[0].rows[0].content", [("zstack", "[{text: x}]")])
        default:
          // A view's own bounded value (a path's commands) is the view alone.
          if ViewCatalogue.view(specKey: key) != nil { return (row("{content: $}"), "screens[0].rows[0].content", []) }
          // Another option of a catalogue view stands beside the first view that declares it.
          guard
            let owner = ViewCatalogue.views.compactMap(\.spec).first(where: { $0.options.contains { $0.key == key } })
          else { return nil }
          return (row("{content: $}"), "screens[0].rows[0].content", [(owner.key, sample(owner.shape))])
        }
      }),
    "view.font": Host(
      template: row("{content: {text: x, font: $}}"), path: "screens[0].rows[0].content.font",
      extras: { key, _ in key == "weight" ? [("style", "body")] : [] }),
    "view.frame": Host(template: row("{content: {text: x, frame: $}}"), path: "screens[0].rows[0].content.frame"),
    "view.toggleStyle": Host(
      template: row("{content: {toggle: {isOn: true}, toggleStyle: $}}"), path: "screens[0].rows[0].content.toggleStyle"
    ),
    "view.padding": Host(template: row("{content: {text: x, padding: $}}"), path: "screens[0].rows[0].content.padding"),
    "view.spacer": Host(template: row("{content: {spacer: $}}"), path: "screens[0].rows[0].content.spacer"),
    // A calendar's days are checked against its month's length: a month of 31 days takes them all.
    "view.calendar": Host(
      template: row("{content: {calendar: $}}"), path: "screens[0].rows[0].content.calendar",
      base: [("month", "M"), ("weekdays", "[S, M, T, W, T, F, S]"), ("firstColumn", "0"), ("days", "31")]),
    "view.image": Host(
      template: row("{content: {image: $}}"), path: "screens[0].rows[0].content.image",
      base: [("systemName", "star")]),
    "rowAudit": Host(
      template: row("{listCell: {text: A}, audit: $}"), path: "screens[0].rows[0].audit",
      base: [("suppress", "[contrast]"), ("reason", "R")]),
    "chrome": Host(
      template: "screens: [{name: a, navigationTitle: T, chrome: $, rows: \(rows)}]", path: "screens[0].chrome"),
    "chrome.statusBar": Host(
      template: "screens: [{name: a, chrome: {statusBar: $}, rows: \(rows)}]", path: "screens[0].chrome.statusBar"),
    "chrome.tabBar": Host(
      template: "screens: [{name: a, chrome: {tabBar: $}, rows: \(rows)}]", path: "screens[0].chrome.tabBar",
      base: [("items", "[{title: A, icon: star}]")]),
    // In the bottom toolbar, which takes every bar item (a spacer too), beside a button.
    "barItem": Host(
      template: "screens: [{name: a, navigationTitle: T, chrome: {toolbar: [{title: A}, $]}, rows: \(rows)}]",
      path: "screens[0].chrome.toolbar[1]"),
    "separatorVisibility": Host(
      template: row("{listCell: {text: A}, listRowSeparator: $}"), path: "screens[0].rows[0].listRowSeparator",
      base: [("visibility", "hidden")]),
    "separatorTint": Host(
      template: row("{listCell: {text: A}, listRowSeparatorTint: $}"), path: "screens[0].rows[0].listRowSeparatorTint",
      base: [("color", "red")]),
    "rowInsets": Host(
      template: row("{listCell: {text: A}, listRowInsets: $}"), path: "screens[0].rows[0].listRowInsets"),
    "searchable": Host(
      template: "screens: [{name: a, navigationTitle: T, searchable: $, rows: \(rows)}]", path: "screens[0].searchable"),
    "oudsListItem": Host(
      template: row("{oudsListItem: $}"), path: "screens[0].rows[0].oudsListItem", base: [("label", "L")],
      extras: { key, _ in key == "interaction" ? [("indicatorType", "next")] : [] }),
    "oudsListItemIcon": Host(
      template: ouds("leading: {icon: $}"), path: "screens[0].rows[0].oudsListItem.leading.icon",
      extras: { key, value in
        if key == "type" { return value == "'neutral'" ? [("asset", "heart")] : [] }
        return [("type", "info")]
      }),
    "oudsListItemImage": Host(
      template: ouds("leading: {image: $}"), path: "screens[0].rows[0].oudsListItem.leading.image",
      base: [("asset", "placeholder")]),
    "oudsListItemAvatar": Host(
      template: ouds("leading: {avatar: $}"), path: "screens[0].rows[0].oudsListItem.leading.avatar"),
    "oudsListItemAvatar.badge": Host(
      template: ouds("leading: {avatar: {badge: $}}"), path: "screens[0].rows[0].oudsListItem.leading.avatar.badge"),
    "oudsBadge": Host(template: ouds("trailing: {badge: $}"), path: "screens[0].rows[0].oudsListItem.trailing.badge"),
    "oudsTag": Host(
      template: ouds("trailing: {tag: $}"), path: "screens[0].rows[0].oudsListItem.trailing.tag",
      base: [("label", "L")],
      extras: { key, value in key == "leading" && value == "'icon'" ? [("status", "positive")] : [] }),
  ]

  /// The host of a mapping of a catalogue view (`view.roundedRectangle`, `view.toggleStyle`,
  /// `view.roundedRectangle.cornerSize`): the view's kind key, or a modifier or option beside a
  /// view that takes it, with the keys the mapping requires given sample values. A view added to
  /// the catalogue is covered without a host of its own.
  static func catalogueHost(_ location: String) -> Host? {
    let parts = location.split(separator: ".").map(String.init)
    guard parts.count >= 2, parts[0] == "view" else { return nil }
    let key = parts[1], nested = Array(parts.dropFirst(2))
    // Each mapping on the way down, with the keys it needs beside the one the way goes through.
    var shapes = [SpecShapes.viewObject.field(key)?.resolved]
    for part in nested { shapes.append(shapes.last??.mappingShape?.field(part)?.resolved) }
    func needed(_ shape: SpecShape?, besides key: String?) -> [(String, String)] {
      let mapping = shape?.mappingShape
      // The keys it requires, and the first of the keys one of which it requires (`colors` or `stops`).
      let keys = (mapping?.required ?? []) + (mapping?.oneOf?.first?.required ?? [])
      return keys.filter { $0 != key }.map { ($0, sample(mapping?.field($0) ?? SpecShape())) }
    }
    var inner = "$"
    for (level, part) in nested.enumerated().reversed() {
      let siblings = needed(shapes[level], besides: part).map { "\($0.0): \($0.1), " }.joined()
      inner = "{\(siblings)\(part): \(inner)}"
    }
    let base = needed(shapes.last ?? nil, besides: nil)
    let path = "screens[0].rows[0].content." + ([key] + nested).joined(separator: ".")
    if ViewCatalogue.view(specKey: key) != nil {
      return Host(template: row("{content: {\(key): \(inner)}}"), path: path, base: base)
    }
    // An option belongs beside the first view that declares it; a modifier beside a text.
    let owner = ViewCatalogue.views.compactMap(\.spec).first { $0.options.contains { $0.key == key } }
    let view = owner.map { "\($0.key): \(sample($0.shape))" } ?? "text: x"
    return Host(template: row("{content: {\(view), \(key): \(inner)}}"), path: path, base: base)
  }

  /// A valid value of `shape`, for the keys a host needs.
  static func sample(_ shape: SpecShape) -> String {
    if shape.ref == "color" || shape.ref == "iconColor" { return "red" }
    if shape.ref == "view" { return "{text: x}" }
    let shape = shape.resolved
    if let choice = shape.choiceShape?.stringChoices.first { return "'\(choice)'" }
    if let alternatives = shape.oneOf, let first = alternatives.first { return sample(first) }
    switch shape.type {
    case "boolean": return "true"
    case "number", "integer": return String(Int(max(shape.minimum ?? 0, min(shape.maximum ?? 1, 1))))
    case "array":
      // As many items as the list needs (a calendar's seven weekdays), else one.
      let item = shape.itemShapes.first.map(sample) ?? ""
      return "[" + Array(repeating: item, count: max(1, shape.minItems ?? 1)).joined(separator: ", ") + "]"
    case "object":
      let needed = (shape.required ?? []) + (shape.oneOf?.first?.required ?? [])
      let fields = needed.map { "\($0): \(sample(shape.field($0) ?? SpecShape()))" }
      return "{" + fields.joined(separator: ", ") + "}"
    case "string": return "x"
    default: return shape.ref == "view" ? "{text: x}" : "red"
    }
  }

  /// Every bounded key of every declaration.
  static func bounded() -> [Bounded] {
    var found: [Bounded] = []
    func isBounded(_ shape: SpecShape) -> Bool {
      shape.choiceShape != nil || shape.minimum != nil || shape.maximum != nil || shape.minLength != nil
        || shape.maxLength != nil
    }
    func walk(_ shape: SpecShape, at location: String) {
      guard let fields = shape.mappingShape?.fields else { return }
      for field in fields where field.shape.ref == nil {
        if isBounded(field.shape) {
          found.append(Bounded(location: location, key: field.key, shape: field.shape, isList: false))
        }
        if let item = field.shape.itemShapes.first, item.ref == nil, isBounded(item) {
          found.append(Bounded(location: location, key: field.key, shape: item, isList: true))
        }
        if field.shape.mappingShape != nil { walk(field.shape, at: location + "." + field.key) }
      }
    }
    walk(SpecShapes.document, at: "document")
    for (name, shape) in SpecShapes.definitions {
      if shape.fields == nil, shape.choiceShape != nil {
        found.append(Bounded(location: name, key: nil, shape: shape, isList: false))
      }
      walk(shape, at: name)
    }
    return found
  }

  /// YAML values just inside and just outside the declaration.
  static func values(_ shape: SpecShape) -> (inside: [String], outside: [String]) {
    func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    func text(_ count: Int) -> String { "'" + String(repeating: "A", count: count) + "'" }
    if let strings = shape.choiceShape?.stringChoices, !strings.isEmpty {
      return (strings.map { "'\($0)'" }, ["'zzz'"])
    }
    if let numbers = shape.numberChoices {
      return (numbers.map(number), [number((numbers.max() ?? 0) + 1)])
    }
    var inside: [String] = [], outside: [String] = []
    let step = shape.type == "integer" ? 1 : 0.01
    if let low = shape.minimum {
      inside.append(number(low))
      outside.append(number(low - step))
    }
    if let high = shape.maximum {
      inside.append(number(high))
      outside.append(number(high + step))
    }
    if let low = shape.minLength {
      inside.append(text(low))
      if low > 0 { outside.append(text(low - 1)) }
    }
    if let high = shape.maxLength {
      inside.append(text(high))
      outside.append(text(high + 1))
    }
    return (inside, outside)
  }

  /// The spec with `value` for the bounded key in its host.
  static func spec(_ bounded: Bounded, _ value: String, host: Host) -> String {
    let written = bounded.isList ? "[\(value)]" : value
    guard let key = bounded.key else { return host.template.replacingOccurrences(of: "$", with: written) }
    let place = host.elsewhere(key)
    var entries = (place?.base ?? host.base).filter { $0.0 != key }
    let location = bounded.location.split(separator: ".").map(String.init)
    let owner = location.count == 1 ? SpecShapes.named(location[0]) ?? SpecShapes.document : nil
    let needs = (owner?.mappingShape?.dependentRequired ?? []).first { $0.key == key }?.needs ?? []
    for need in needs where !entries.contains(where: { $0.0 == need }) {
      let shape = owner?.mappingShape?.field(need) ?? SpecShape()
      entries.append((need, values(shape).inside.first ?? "A"))
    }
    entries += host.extras(key, value).filter { extra in !entries.contains { $0.0 == extra.0 } }
    entries.append((key, written))
    let mapping = "{" + entries.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    return (place?.template ?? host.template).replacingOccurrences(of: "$", with: mapping)
  }

  func testEveryDeclaredBoundIsWhatTheReaderEnforces() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("declared-bounds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
      .write(to: folder.appendingPathComponent("pin.svg"))

    let all = Self.bounded()
    XCTAssertGreaterThan(all.count, 60, "the walk finds the declared bounds")
    var checked = 0
    for bounded in all {
      let name = bounded.location + "." + (bounded.key ?? "")
      guard let host = Self.hosts[bounded.location] ?? Self.catalogueHost(bounded.location) else {
        XCTFail("\(name) is bounded, but DeclaredBoundsTests.hosts has no spec for '\(bounded.location)': add one")
        continue
      }
      let (inside, outside) = Self.values(bounded.shape)
      XCTAssertFalse(inside.isEmpty || outside.isEmpty, "\(name): no case from its declaration")
      for value in inside {
        let text = Self.spec(bounded, value, host: host)
        XCTAssertNoThrow(
          try SpecReader.parse(text, file: "spec.yaml", directory: folder.path),
          "\(name): \(value) is declared valid\n\(text)")
        checked += 1
      }
      for value in outside {
        let text = Self.spec(bounded, value, host: host)
        do {
          _ = try SpecReader.parse(text, file: "spec.yaml", directory: folder.path)
          XCTFail("\(name): \(value) is outside the declaration but was read\n\(text)")
        } catch let error as ListShotError {
          XCTAssertEqual(error.kind, .badInput, "\(name): \(value): \(error)")
          XCTAssertNotNil(error.location?.line, "\(name): \(value): \(error)")
          XCTAssertTrue(
            error.location?.path?.hasPrefix(bounded.key.flatMap { host.elsewhere($0)?.path } ?? host.path) == true,
            "\(name): \(value) refused elsewhere: \(error)\n\(text)"
          )
        }
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 200)
  }
}
