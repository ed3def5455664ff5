import ListShotDisplayList
import ListShotModel

extension SemanticNode {
  /// The node as the accessibility modifiers on its row change it: a label in place of the
  /// row's own texts (none when its children are ignored), the value, the hint, hidden, and the
  /// traits (button, link, header, toggle: the role; selected: the state).
  func applying(_ override: AccessibilityOverride) -> SemanticNode {
    var node = self
    if let label = override.label {
      (node.label, node.helpTexts) = (label, [])
    } else if override.children == .ignore {
      (node.label, node.helpTexts) = ("", [])
    }
    if let value = override.value { node.value = value }
    if let hint = override.hint { node.hint = hint }
    if let hidden = override.isHidden { node.isHidden = hidden }
    let roles: [(AccessibilityOverride.Trait, Role)] = [
      (.button, .button), (.link, .link), (.header, .header), (.toggle, .switch),
    ]
    for (trait, role) in roles where override.removedTraits.contains(trait) && node.role == role {
      node.role = .text
    }
    for (trait, role) in roles where override.addedTraits.contains(trait) { node.role = role }
    if override.addedTraits.contains(.selected), node.value == nil { node.value = "selected" }
    return node
  }
}

extension AccessibilityOverride {
  /// Its label and children behaviour alone: what replaces the texts a row draws.
  var texts: AccessibilityOverride { AccessibilityOverride(label: label, children: children) }

  /// The rest: value, hint, hidden and traits.
  var state: AccessibilityOverride {
    AccessibilityOverride(
      value: value, hint: hint, isHidden: isHidden, addedTraits: addedTraits, removedTraits: removedTraits)
  }
}
