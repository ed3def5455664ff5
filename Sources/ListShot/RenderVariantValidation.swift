import ListShotCore

extension RenderVariant {
  /// Refuses a variant the command line refuses, with an error naming the setting: a width
  /// outside `Limits.width`, a scale other than 1, 2 or 3, a device whose size or scale is out
  /// of range, or whose id (a part of file names) is not a plain name. The renderer checks
  /// every variant with it, so a variant built in Swift cannot trap the layout or record a
  /// golden the command line would never make.
  public func validate() throws {
    if let device { try Self.validate(device) }
    if let width, !Limits.contains(Limits.width, width) {
      throw Self.error(
        "width \(width.clean) is out of range", expected: "a width in points from \(Self.range(Limits.width))")
    }
    guard Limits.scales.contains(scale) else {
      throw Self.error("scale \(scale.clean) is not a scale ListShot renders", expected: Self.scalesText)
    }
  }

  private static let scalesText =
    "a scale of " + Limits.scales.dropLast().map(\.clean).joined(separator: ", ") + " or "
    + (Limits.scales.last?.clean ?? "")

  private static func range(_ range: ClosedRange<Double>) -> String {
    "\(range.lowerBound.clean)...\(range.upperBound.clean)"
  }

  private static func validate(_ device: Device) throws {
    let id = device.id
    let plain = id.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "-_.@".contains($0) }
    guard !id.isEmpty, plain, !id.hasPrefix(".") else {
      throw error(
        "device id '\(id)' cannot name a file",
        expected: "ASCII letters, digits, '-', '_', '.' and '@', not starting with '.' (like iphone-16 or 390x844@3)")
    }
    if let problem = PortableName.windowsProblem(id) {
      throw error("device id \(problem)", expected: "another id (it is part of golden file names)")
    }
    let what = "device '\(id)'"
    if !Limits.contains(Limits.width, device.size.width) {
      throw error(
        "\(what): width \(device.size.width.clean) is out of range",
        expected: "a width in points from \(range(Limits.width))")
    }
    if !Limits.contains(Limits.deviceHeight, device.size.height) {
      throw error(
        "\(what): height \(device.size.height.clean) is out of range",
        expected: "a height in points from \(range(Limits.deviceHeight))")
    }
    guard Limits.scales.contains(device.scale) else {
      throw error("\(what): scale \(device.scale.clean) is not a scale ListShot renders", expected: scalesText)
    }
  }

  private static func error(_ message: String, expected: String) -> ListShotError {
    ListShotError(.badInput, at: SourceLocation(file: "render variant"), message, expected: expected)
  }
}
