import ListShotCore
import ListShotDisplayList
import ListShotModel

extension SemanticNode {
  /// The row's node with what VoiceOver reads of its accessories, in their order, as UIKit
  /// reads a cell's: a switch accessory makes the row a switch with its state; a checkmark or
  /// a selected selection circle says "selected" (an empty circle "unselected"); a disclosure
  /// indicator makes a plain row a button; a label, badge or progress bar is read after the
  /// row's texts. A role or state the row's content already has is kept.
  func reading(_ accessories: [ListAccessory], isSelected: Bool) -> SemanticNode {
    var node = self
    for accessory in accessories {
      switch accessory {
      case .toggle(let isOn) where node.role == .text:
        (node.role, node.value) = (.switch, isOn ? "on" : "off")
      case .checkmark where node.value == nil:
        node.value = "selected"
      case .multiselect where node.value == nil:
        node.value = isSelected ? "selected" : "unselected"
      case .disclosureIndicator where node.role == .text:
        node.role = .button
      case .label(let text), .badge(let text):
        node.helpTexts.append(text)
      case .progress(let fraction):
        node.helpTexts.append("\(Int((min(max(fraction, 0), 1) * 100).rounded()))%")
      default: continue
      }
    }
    return node
  }
}
