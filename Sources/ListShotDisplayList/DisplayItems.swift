import ListShotCore

public struct RectItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  public var frame: Rect
  public var fill: Color?
  public var cornerRadius: Double
  public var stroke: Stroke?

  private enum CodingKeys: String, CodingKey { case frame, fill, cornerRadius, stroke }

  public init(id: NodePath, frame: Rect, fill: Color?, cornerRadius: Double = 0, stroke: Stroke? = nil) {
    self.id = id
    self.frame = frame
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.stroke = stroke
  }
}

/// An axis-aligned line. `frame` is the band it covers: for a horizontal hairline at
/// scale 3, its height is 1/3 pt.
public struct LineItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  public var frame: Rect
  public var color: Color

  private enum CodingKeys: String, CodingKey { case frame, color }

  public init(id: NodePath, frame: Rect, color: Color) {
    self.id = id
    self.frame = frame
    self.color = color
  }
}

public enum TextAlignment: String, Hashable, Sendable, Codable {
  case left, center, right
}

/// Font, line height and tracking: everything that decides the shape of a text run.
public struct TextAttributes: Hashable, Sendable, Codable {
  public var font: FontDescriptor
  /// Absolute line height in points; nil uses the font's own.
  public var lineHeight: Double?
  /// Extra space between characters, in points.
  public var letterSpacing: Double
  /// Digits of one width (the font's `tnum` feature, SwiftUI's `.monospacedDigit()`); encoded
  /// only when set.
  public var hasTabularDigits: Bool
  /// Where a cut text shows its ellipsis; encoded only when not at the tail.
  public var truncation: TextTruncation
  /// Extra space between one line and the next, in points (SwiftUI's `.lineSpacing(_:)`):
  /// added between lines only, not above the first or below the last. Encoded only when set.
  public var lineSpacing: Double

  public init(
    font: FontDescriptor, lineHeight: Double? = nil, letterSpacing: Double = 0, hasTabularDigits: Bool = false,
    truncation: TextTruncation = .tail, lineSpacing: Double = 0
  ) {
    self.font = font
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
    self.hasTabularDigits = hasTabularDigits
    self.truncation = truncation
    self.lineSpacing = lineSpacing
  }

  private enum CodingKeys: String, CodingKey {
    case font, lineHeight, letterSpacing, hasTabularDigits, truncation, lineSpacing
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    font = try container.decode(FontDescriptor.self, forKey: .font)
    lineHeight = try container.decodeIfPresent(Double.self, forKey: .lineHeight)
    letterSpacing = try container.decode(Double.self, forKey: .letterSpacing)
    hasTabularDigits = try container.decodeIfPresent(Bool.self, forKey: .hasTabularDigits) ?? false
    truncation = try container.decodeIfPresent(TextTruncation.self, forKey: .truncation) ?? .tail
    lineSpacing = try container.decodeIfPresent(Double.self, forKey: .lineSpacing) ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(font, forKey: .font)
    try container.encodeIfPresent(lineHeight, forKey: .lineHeight)
    try container.encode(letterSpacing, forKey: .letterSpacing)
    if hasTabularDigits { try container.encode(true, forKey: .hasTabularDigits) }
    if truncation != .tail { try container.encode(truncation, forKey: .truncation) }
    if lineSpacing != 0 { try container.encode(lineSpacing, forKey: .lineSpacing) }
  }
}

/// A stretch of a text item drawn differently from the rest: strong, italic, underlined or in
/// its own colour (the strong words and links of rich text, a SwiftUI `Text` joined with `+`).
public struct TextRun: Hashable, Sendable, Codable {
  public var text: String
  /// Nil keeps the item's weight.
  public var weight: FontWeight?
  /// The italic face; encoded only when set.
  public var isItalic: Bool
  public var isUnderlined: Bool
  /// Nil keeps the item's colour.
  public var color: Color?
  /// A line through the run (`.strikethrough()`); encoded only when set.
  public var isStruckThrough: Bool
  /// The colour of the line through or under the run; nil: the run's colour. Encoded only
  /// when set.
  public var lineColor: Color?
  /// A family of its own (a code span's monospaced face); nil keeps the item's. Encoded only
  /// when set.
  public var family: String?
  /// Its own extra space between characters, in points (the monospaced face is not tracked
  /// as the system face is); nil keeps the item's. Encoded only when set.
  public var letterSpacing: Double?

