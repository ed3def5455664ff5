import ListShotDisplayList
import ListShotModel

/// A control as its row's VoiceOver node speaks it: its trait, its state, and its label when the
/// label is not drawn (`.labelsHidden()`), which VoiceOver reads all the same, as on iOS.
/// Controls add one while they draw (`ViewDrawContext.controls`); `ViewRowLayout` gives a row
/// holding a single control that control's trait and state.
struct SpokenControl: Equatable {
  var role: SemanticNode.Role
  var value: String?
  var hiddenLabel: String?
}

extension ViewNode {
  /// The texts of the subtree, in order, joined with ", ": what VoiceOver reads of a label that
  /// is not drawn. Nil when it holds no text.
  var spokenText: String? {
    var texts: [String] = []
    func walk(_ node: ViewNode) {
      if let text = node.element(as: TextView.self)?.text, !text.isEmpty { texts.append(text) }
      node.children.forEach(walk)
    }
    walk(self)
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }
}
