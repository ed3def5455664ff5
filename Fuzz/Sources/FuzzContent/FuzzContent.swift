import FuzzDriver
import FuzzRender
import Foundation
import ListShot
import ListShotCore

private let directory: URL = {
  let url = FuzzRender.folder("content")
  // A 4 × 4 PNG and a 24 × 24 SVG for `image: { file: … }`, stretched by resizable frames.
  try? Data(ContentBuilder.png).write(to: url.appendingPathComponent("p.png"))
  try? Data(
    #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="9" fill="red"/></svg>"#
      .utf8
  ).write(to: url.appendingPathComponent("i.svg"))
  return url
}()
private let renderer = try! ListShotRenderer()

/// Free-form content: a spec whose rows are `content:` views and whose `views:` declare custom
/// views, built from the input (`ContentBuilder`: stacks, texts, symbols, file images,
/// labels, colours, toggles, spacers, dividers, custom views using each other (cycles
/// included, and views no row uses), with every modifier and numbers at and past their
/// limits: negative and huge paddings and spacings, frames of 0, infinity and bounds in any
/// order, fixed font sizes, priorities, line limits, opacities, shadows, accessibility
/// overrides, truncation modes and font designs). Read, and when accepted laid
/// out and painted at @1x (and sometimes @3x, right to left, or at another Dynamic Type
/// size). Every input must render or fail with a `ListShotError`, never crash, hang or
/// exhaust memory; first byte < 0x20: the rest as the spec's text.
///
/// Nesting is kept to 10 levels and a row to about 80 views: deeper stacks are a known
/// layout-time class (issue 36) the view engine's rewrite closes, and would only make every
/// input slow here.
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let spec: String
  if size > 0, data[0] < 0x20 {
    spec = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  } else {
    spec = ContentBuilder.spec(&input)
  }
  let file = directory.appendingPathComponent("spec.yaml")
  try? Data(spec.utf8).write(to: file)
  let variant = RenderVariant(
    dynamicTypeSize: input.bool() ? .large : input.pick(DynamicTypeSize.allCases),
    direction: input.bool() ? .leftToRight : .rightToLeft, scale: input.int(0...7) == 0 ? 3 : 1)
  FuzzRender.paint(file, with: renderer, in: variant)
  return 0
}

enum ContentBuilder {
  static let symbols = ["star.fill", "person.circle", "gear", "heart", "favorite", "no.such.symbol", "../x"]
  static let colours = ["red", "blue", "secondary", "accent", "'#12345678'", "'#FF0'", "{ token: ios.blue }", "nope"]
  static let fonts = [
    "caption", "body", "largeTitle", "title2", "{ size: 1000 }", "{ size: 1 }", "{ size: 0 }", "{ size: 1001 }",
    "{ style: headline, weight: black }", "huge",
  ]
  static let alignments = [
    "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline", "topLeading", "nope",
  ]

  static func spec(_ input: inout FuzzInput) -> String {
    let names = (0..<input.int(0...3)).map { "V\($0)" }
    var text = ""
    if !names.isEmpty {
      text += "views:\n"
      for name in names {
        var budget = 40
        text += "  - name: \(name)\n    body: \(view(&input, depth: 0, budget: &budget, views: names))\n"
      }
    }
    text += "screens:\n  - name: c\n    width: \(input.pick(["390", "120", "1", "4096", "320"]))\n    rows:\n"
    for _ in 0..<input.int(1...3) {
      var budget = 80
      text += "      - content: \(view(&input, depth: 0, budget: &budget, views: names))\n"
    }
    return text
  }

  /// A number where a length goes: ordinary, at and past the ±4096 limit, or odd.
  static func length(_ input: inout FuzzInput) -> String {
    input.pick(["0", "4", "-4", "44", "-4096", "4096", "4097", "-4097", "0.333", "1e-9", "-1e308", input.numberText()])
  }