  public init(
    _ text: String, weight: FontWeight? = nil, isItalic: Bool = false, isUnderlined: Bool = false, color: Color? = nil,
    isStruckThrough: Bool = false, lineColor: Color? = nil, family: String? = nil, letterSpacing: Double? = nil
  ) {
    self.family = family
    self.letterSpacing = letterSpacing
    self.text = text
    self.weight = weight
    self.isItalic = isItalic
    self.isUnderlined = isUnderlined
    self.color = color
    self.isStruckThrough = isStruckThrough
    self.lineColor = lineColor
  }

  /// True when the run looks like the text around it.
  public var isPlain: Bool {
    weight == nil && !isItalic && !isUnderlined && color == nil && !isStruckThrough && family == nil
      && letterSpacing == nil
  }

  private enum CodingKeys: String, CodingKey {
    case text, weight, isItalic, isUnderlined, color, isStruckThrough, lineColor, family, letterSpacing
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight)
    isItalic = try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false
    isUnderlined = try container.decode(Bool.self, forKey: .isUnderlined)
    color = try container.decodeIfPresent(Color.self, forKey: .color)
    isStruckThrough = try container.decodeIfPresent(Bool.self, forKey: .isStruckThrough) ?? false
    lineColor = try container.decodeIfPresent(Color.self, forKey: .lineColor)
    family = try container.decodeIfPresent(String.self, forKey: .family)
    letterSpacing = try container.decodeIfPresent(Double.self, forKey: .letterSpacing)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(weight, forKey: .weight)
    if isItalic { try container.encode(true, forKey: .isItalic) }
    try container.encode(isUnderlined, forKey: .isUnderlined)
    try container.encodeIfPresent(color, forKey: .color)
    if isStruckThrough { try container.encode(true, forKey: .isStruckThrough) }
    try container.encodeIfPresent(lineColor, forKey: .lineColor)
    try container.encodeIfPresent(family, forKey: .family)
    try container.encodeIfPresent(letterSpacing, forKey: .letterSpacing)
  }
}

public struct TextItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  /// The string drawn; a line layout cut in its middle is the cut string (`head…tail`).
  public var text: String
  /// The runs `text` is made of, in order, when some of it is styled; nil for uniform text.
  public var runs: [TextRun]?
  /// The box the text is laid out in: its width is the wrapping width.
  public var frame: Rect
  public var attributes: TextAttributes
  public var color: Color
  /// Physical alignment inside `frame`.
  public var alignment: TextAlignment
  /// The direction of the surrounding interface: the base direction for neutral text.
  public var direction: LayoutDirection
  /// The line limit, ellipsized at the end; 0 means unlimited.
  public var maxLines: Int
  /// Whether layout found the text cut by the line limit or the width.
  public var isTruncated: Bool

  private enum CodingKeys: String, CodingKey {
    case text, runs, frame, attributes, color, alignment, direction, maxLines, isTruncated
  }

  public init(
    id: NodePath, text: String, runs: [TextRun]? = nil, frame: Rect, attributes: TextAttributes,
    color: Color, alignment: TextAlignment, direction: LayoutDirection, maxLines: Int,
    isTruncated: Bool
  ) {
    self.id = id
    self.text = text
    self.runs = runs
    self.frame = frame
    self.attributes = attributes
    self.color = color
    self.alignment = alignment
    self.direction = direction
    self.maxLines = maxLines
    self.isTruncated = isTruncated
  }
}

public struct GlyphItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  public var frame: Rect
  /// The character(s) to draw, e.g. a private-use code point of an icon font.
  public var character: String
  public var font: FontDescriptor
  public var color: Color
  /// Mirror the glyph horizontally (right-to-left rendering of a directional icon).
  public var isFlipped: Bool

  private enum CodingKeys: String, CodingKey { case frame, character, font, color, isFlipped }

  public init(id: NodePath, frame: Rect, character: String, font: FontDescriptor, color: Color, isFlipped: Bool = false)
  {
    self.id = id
    self.frame = frame
    self.character = character
    self.font = font
    self.color = color
    self.isFlipped = isFlipped
  }
}

public struct ImageItem: Hashable, Sendable, Codable {
  public enum ContentMode: String, Hashable, Sendable, Codable {
    /// Scale to cover the frame, cropping the overflow.
    case fill
    /// Scale to fit inside the frame.
    case fit
  }

  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  public var frame: Rect
  /// The PNG, JPEG or SVG file, read when its screen was read: the painter decodes its bytes
  /// and never opens the file. JSON holds its path and digest.
  public var file: ImageFile
  public var contentMode: ContentMode
  /// When set, the image is used as a mask and painted in this colour (template rendering).
  public var tint: Color?
  public var isFlipped: Bool

