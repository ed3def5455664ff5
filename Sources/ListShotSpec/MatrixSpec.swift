import ListShotCore

/// A spec's own environment matrix and comparison tolerance: the variants `render` and
/// `verify` produce for it unless the command line narrows them.
///
/// ```yaml
/// matrix:
///   theme: all                 # or a list: [orange, sosh]
///   scheme: [light, dark]      # or all
///   size: [large, AX3]         # or all
///   direction: all
///   device: [iphone-16]        # presets or WIDTHxHEIGHT@SCALE
///   scale: 2
///   look: [ios26, ios18]       # or all; default ios26
/// tolerance:
///   threshold: 0.1             # perceptual distance 0...1 under which pixels are equal
///   maxDiffPixels: 20
///   maxDiffRatio: 0.001
///   ignoreAntialiasing: true   # excuse sub-pixel edge shifts (still reported)
/// ```
public struct MatrixSpec: Hashable, Sendable {
  /// Theme names or files; `["all"]` means every built-in theme.
  public var themes: [String]?
  public var schemes: [ColorScheme]?
  public var sizes: [DynamicTypeSize]?
  public var directions: [LayoutDirection]?
  public var devices: [Device]?
  public var scale: Double?
  /// The iOS looks (`look:`); nil: iOS 26.
  public var looks: [Look]?

  public init(
    themes: [String]? = nil, schemes: [ColorScheme]? = nil, sizes: [DynamicTypeSize]? = nil,
    directions: [LayoutDirection]? = nil, devices: [Device]? = nil, scale: Double? = nil, looks: [Look]? = nil
  ) {
    self.themes = themes
    self.schemes = schemes
    self.sizes = sizes
    self.directions = directions
    self.devices = devices
    self.scale = scale
    self.looks = looks
  }
}

/// How different a render may be from its golden and still pass. Absent values mean exact.
public struct ToleranceSpec: Hashable, Sendable {
  public var threshold: Double?
  public var maxDiffPixels: Int?
  public var maxDiffRatio: Double?
  /// Excuse pixels that look like the anti-aliased edge of a shape moved by a fraction of a
  /// pixel (they are still counted and shown).
  public var ignoreAntialiasing: Bool?

  public init(
    threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
    ignoreAntialiasing: Bool? = nil
  ) {
    self.threshold = threshold
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.ignoreAntialiasing = ignoreAntialiasing
  }

  /// These values, each replaced by `other`'s when `other` has one.
  public func overridden(by other: ToleranceSpec) -> ToleranceSpec {
    ToleranceSpec(
      threshold: other.threshold ?? threshold, maxDiffPixels: other.maxDiffPixels ?? maxDiffPixels,
      maxDiffRatio: other.maxDiffRatio ?? maxDiffRatio,
      ignoreAntialiasing: other.ignoreAntialiasing ?? ignoreAntialiasing)
  }
}

enum MatrixSpecDecoder {
  static func decode(_ node: SpecNode) throws -> MatrixSpec {
    let map = try node.mapping(SpecShapes.document.field("matrix")!, what: "matrix")
    func axis<T>(_ key: String, all: [T], names: [String], parse: (String) -> T?) throws -> [T]? {
      guard let value = map[key] else { return nil }
      let items = try value.nonEmptyStringOrList(names: names)
      if items.map(\.value) == ["all"] { return all }
      return try items.map { text, item in
        guard let parsed = parse(text) else {
          let hint = closestMatch(to: text, in: names).map { "did you mean '\($0)'?" }
          throw item.error(
            "unknown \(key) '\(Excerpt.of(text))'", expected: "one of: \(names.joined(separator: ", ")), or all",
            hint: hint)
        }
        return parsed
      }
    }
    var themes: [String]?
    if let value = map["theme"] {
      themes = try value.nonEmptyStringOrList(names: ["built-in theme names", "theme files"]).map(\.value)
    }
    return MatrixSpec(
      themes: themes,
      schemes: try axis("scheme", all: ColorScheme.allCases, names: ColorScheme.allCases.map(\.rawValue)) {
        ColorScheme(rawValue: $0)
      },
      sizes: try axis("size", all: DynamicTypeSize.allCases, names: DynamicTypeSize.allCases.map(\.rawValue)) {
        DynamicTypeSize(name: $0)
      },
      directions: try axis("direction", all: LayoutDirection.allCases, names: LayoutDirection.allCases.map(\.rawValue))
      { LayoutDirection(rawValue: $0) },
      devices: try axis(
        "device", all: Device.presets, names: Device.presets.map(\.id) + ["PRESET-landscape", Device.customFormat]
      ) { Device.named($0) },
      scale: try map.double("scale"),
      looks: try axis("look", all: Look.allCases, names: Look.names) { Look(name: $0) })
  }

  static func decodeTolerance(_ node: SpecNode) throws -> ToleranceSpec {
    let map = try node.mapping(
      SpecShapes.document.field("tolerance")!, what: "tolerance")
    return ToleranceSpec(
      threshold: try map.double("threshold"),
      maxDiffPixels: try map.int("maxDiffPixels"),
      maxDiffRatio: try map.double("maxDiffRatio"),
      ignoreAntialiasing: try map["ignoreAntialiasing"]?.bool())
  }
}

extension SpecNode {
  /// `stringOrList()`, which must hold at least one value: an empty axis would run nothing.
  func nonEmptyStringOrList(names: [String]) throws -> [(value: String, node: SpecNode)] {
    let items = try stringOrList()
    guard !items.isEmpty else {
      throw error("\(path.lastKey ?? "") lists no value", expected: "one of: \(names.joined(separator: ", ")), or all")
    }
    return items
  }

  /// A string or a list of strings, each with its node for error positions.
  func stringOrList() throws -> [(value: String, node: SpecNode)] {
    if case .sequence = node {
      return try sequence().map { (try $0.string(), $0) }
    }
    return [(try string(), self)]
  }
}
