import ArgumentParser
import Foundation
import ListShot
import ListShotCore
import ListShotSpec

/// The options every rendering command shares: the matrix axes, the device and the fonts.
/// Each axis takes one value, a comma-separated list, or `all`. An axis given here replaces
/// the spec's `matrix` axis; one not given comes from the spec, else the default.
struct RenderOptions: ParsableArguments {
  @Option(
    help:
      "Themes: built-in names (listshot themes list), theme files, or all. Default: \(RenderVariant.defaultTheme).")
  var theme: String?

  @Option(help: "Colour schemes: light, dark or all. Default: light.")
  var scheme: String?

  @Option(
    help: "Dynamic Type sizes: xSmall … xxxLarge, accessibility1 … accessibility5 (AX1 … AX5), or all. Default: large.")
  var size: String?

  @Option(help: "Layout directions: ltr, rtl or all. Default: from the screen's locale, else ltr.")
  var direction: String?

  @Option(
    help:
      "Devices: presets (\(Device.presets.map(\.id).joined(separator: ", ")), each also with -landscape) or WIDTHxHEIGHT@SCALE; sets width, height, scale and safe areas."
  )
  var device: String?

  @Option(help: "Canvas width in points. Default: the screen's width, else \(Int(RenderVariant.defaultWidth)).")
  var width: Double?

  @Option(help: "Device pixels per point: 1, 2 or 3. Default: 3.")
  var scale: Double?

  @Flag(
    name: .customLong("full-height"),
    help:
      "With --device, draw the whole list even when it is taller than the device (default: cut at the device height).")
  var fullHeight = false

  @Flag(
    help:
      "Draw device chrome (status bar, home indicator) on every screen; a screen's own `chrome` key adds its navigation bar buttons and tab bar or toolbar."
  )
  var chrome = false

  @Option(
    help:
      "iOS looks: ios26, ios18 (iOS 17 draws as ios18), a comma-separated list, or all. Default: ios26. iOS 26 files end in -ios26; iOS 18 files have no look in their name."
  )
  var look: String?

  @Flag(help: "Render a pairwise subset of the matrix (every pair of axis values at least once).")
  var pairwise = false

  @Option(help: "Parallel jobs (default: the number of cores). Output is the same for any value.")
  var jobs: Int = ParallelRunner.defaultJobs

  @Option(name: .customLong("font-dir"), help: "A folder of extra .ttf/.otf files (repeatable).")
  var fontDirectories: [String] = []

