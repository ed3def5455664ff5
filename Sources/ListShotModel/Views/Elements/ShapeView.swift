import ListShotCore

/// A shape as a view (`Circle()`, `RoundedRectangle(cornerRadius: 8).fill(.blue)`): it takes
/// the size it is offered and draws its outline filled or stroked.
public struct ShapeView: ViewElement {
  public var shape: ShapeKind
  public var drawing: Drawing
  /// `.inset(by:)`: the outline moved inwards by this much.
  public var inset: Double

  /// How a shape paints its outline.
  public enum Drawing: Hashable, Sendable {
    /// `.fill(…)`; nil: the foreground style around (a shape on its own).
    case fill(ShapePaint?)
    /// `.stroke(…, lineWidth:)` (centred on the outline) or `.strokeBorder` (inside it).
    case stroke(ShapePaint?, lineWidth: Double, isBorder: Bool)
  }

  public init(_ shape: ShapeKind, drawing: Drawing = .fill(nil), inset: Double = 0) {
    self.shape = shape
    self.drawing = drawing
    self.inset = inset
  }

  public var entry: ViewEntry {
    switch shape {
    case .rectangle: return Self.rectangle
    case .roundedRectangle: return Self.roundedRectangle
    case .capsule: return Self.capsule
    case .circle: return Self.circle
    case .ellipse: return Self.ellipse
    case .unevenRoundedRectangle: return Self.unevenRoundedRectangle
    case .path: return Self.path
    }
  }

  public func issues() -> [ValidationIssue] {
    let key = NodePath.key(entry.pathKey!)
    var issues = shape.issues(key)
    issues += ViewLengthCheck.issues(inset, key.appending("inset"))
    switch drawing {
    case .fill(let paint): issues += paint?.issues(key.appending("fill")) ?? []
    case .stroke(let paint, let width, let isBorder):
      let name = isBorder ? "strokeBorder" : "stroke"
      issues += paint?.issues(key.appending(name)) ?? []
      issues += ViewLengthCheck.sizeIssues(width, name: "lineWidth", key.appending(name).appending("lineWidth"))
    }
    return issues
  }

  /// A shape's options beside its kind key.
  static let options: [SpecField] = [
    "fill" <- ShapePaint.specShape,
    "stroke" <- strokeShape("The outline stroked, centred on it (`.stroke`)."),
    "strokeBorder" <- strokeShape("The outline stroked inside the shape (`.strokeBorder`)."),
    "inset" <- ViewLengthCheck.shape("The outline moved inwards (`.inset(by:)`)."),
  ]

  private static func strokeShape(_ doc: String) -> SpecShape {
    .oneOf(
      [
        ShapePaint.specShape,
        .object(["paint" <- ShapePaint.specShape, "lineWidth" <- ViewLengthCheck.shape(minimum: 0)]),
      ],
      doc)
  }

  /// The shape `read` built, with the options written beside it.
  static func reading(_ shape: ShapeKind, _ options: any ViewSpecMapping) throws -> ViewNode {
    let given = ["fill", "stroke", "strokeBorder"].filter { options[$0] != nil }
    guard given.count <= 1 else {
      throw options.owner.error(
        "a shape is filled or stroked, not both (\(given.joined(separator: " and ")))",
        hint: "overlay a stroked copy of the shape: overlay: { circle, stroke: … }")
    }
    var drawing = Drawing.fill(nil)
    if let fill = options["fill"] { drawing = .fill(try ShapePaint.read(fill)) }
    for (key, isBorder) in [("stroke", false), ("strokeBorder", true)] {
      guard let value = options[key] else { continue }
      if value.isMapping, let map = try? value.alternative(1).mapping(key),
        map["lineWidth"] != nil || map["paint"] != nil
      {
        drawing = .stroke(
          try map["paint"].map(ShapePaint.read), lineWidth: try map["lineWidth"]?.number() ?? 1, isBorder: isBorder)
      } else {
        drawing = .stroke(try ShapePaint.read(value.alternative(0)), lineWidth: 1, isBorder: isBorder)
      }
    }
    return ViewNode(ShapeView(shape, drawing: drawing, inset: try options["inset"]?.number() ?? 0))
  }