  /// The file's absolute path.
  public var path: String { file.path }

  private enum CodingKeys: String, CodingKey { case frame, path, digest, contentMode, tint, isFlipped }

  public init(
    id: NodePath, frame: Rect, file: ImageFile, contentMode: ContentMode = .fill, tint: Color? = nil,
    isFlipped: Bool = false
  ) {
    self.id = id
    self.frame = frame
    self.file = file
    self.contentMode = contentMode
    self.tint = tint
    self.isFlipped = isFlipped
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let path = try container.decode(String.self, forKey: .path)
    frame = try container.decode(Rect.self, forKey: .frame)
    file = .unread(path, digest: try container.decodeIfPresent(String.self, forKey: .digest) ?? "")
    contentMode = try container.decode(ContentMode.self, forKey: .contentMode)
    tint = try container.decodeIfPresent(Color.self, forKey: .tint)
    isFlipped = try container.decode(Bool.self, forKey: .isFlipped)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(frame, forKey: .frame)
    try container.encode(file.path, forKey: .path)
    if !file.digest.isEmpty { try container.encode(file.digest, forKey: .digest) }
    try container.encode(contentMode, forKey: .contentMode)
    try container.encodeIfPresent(tint, forKey: .tint)
    try container.encode(isFlipped, forKey: .isFlipped)
  }
}

public struct ClipItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  public var frame: Rect
  public var cornerRadius: Double
  /// Clip to the ellipse inscribed in `frame` instead of the rounded rectangle.
  public var isEllipse: Bool
  /// Clip to this path instead (a shape's outline: `.clipShape`); encoded only when set.
  public var elements: [PathElement]?

  private enum CodingKeys: String, CodingKey { case frame, cornerRadius, isEllipse, elements }

  public init(
    id: NodePath, frame: Rect, cornerRadius: Double = 0, isEllipse: Bool = false, elements: [PathElement]? = nil
  ) {
    self.id = id
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.isEllipse = isEllipse
    self.elements = elements
  }
}

public struct Stroke: Hashable, Sendable, Codable {
  public enum Cap: String, Hashable, Sendable, Codable { case butt, round, square }
  public enum Join: String, Hashable, Sendable, Codable { case miter, round, bevel }

  public var color: Color
  public var width: Double
  public var cap: Cap
  public var join: Join

  public init(color: Color, width: Double, cap: Cap = .round, join: Join = .round) {
    self.color = color
    self.width = width
    self.cap = cap
    self.join = join
  }
}

/// A soft shadow: the (rounded) rectangle `frame`, blurred by a Gaussian of standard
/// deviation `sigma` points and filled with `color`. The painter computes the blurred edge
/// itself, so it is smooth at any scale; what the shadow may cover is `frame` grown by 3σ.
public struct ShadowItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  /// The shape that casts the shadow, already moved by the shadow's offset.
  public var frame: Rect
  public var cornerRadius: Double
  public var color: Color
  public var sigma: Double

  private enum CodingKeys: String, CodingKey { case frame, cornerRadius, color, sigma }

  public init(id: NodePath, frame: Rect, cornerRadius: Double = 0, color: Color, sigma: Double) {
    self.id = id
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.color = color
    self.sigma = sigma
  }

  /// The area the blurred shape reaches (beyond 3σ it adds less than 0.15 % of its colour).
  public var paintedFrame: Rect { frame.insetBy(dx: -3 * sigma, dy: -3 * sigma) }
}

/// Blurs what is already painted inside `frame` (a backdrop blur: the screen behind an open
/// context menu), by a Gaussian of standard deviation `sigma` points approximated by three
/// box blurs in device pixels. Raster canvases only: a vector export (SVG, PDF) has no
/// painted pixels to blur and leaves the area as it is (the dim drawn after it still shows).
public struct BackdropBlurItem: Hashable, Sendable, Codable {
  /// Encoded by `DisplayItem` (printed under `id`, components under `idPath`), not here.
  public var id: NodePath = .root
  public var frame: Rect
  public var sigma: Double

  private enum CodingKeys: String, CodingKey { case frame, sigma }

  public init(id: NodePath, frame: Rect, sigma: Double) {
    self.id = id
    self.frame = frame
    self.sigma = sigma
  }
}