  static func view(_ input: inout FuzzInput, depth: Int, budget: inout Int, views: [String]) -> String {
    budget -= 1
    let leaf = depth >= 10 || budget <= 0
    var kind: String
    switch input.int(0...(leaf ? 9 : 13)) {
    case 0: kind = "text: \(FuzzRender.quoted(input.text(input.pick([3, 40, 400]))))"
    case 1:
      kind =
        "text: [\((0..<input.int(1...4)).map { _ in "{ text: \(FuzzRender.quoted(input.text())), bold: true }" }.joined(separator: ", "))]"
    case 2: kind = "image: \(input.pick(symbols))"
    case 3:
      kind =
        "image: { file: \(input.pick(["p.png", "i.svg"])), resizable: \(input.bool()), renderingMode: \(input.pick(["original", "template", "nope"])) }"
    case 4: kind = "color: \(input.pick(colours))"
    case 5: kind = "toggle: { isOn: \(input.bool()), label: \(FuzzRender.quoted(input.text())) }"
    case 6: kind = input.bool() ? "spacer: \(length(&input))" : "spacer: { minLength: \(length(&input)) }"
    case 7: kind = "divider: {}"
    case 8: kind = "label: { title: \(FuzzRender.quoted(input.text())), systemImage: \(input.pick(symbols)) }"
    case 9: kind = views.isEmpty ? "view: Missing" : "view: \(input.pick(views))"
    default:
      let stack = input.pick(["hstack", "vstack", "zstack"])
      let children = (0..<input.int(0...(depth < 3 ? 6 : 3))).map { _ in
        view(&input, depth: depth + 1, budget: &budget, views: views)
      }
      kind = "\(stack): [\(children.joined(separator: ", "))]"
      if stack != "zstack", input.bool() { kind += ", spacing: \(length(&input))" }
      if input.bool() { kind += ", alignment: \(input.pick(alignments))" }
    }
    for _ in 0..<input.int(0...3) { kind += ", " + modifier(&input, depth: depth, budget: &budget, views: views) }
    return "{ \(kind) }"
  }

  static func modifier(_ input: inout FuzzInput, depth: Int, budget: inout Int, views: [String]) -> String {
    switch input.int(0...15) {
    case 0: return "padding: \(length(&input))"
    case 1:
      return "padding: { horizontal: \(length(&input)), top: \(length(&input)), trailing: \(length(&input)) }"
    case 2: return "frame: { width: \(length(&input)), height: \(length(&input)) }"
    case 3:
      let bound = { (input: inout FuzzInput) in input.bool() ? "infinity" : length(&input) }
      return
        "frame: { minWidth: \(length(&input)), idealWidth: \(length(&input)), maxWidth: \(bound(&input)), maxHeight: \(bound(&input)), alignment: \(input.pick(alignments)) }"
    case 4: return "font: \(input.pick(fonts))"
    case 5: return "lineLimit: \(input.pick(["1", "2", "1000", "0", "1001", "-1"]))"
    case 6: return "layoutPriority: \(input.pick(["1", "-1", "1000", "-1000", "1001", "0.5"]))"
    case 7: return "opacity: \(input.pick(["0", "0.5", "1", "2", "-1"]))"
    case 8:
      if depth >= 10 || budget <= 0 { return "background: \(input.pick(colours))" }
      return
        "background: \(view(&input, depth: depth + 1, budget: &budget, views: views).dropLast(2)), cornerRadius: \(length(&input)) }"
    case 9:
      if depth >= 10 || budget <= 0 { return "foregroundStyle: \(input.pick(colours))" }
      return "overlay: \(view(&input, depth: depth + 1, budget: &budget, views: views))"
    case 10: return "multilineTextAlignment: \(input.pick(["leading", "center", "trailing"]))"
    case 11:
      let radius = input.pick(["0", "4", "200", "201", "-1", ".nan", "1e-9", input.numberText()])
      return
        "shadow: { radius: \(radius), x: \(length(&input)), y: \(length(&input)), color: \(input.pick(colours)) }"
    case 12:
      let traits = (0..<input.int(0...3)).map { _ in input.pick(["button", "header", "selected", "link", "nope"]) }
      return
        "accessibility: { label: \(FuzzRender.quoted(input.text())), hidden: \(input.bool()), traits: [\(traits.joined(separator: ", "))], children: \(input.pick(["ignore", "combine", "contain", "nope"])) }"
    case 13:
      return
        "truncationMode: \(input.pick(["head", "middle", "tail", "nope"])), lineLimit: \(input.pick(["1", "2", "1"]))"
    case 14:
      return input.pick(["fontDesign: monospaced", "fontDesign: rounded", "monospaced: true", "fontDesign: nope"])
    default: return input.pick(["bold: true", "italic: true", "disabled: true", "imageScale: large", "tint: red"])
    }
  }

  /// A 4 × 4 opaque PNG (zlib stored block).
  static let png: [UInt8] = {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      crc ^= 0xFFFF_FFFF
      return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: data.count >> $0) } + body
        + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    }
    let raw = (0..<4).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: 12) }
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let zlib: [UInt8] =
      [0x78, 0x01, 1, UInt8(raw.count), 0, ~UInt8(raw.count), 0xFF] + raw
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: (b << 16 | a) >> $0) }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0])
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }()
}