  private static func entry(
    _ name: String, key: String, initialisers: [String], summary: String, shape: SpecShape, isBare: ShapeKind?,
    example: String, read: @escaping @Sendable (any ViewSpecValue) throws -> ShapeKind
  ) -> ViewEntry {
    ViewEntry(
      name, role: .view,
      initialisers: initialisers + [".fill(_:)", ".stroke(_:lineWidth:)", ".strokeBorder(_:lineWidth:)"],
      pathKey: key, summary: summary,
      spec: .view(key, shape, options: options, bareWord: isBare.map { ViewNode(ShapeView($0)) }) { value, options in
        try reading(try read(value), options)
      },
      example: example)
  }

  public static let rectangle = entry(
    "Rectangle", key: "rectangle", initialisers: ["Rectangle()"],
    summary: "a rectangle as large as it is offered (10 × 10 where nothing is)",
    shape: .object("A rectangle.", []), isBare: .rectangle,
    example: "{ rectangle: {}, fill: orange, frame: { width: 80, height: 24 } }"
  ) { _ in .rectangle }

  public static let roundedRectangle = entry(
    "RoundedRectangle", key: "roundedRectangle",
    initialisers: ["RoundedRectangle(cornerRadius:style:)", "RoundedRectangle(cornerSize:style:)"],
    summary: "a rectangle with rounded corners, circular or continuous (iOS's squircle)",
    shape: .object(
      "A rectangle with rounded corners.",
      [
        "cornerRadius" <- ViewLengthCheck.shape(minimum: 0),
        "cornerSize"
          <- .object(["width" <- ViewLengthCheck.shape(minimum: 0), "height" <- ViewLengthCheck.shape(minimum: 0)]),
        "style" <- .choice(CornerStyle.allCases.map(\.rawValue), default: "circular"),
      ]), isBare: nil,
    example:
      "{ hstack: [{ roundedRectangle: { cornerRadius: 12 }, fill: teal, frame: { width: 60, height: 40 } }, { roundedRectangle: { cornerRadius: 12, style: continuous }, fill: teal, frame: { width: 60, height: 40 } }] }"
  ) { value in
    let map = try value.mapping("roundedRectangle")
    let style = try map["style"].map { CornerStyle(rawValue: try $0.choice())! } ?? .circular
    if let size = map["cornerSize"] {
      let corner = try size.mapping("cornerSize")
      return .roundedRectangle(
        cornerSize: Size(width: try corner["width"]?.number() ?? 0, height: try corner["height"]?.number() ?? 0),
        style: style)
    }
    let radius = try map["cornerRadius"]?.number() ?? 0
    return .roundedRectangle(cornerSize: Size(width: radius, height: radius), style: style)
  }

  public static let capsule = entry(
    "Capsule", key: "capsule", initialisers: ["Capsule(style:)"],
    summary: "a rounded rectangle whose short sides are half circles",
    shape: .object("A capsule.", ["style" <- .choice(CornerStyle.allCases.map(\.rawValue), default: "circular")]),
    isBare: .capsule(style: .circular),
    example:
      "{ text: New, font: caption, padding: { horizontal: 8, vertical: 3 }, background: { capsule, fill: blue }, foregroundStyle: white }"
  ) { value in
    let style = try value.mapping("capsule")["style"].map { CornerStyle(rawValue: try $0.choice())! } ?? .circular
    return .capsule(style: style)
  }

  public static let circle = entry(
    "Circle", key: "circle", initialisers: ["Circle()"],
    summary: "the largest circle centred in what it is offered",
    shape: .object("A circle.", []), isBare: .circle,
    example: "{ hstack: [{ circle, fill: blue, frame: { width: 10, height: 10 } }, { text: Unread }] }"
  ) { _ in .circle }