  func validate() throws {
    if let scale, !Limits.scales.contains(scale) {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale.clean)")
    }
    if let width, !Limits.contains(Limits.width, width) {
      throw ValidationError(
        "--width must be between \(Limits.width.lowerBound.clean) and \(Limits.width.upperBound.clean) points, not \(width.clean)"
      )
    }
    guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256, not \(jobs)") }
    try Self.refuseRepeated(CommandLine.arguments.dropFirst())
    _ = try matrix(spec: nil, themeNames: { [] })
  }

  /// The options that take one value (a list is comma-separated): given twice, the parser
  /// would keep the last silently, so a run would cover less than the command line says.
  static let singleValued = ["theme", "scheme", "size", "direction", "device", "width", "scale", "jobs", "look"]

  static func refuseRepeated(_ arguments: ArraySlice<String>) throws {
    var seen: [String: String] = [:]
    var index = arguments.startIndex
    while index < arguments.endIndex, arguments[index] != "--" {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else { continue }
      let parts = argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard singleValued.contains(name) else { continue }
      var value = parts.count == 2 ? String(parts[1]) : ""
      if parts.count == 1, index < arguments.endIndex {
        value = arguments[index]
        index += 1
      }
      if let first = seen[name] {
        throw ValidationError(
          "--\(name) is given twice ('\(first)' and '\(value)'); expected one --\(name)"
            + (name == "width" || name == "scale" || name == "jobs"
              ? "" : " with a comma-separated list, e.g. --\(name) \(first),\(value)"))
      }
      seen[name] = value
    }
  }

  /// True when an axis was given on the command line: the run covers less than the specs ask.
  var isNarrowed: Bool {
    theme != nil || scheme != nil || size != nil || direction != nil || device != nil || width != nil || scale != nil
      || look != nil || pairwise
  }

  /// The matrix for a spec: command-line axes, else the spec's, else the defaults.
  /// `themeNames` lists the built-in themes; it is only called when a theme axis is `all`.
  func matrix(spec: MatrixSpec?, themeNames: () -> [String]) throws -> RenderMatrix {
    let specThemes = spec?.themes.map { $0 == ["all"] ? themeNames() : $0 }
    let themes = try theme.map { $0 == "all" ? themeNames() : list($0) } ?? specThemes ?? [RenderVariant.defaultTheme]
    if let theme, theme != "all", themes.isEmpty { throw ValidationError("--theme: no theme given") }
    let schemes =
      try scheme.map {
        try values($0, option: "scheme", all: ColorScheme.allCases, names: ColorScheme.allCases.map(\.rawValue)) {
          ColorScheme(rawValue: $0)
        }
      }
      ?? spec?.schemes ?? [.light]
    let sizes =
      try size.map {
        try values($0, option: "size", all: DynamicTypeSize.allCases, names: DynamicTypeSize.allCases.map(\.rawValue)) {
          DynamicTypeSize(name: $0)
        }
      }
      ?? spec?.sizes ?? [.default]
    let directions: [LayoutDirection?] =
      try direction.map {
        try values(
          $0, option: "direction", all: LayoutDirection.allCases, names: LayoutDirection.allCases.map(\.rawValue)
        ) { LayoutDirection(rawValue: $0) }
      } ?? spec?.directions ?? [nil]
    let devices: [Device?] =
      try device.map {
        try values(
          $0, option: "device", all: Device.presets,
          names: Device.presets.map(\.id) + ["PRESET-landscape", Device.customFormat]
        ) { Device.named($0) }
      } ?? spec?.devices ?? [nil]
    let looks =
      try look.map {
        try values($0, option: "look", all: Look.allCases, names: Look.names) { Look(name: $0) }
      } ?? spec?.looks ?? [.default]
    // A device sets the width and the scale: another width or scale would be overridden.
    if devices.contains(where: { $0 != nil }),
      let option = width.map({ "--width \($0.clean)" }) ?? scale.map({ "--scale \($0.clean)" })
    {
      throw ValidationError(
        "\(option) conflicts with the device (\(device.map { "--device \($0)" } ?? "the spec's matrix device")), which sets the width and the scale; expected one or the other (a custom device is WIDTHxHEIGHT@SCALE)"
      )
    }
    return RenderMatrix(
      themes: themes, schemes: schemes, sizes: sizes, directions: directions, devices: devices,
      width: width, scale: scale ?? spec?.scale ?? RenderVariant.defaultScale, fullHeight: fullHeight, chrome: chrome,
      looks: looks)
  }

  func variants(for document: SpecDocument, themeNames: () -> [String]) throws -> [RenderVariant] {
    let matrix = try matrix(spec: document.matrix, themeNames: themeNames)
    return pairwise ? matrix.pairwiseVariants : matrix.allVariants
  }

  func makeRenderer() throws -> ListShotRenderer {
    try ListShotRenderer(fontDirectories: fontDirectories.map { URL(fileURLWithPath: $0) })
  }

  private func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private func values<T>(_ text: String, option: String, all: [T], names: [String], parse: (String) -> T?) throws -> [T]
  {
    if text == "all" { return all }
    let items = list(text)
    guard !items.isEmpty else {
      throw ValidationError("--\(option): no value given; expected one of: \(names.joined(separator: ", ")), or all")
    }
    return try items.map { item in
      guard let value = parse(item) else {
        let hint = closestMatch(to: item, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw ValidationError(
          "--\(option): unknown value '\(item)'; expected one of: \(names.joined(separator: ", ")), or all\(hint)")
      }
      return value
    }
  }
}
