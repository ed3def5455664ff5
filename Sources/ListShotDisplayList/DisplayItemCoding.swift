/// Display items encode as flat JSON objects tagged with `kind`:
/// `{"kind": "text", "id": "row[0].title", "frame": {...}, ...}`.
extension DisplayItem: Codable {
  private enum CodingKeys: String, CodingKey { case kind }

  public var kind: String {
    switch self {
    case .rect: return "rect"
    case .line: return "line"
    case .text: return "text"
    case .glyph: return "glyph"
    case .path: return "path"
    case .image: return "image"
    case .shadow: return "shadow"
    case .pushClip: return "pushClip"
    case .popClip: return "popClip"
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    switch self {
    case .rect(let item): try item.encode(to: encoder)
    case .line(let item): try item.encode(to: encoder)
    case .text(let item): try item.encode(to: encoder)
    case .glyph(let item): try item.encode(to: encoder)
    case .path(let item): try item.encode(to: encoder)
    case .image(let item): try item.encode(to: encoder)
    case .shadow(let item): try item.encode(to: encoder)
    case .pushClip(let item): try item.encode(to: encoder)
    case .popClip: break
    }
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .kind) {
    case "rect": self = .rect(try RectItem(from: decoder))
    case "line": self = .line(try LineItem(from: decoder))
    case "text": self = .text(try TextItem(from: decoder))
    case "glyph": self = .glyph(try GlyphItem(from: decoder))
    case "path": self = .path(try PathItem(from: decoder))
    case "image": self = .image(try ImageItem(from: decoder))
    case "shadow": self = .shadow(try ShadowItem(from: decoder))
    case "pushClip": self = .pushClip(try ClipItem(from: decoder))
    case "popClip": self = .popClip
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown display item kind \"\(other)\"")
    }
  }
}
