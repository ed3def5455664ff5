import ListShotCore
import ListShotDisplayList
import ListShotModel

/// The semantic nodes of each kind of row: what VoiceOver reads and where a tap lands.
extension ODSListItemLayout {
  /// One node for the row and one for its info button. The row acts as its toggle (only the
  /// switch reacts to a tap), as a button with a checkmark (a selection row), as a link inside
  /// a navigation link, and otherwise is plain text.
  func addSemantics(
    row: Rect, trailing: [(ODSTrailingPart, Rect)], textBelow: String? = nil, firstItem: Int,
    into builder: inout ArrangementBuilder
  ) {
    var role = SemanticNode.Role.text
    var value: String?
    var hitFrame: Rect? = nil
    var helpTexts = (item.subtitle.map { [$0] } ?? []) + (textBelow.map { [$0] } ?? [])
    var infoFrame: Rect?
    for (part, frame) in trailing {
      switch part.kind {
      case .text(let text, _, _): helpTexts.append(text)
      case .infoButton: infoFrame = frame
      case .toggle(let isOn, _): (role, value, hitFrame) = (.switch, isOn ? "on" : "off", frame)
      case .checkmark, .chevron: break
      }
    }
    if role == .text, case .checkmark(let isSelected)? = item.trailing {
      (role, value, hitFrame) = (.button, isSelected ? "selected" : "unselected", row)
    } else if role == .text, item.isNavigationLink {
      (role, hitFrame) = (.link, row)
    }
    builder.semantic(
      SemanticNode(
        id: id, rowID: id, role: role, label: item.title, helpTexts: helpTexts, value: value, frame: row,
        hitFrame: hitFrame, elementIDs: builder.itemIDs(since: firstItem)))
    if let infoFrame {
      builder.semantic(
        SemanticNode(
          id: id.appending("infoButton"), rowID: id, role: .button, label: "More info", frame: infoFrame,
          hitFrame: infoFrame, elementIDs: [id.appending("infoButton")]))
    }
  }
}

extension ControlItemLayout {
  /// One node for the whole item: the row is the control (a tap anywhere toggles it), with
  /// the flags, the error context and the state VoiceOver reads.
  func addSemantics(row: Rect, height: Double, firstItem: Int, into builder: inout ArrangementBuilder) {
    let role: SemanticNode.Role
    let value: String
    switch item.control {
    case .checkbox(let state): (role, value) = (.checkbox, state.rawValue)
    case .checkboxIndeterminate(let state): (role, value) = (.checkbox, state.rawValue)
    case .radio(let isSelected): (role, value) = (.radioButton, isSelected ? "selected" : "unselected")
    case .switch(let isOn): (role, value) = (.switch, isOn ? "on" : "off")
    }
    builder.semantic(
      SemanticNode(
        id: id, rowID: id, role: role, label: item.label,
        helpTexts: [item.extraLabel, item.description?.plainText].compactMap { $0 }.filter { !$0.isEmpty },
        value: value, isDisabled: item.isDisabled, isReadOnly: item.isReadOnly, isError: item.isError,
        errorText: item.isError ? item.errorText?.plainText : nil,
        frame: Rect(x: row.x, y: row.y, width: row.width, height: height), hitFrame: row,
        elementIDs: builder.itemIDs(since: firstItem)))
  }
}
