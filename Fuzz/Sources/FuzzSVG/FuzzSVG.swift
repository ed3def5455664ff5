import FuzzDriver
import FuzzRender
import Foundation
import ListShot
import ListShotCore

private let directory: URL = {
  let url = FuzzRender.folder("svg")
  try? Data("SECRET-TEXT".utf8).write(to: url.appendingPathComponent("secret.txt"))
  try? Data(
    "screens: [{ name: a, width: 120, rows: [{ odsListItem: { title: A, leading: { squareImage: icon.svg } } }] }]".utf8
  )
  .write(to: url.appendingPathComponent("spec.yaml"))
  return url
}()
private let renderer = try! ListShotRenderer()

/// SVG icons built from the input (`SVGBuilder`: nested groups and `<use>` chains, blur and
/// other filters, patterns, masks, huge and odd numbers, external references by `href`,
/// `xi:include` and CSS `@import`), read as a spec's image and painted at @1x. Every input
/// must render or fail with a `ListShotError` within the SVG time budget, never crash or
/// read another file (librsvg gets the bytes with no base location).
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let svg =
    size > 0 && data[0] < 0x20
    ? String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    : SVGBuilder.build(&input)
  try? Data(svg.utf8).write(to: directory.appendingPathComponent("icon.svg"))
  FuzzRender.paint(directory.appendingPathComponent("spec.yaml"), with: renderer)
  return 0
}

enum SVGBuilder {
  static func build(_ input: inout FuzzInput) -> String {
    var defs: [String] = []
    var body: [String] = []
    let count = input.int(1...12)
    for index in 0..<count {
      let id = "e\(index)"
      let ref = "#e\(input.int(0...max(index - 1, 0)))"
      switch input.int(0...9) {
      case 0: defs.append("<filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(input.numberText())\"/></filter>")
      case 1:
        defs.append(
          "<g id=\"\(id)\" filter=\"url(#e\(input.int(0...count)))\"><use href=\"\(ref)\"/><use href=\"\(ref)\" x=\"1\"/></g>"
        )
      case 2:
        defs.append(
          "<g id=\"\(id)\"><use href=\"\(ref)\"/><use href=\"\(ref)\"/><use href=\"\(ref)\"/><use href=\"\(ref)\"/></g>"
        )
      case 3:
        body.append(
          "<rect width=\"\(input.numberText())\" height=\"\(input.numberText())\" rx=\"\(input.numberText())\" fill=\"#\(input.pick(["f00", "0f0", "00f"]))\"/>"
        )
      case 4:
        body.append(
          "<image href=\"\(input.pick(["secret.txt", "/etc/passwd", "file:///etc/hostname", "icon.svg", "data:image/png;base64,iVBORw0KGgo=", "http://127.0.0.1/x.png"]))\" width=\"10\" height=\"10\"/>"
        )
      case 5:
        body.append("<xi:include href=\"\(input.pick(["secret.txt", "/etc/passwd", "icon.svg"]))\" parse=\"text\"/>")
      case 6:
        defs.append(
          "<pattern id=\"\(id)\" width=\"\(input.numberText())\" height=\"\(input.numberText())\"><use href=\"\(ref)\"/></pattern>"
        )
      case 7:
        body.append(
          "<text x=\"1\" y=\"10\" font-size=\"\(input.numberText())\">\(input.text(20).replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "&", with: "&amp;"))</text>"
        )
      case 8: defs.append("<style>@import url(\(input.pick(["secret.txt", "/etc/passwd"])));</style>")
      default: body.append("<use href=\"#e\(input.int(0...count))\" transform=\"scale(\(input.numberText()))\"/>")
      }
    }
    let width = input.pick(["24", "0", "-1", "1e308", "32768", "100000", input.numberText()])
    return """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="\(width)" height="\(input.pick(["24", width]))" viewBox="0 0 24 24">
      <defs>\(defs.joined())</defs>\(body.joined())<use href="#e\(input.int(0...count))"/></svg>
      """
  }
}
