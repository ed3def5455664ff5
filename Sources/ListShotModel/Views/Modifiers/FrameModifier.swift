import ListShotCore

/// `.frame(width:height:alignment:)` and `.frame(minWidth:…maxHeight:alignment:)`.
public struct FrameModifier: ViewElement {
  public var frame: FrameSpec

  public init(_ frame: FrameSpec) { self.frame = frame }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    var issues = frame.lengths.flatMap { name, value -> [ValidationIssue] in
      // `maxWidth: .infinity` is how SwiftUI says "as wide as offered".
      if name.hasPrefix("max"), value == .infinity { return [] }
      return ViewLengthCheck.sizeIssues(value, name: name, NodePath.key("frame").appending(name))
    }
    for (minName, min, maxName, max) in [
      ("minWidth", frame.minWidth, "maxWidth", frame.maxWidth),
      ("minHeight", frame.minHeight, "maxHeight", frame.maxHeight),
    ] {
      if let min, let max, min > max {
        issues.append(
          ValidationIssue(
            path: NodePath.key("frame").appending(minName), "\(minName) \(min) is larger than \(maxName) \(max)"))
      }
    }
    if !frame.isFixed, frame.width != nil || frame.height != nil {
      issues.append(
        ValidationIssue(
          path: "frame",
          "a frame gives either fixed sizes (width, height) or bounds (minWidth … maxHeight), not both; use two frames")
      )
    }
    return issues
  }

  public static let entry = ViewEntry(
    ".frame", role: .modifier,
    initialisers: [
      ".frame(width:height:alignment:)",
      ".frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
    ],
    pathKey: "frame", children: .modified(slots: []),
    summary:
      "a fixed size, or bounds on the proposal (`maxWidth: .infinity` takes all it is offered), the view aligned inside",
    spec: .modifier(
      "frame",
      .object(
        "Fixed sizes (width, height) or bounds (min…max; `infinity` for as much as offered), and an alignment.",
        ["width", "height", "minWidth", "idealWidth", "minHeight", "idealHeight"].map {
          $0 <- ViewLengthCheck.shape(minimum: 0)
        } + ["maxWidth", "maxHeight"].map { $0 <- .oneOf([ViewLengthCheck.shape(minimum: 0), .choice(["infinity"])]) }
          + ["alignment" <- .choice(ViewAlignment.named.keys.sorted())])
    ) { value, content in
      let map = try value.mapping("frame")
      func bound(_ key: String) throws -> Double? {
        guard let value = map[key] else { return nil }
        if value.isScalar, (try? value.string()) == "infinity" { return .infinity }
        return try value.alternative(0).number()
      }
      var frame = FrameSpec(
        width: try map["width"]?.number(), height: try map["height"]?.number(), minWidth: try map["minWidth"]?.number(),
        idealWidth: try map["idealWidth"]?.number(), maxWidth: try bound("maxWidth"),
        minHeight: try map["minHeight"]?.number(), idealHeight: try map["idealHeight"]?.number(),
        maxHeight: try bound("maxHeight"))
      if let name = try map["alignment"]?.choice() { frame.alignment = ViewAlignment.named[name] ?? .center }
      return ViewNode(FrameModifier(frame), [content])
    },
    example: "{ text: Trailing, frame: { maxWidth: infinity, alignment: trailing } }")
}

/// A `.frame`: fixed sizes, or bounds with `.infinity` for "as much as offered".
public struct FrameSpec: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: ViewAlignment

  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
    maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: ViewAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// Whether the frame fixes a size (`width:`/`height:`) rather than bounding it.
  public var isFixed: Bool {
    minWidth == nil && idealWidth == nil && maxWidth == nil && minHeight == nil && idealHeight == nil
      && maxHeight == nil
  }

  /// Every length the frame gives, with its name, for validation.
  public var lengths: [(name: String, value: Double)] {
    [
      ("width", width), ("height", height), ("minWidth", minWidth), ("idealWidth", idealWidth),
      ("maxWidth", maxWidth), ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ].compactMap { name, value in value.map { (name, $0) } }
  }
}
