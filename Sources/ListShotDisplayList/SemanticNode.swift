import ListShotCore

/// What assistive technology sees of one part of the screen, emitted by layout next to the
/// draw items. Plain data: the painter never reads it; the audit and the VoiceOver snapshot do.
///
/// Every row gets one node whose `id` is the row's id (`sections[0].rows[2]`); a row with a
/// second action (the ODS info button) gets one more node for it, with its own id.
///
/// In JSON the ids are printed (`"id": "sections[0].rows[2]"`, `rowID`, `elementIDs`) as before
/// they were typed, and written again as components (`idPath`, `rowIDPath`, `elementIDPaths`),
/// which is what decoding reads: no printed id is parsed back.
public struct SemanticNode: Hashable, Sendable, Codable {
  /// The accessibility trait VoiceOver announces.
  public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    /// A row that does nothing when tapped.
    case text
    case button, link, checkbox, radioButton, `switch`
    /// A slider: swiped up or down to change its value.
    case adjustable
    /// A heading (`.accessibilityAddTraits(.isHeader)`): VoiceOver's rotor moves between them.
    case header

    /// The word VoiceOver says for the trait; nil for plain text.
    public var spokenTrait: String? {
      switch self {
      case .text: return nil
      case .button: return "button"
      case .link: return "link"
      case .checkbox: return "checkbox"
      case .radioButton: return "radio button"
      case .switch: return "switch"
      case .adjustable: return "adjustable"
      case .header: return "heading"
      }
    }
  }

  public var id: NodePath
  /// The row this node belongs to (equal to `id` for the row's own node).
  public var rowID: NodePath
  public var role: Role
  public var label: String
  /// Helper texts read after the label: subtitle, description, trailing text.
  public var helpTexts: [String]
  /// The state: "selected", "unselected", "indeterminate", "on", "off"; nil when stateless.
  public var value: String?
  public var isDisabled: Bool
  public var isReadOnly: Bool
  public var isError: Bool
  public var errorText: String?
  /// The area the node covers, in points (for a row: the whole row, error text included).
  public var frame: Rect
  /// The area that reacts to a tap; nil when the node is not interactive.
  public var hitFrame: Rect?
  /// The display items that draw this node.
  public var elementIDs: [NodePath]
  /// `.accessibilityHint`: read last, after a pause.
  public var hint: String?
  /// `.accessibilityHidden(true)`: VoiceOver skips the node (a tap still reaches it).
  public var isHidden = false

  public init(
    id: NodePath, rowID: NodePath, role: Role, label: String, helpTexts: [String] = [], value: String? = nil,
    isDisabled: Bool = false, isReadOnly: Bool = false, isError: Bool = false, errorText: String? = nil,
    frame: Rect, hitFrame: Rect? = nil, elementIDs: [NodePath] = []
  ) {
    self.id = id
    self.rowID = rowID
    self.role = role
    self.label = label
    self.helpTexts = helpTexts
    self.value = value
    self.isDisabled = isDisabled
    self.isReadOnly = isReadOnly
    self.isError = isError
    self.errorText = errorText
    self.frame = frame
    self.hitFrame = hitFrame
    self.elementIDs = elementIDs
  }

  public var isRow: Bool { id == rowID }

  private enum CodingKeys: String, CodingKey {
    case id, rowID, role, label, helpTexts, value, isDisabled, isReadOnly, isError, errorText, frame, hitFrame
    case elementIDs, idPath, rowIDPath, elementIDPaths, hint, isHidden
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(NodePath.self, forKey: .idPath), rowID: try c.decode(NodePath.self, forKey: .rowIDPath),
      role: try c.decode(Role.self, forKey: .role), label: try c.decode(String.self, forKey: .label),
      helpTexts: try c.decode([String].self, forKey: .helpTexts),
      value: try c.decodeIfPresent(String.self, forKey: .value),
      isDisabled: try c.decode(Bool.self, forKey: .isDisabled),
      isReadOnly: try c.decode(Bool.self, forKey: .isReadOnly),
      isError: try c.decode(Bool.self, forKey: .isError),
      errorText: try c.decodeIfPresent(String.self, forKey: .errorText), frame: try c.decode(Rect.self, forKey: .frame),
      hitFrame: try c.decodeIfPresent(Rect.self, forKey: .hitFrame),
      elementIDs: try c.decode([NodePath].self, forKey: .elementIDPaths))
    hint = try c.decodeIfPresent(String.self, forKey: .hint)
    isHidden = try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, printed: .id, components: .idPath)
    try c.encode(rowID, printed: .rowID, components: .rowIDPath)
    try c.encode(role, forKey: .role)
    try c.encode(label, forKey: .label)
    try c.encode(helpTexts, forKey: .helpTexts)
    try c.encodeIfPresent(value, forKey: .value)
    try c.encode(isDisabled, forKey: .isDisabled)
    try c.encode(isReadOnly, forKey: .isReadOnly)
    try c.encode(isError, forKey: .isError)
    try c.encodeIfPresent(errorText, forKey: .errorText)
    try c.encode(frame, forKey: .frame)
    try c.encodeIfPresent(hitFrame, forKey: .hitFrame)
    try c.encode(elementIDs.map(\.description), forKey: .elementIDs)
    try c.encode(elementIDs, forKey: .elementIDPaths)
    // Written only when set, so that the display lists of rows without them read as before.
    try c.encodeIfPresent(hint, forKey: .hint)
    if isHidden { try c.encode(true, forKey: .isHidden) }
  }

  /// What VoiceOver says when the node is focused, in the order of the OUDS controls items'
  /// accessibility notes: disabled or read only, the error context, the label and helper
  /// texts, the state, then the trait.
  public var spokenText: String {
    if isHidden { return "" }
    var parts: [String] = []
    if isDisabled { parts.append("disabled") }
    if isReadOnly { parts.append("read only") }
    if isError { parts.append(errorText.map { "error: \($0)" } ?? "error") }
    parts.append(label)
    parts.append(contentsOf: helpTexts)
    if let value { parts.append(value) }
    if let trait = role.spokenTrait { parts.append(trait) }
    if let hint { parts.append(hint) }
    return parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