  public static let ellipse = entry(
    "Ellipse", key: "ellipse", initialisers: ["Ellipse()"], summary: "the ellipse inscribed in what it is offered",
    shape: .object("An ellipse.", []), isBare: .ellipse,
    example: "{ ellipse: {}, stroke: { paint: purple, lineWidth: 2 }, frame: { width: 80, height: 40 } }"
  ) { _ in .ellipse }

  public static let unevenRoundedRectangle = entry(
    "UnevenRoundedRectangle", key: "unevenRoundedRectangle",
    initialisers: [
      "UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)"
    ],
    summary: "a rectangle with a radius of its own at each corner, on logical edges",
    shape: .object(
      "A rectangle with a radius of its own at each corner (logical: leading is the right in right-to-left).",
      ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"].map { $0 <- ViewLengthCheck.shape(minimum: 0) }
        + ["style" <- .choice(CornerStyle.allCases.map(\.rawValue), default: "circular")]),
    isBare: nil,
    example:
      "{ unevenRoundedRectangle: { topLeading: 16, bottomTrailing: 16 }, fill: indigo, frame: { width: 80, height: 40 } }"
  ) { value in
    let map = try value.mapping("unevenRoundedRectangle")
    let style = try map["style"].map { CornerStyle(rawValue: try $0.choice())! } ?? .circular
    return .unevenRoundedRectangle(
      CornerRadii(
        topLeading: try map["topLeading"]?.number() ?? 0, bottomLeading: try map["bottomLeading"]?.number() ?? 0,
        bottomTrailing: try map["bottomTrailing"]?.number() ?? 0, topTrailing: try map["topTrailing"]?.number() ?? 0),
      style: style)
  }

  public static let path = entry(
    "Path", key: "path",
    initialisers: ["Path { path in … }", "Path(_: CGRect)", "Path(roundedRect:cornerRadius:)", "Path(ellipseIn:)"],
    summary:
      "its moves, lines and curves in points from the view's top-left corner, not mirrored in right-to-left; an app's own Shape is drawn as its path(in:) when that scales with its rect",
    shape: ShapePath.specShape, isBare: nil,
    example:
      "{ path: [{ move: [0, 20] }, { line: [12, 0] }, { line: [24, 20] }, close], fill: orange, frame: { width: 24, height: 20 } }"
  ) { value in .path(try ShapePath.read(value)) }
}

/// The outline of a shape.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerSize: Size, style: CornerStyle)
  case capsule(style: CornerStyle)
  case circle
  case ellipse
  case unevenRoundedRectangle(CornerRadii, style: CornerStyle)
  /// A `Path`, or an app's own `Shape` whose outline scales with its rect.
  case path(ShapePath)

  func issues(_ path: NodePath) -> [ValidationIssue] {
    switch self {
    case .roundedRectangle(let size, _):
      return ViewLengthCheck.sizeIssues(size.width, name: "cornerRadius", path.appending("cornerRadius"))
        + (size.height == size.width
          ? [] : ViewLengthCheck.sizeIssues(size.height, name: "cornerSize.height", path.appending("cornerSize")))
    case .unevenRoundedRectangle(let radii, _):
      return [
        ("topLeading", radii.topLeading), ("bottomLeading", radii.bottomLeading),
        ("bottomTrailing", radii.bottomTrailing), ("topTrailing", radii.topTrailing),
      ].flatMap { ViewLengthCheck.sizeIssues($1, name: $0, path.appending($0)) }
    case .path(let outline): return outline.issues(path)
    case .rectangle, .capsule, .circle, .ellipse: return []
    }
  }
}

/// `RoundedCornerStyle`: circular arcs, or iOS's continuous curve (the corner starts further
/// along each side and bends gradually).
public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
  case circular, continuous
}

/// The radius of each corner of an `UnevenRoundedRectangle`, on logical edges.
public struct CornerRadii: Hashable, Sendable {
  public var topLeading: Double
  public var bottomLeading: Double
  public var bottomTrailing: Double
  public var topTrailing: Double

  public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
