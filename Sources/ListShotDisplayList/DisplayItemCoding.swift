import ListShotCore

/// Display items encode as flat JSON objects tagged with `kind`:
/// `{"kind": "text", "id": "sections[0].rows[2].title", "idPath": ["sections", 0, "rows", 2, "title"],
/// "frame": {...}, ...}`.
///
/// The item's id is written twice: printed under `id`, for people and for whatever reads the
/// JSON by name (as before ids were typed), and as its components under `idPath`, which is what
/// decoding reads, so that no printed id is ever parsed back into a path. `popClip` and `popShadow`
/// have neither.
extension DisplayItem: Codable {
  private enum CodingKeys: String, CodingKey { case kind, id, idPath }

  public var kind: String {
    switch self {
    case .rect: return "rect"
    case .line: return "line"
    case .text: return "text"
    case .glyph: return "glyph"
    case .path: return "path"
    case .image: return "image"
    case .shadow: return "shadow"
    case .backdropBlur: return "backdropBlur"
    case .pushClip: return "pushClip"
    case .popClip: return "popClip"
    case .pushShadow: return "pushShadow"
    case .popShadow: return "popShadow"
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    if !isPop { try container.encode(id, printed: .id, components: .idPath) }
    switch self {
    case .rect(let item): try item.encode(to: encoder)
    case .line(let item): try item.encode(to: encoder)
    case .text(let item): try item.encode(to: encoder)
    case .glyph(let item): try item.encode(to: encoder)
    case .path(let item): try item.encode(to: encoder)
    case .image(let item): try item.encode(to: encoder)
    case .shadow(let item): try item.encode(to: encoder)
    case .backdropBlur(let item): try item.encode(to: encoder)
    case .pushClip(let item): try item.encode(to: encoder)
    case .pushShadow(let item): try item.encode(to: encoder)
    case .popClip, .popShadow: break
    }
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var item: DisplayItem
    switch try container.decode(String.self, forKey: .kind) {
    case "rect": item = .rect(try RectItem(from: decoder))
    case "line": item = .line(try LineItem(from: decoder))
    case "text": item = .text(try TextItem(from: decoder))
    case "glyph": item = .glyph(try GlyphItem(from: decoder))
    case "path": item = .path(try PathItem(from: decoder))
    case "image": item = .image(try ImageItem(from: decoder))
    case "shadow": item = .shadow(try ShadowItem(from: decoder))
    case "backdropBlur": item = .backdropBlur(try BackdropBlurItem(from: decoder))
    case "pushClip": item = .pushClip(try ClipItem(from: decoder))
    case "popClip": item = .popClip
    case "pushShadow": item = .pushShadow(try ShadowGroupItem(from: decoder))
    case "popShadow": item = .popShadow
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown display item kind \"\(other)\"")
    }
    if !item.isPop { item.id = try container.decode(NodePath.self, forKey: .idPath) }
    self = item
  }

  /// `popClip` and `popShadow`: they close a group and have no id.
  private var isPop: Bool {
    switch self {
    case .popClip, .popShadow: return true
    default: return false
    }
  }
}
