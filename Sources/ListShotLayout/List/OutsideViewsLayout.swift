import ListShotCore
import ListShotDisplayList
import ListShotModel

/// Views above or below the list (`VStack { Text(…); List { … }; Text("3 selections") }`),
/// laid out by the free-form view layout.
///
/// Each view is proposed the content width less iOS's 16 pt margins and centred in it (a
/// `VStack`'s default alignment), the views 8 pt apart (SwiftUI's default stack spacing) and
/// 8 pt from the list. Views above sit between the navigation bar and the list. Views below
/// follow the list; on a device screen they sit at the bottom, above the bottom bar and the
/// safe area, on the list's page background (the list ends above them, as it does in a
/// `VStack`).
struct OutsideViewsLayout {
  let boxes: [(box: ViewBox, size: Size)]

  static let margin = 16.0
  static let spacing = 8.0

  static func measure(_ views: [ViewNode], key: String, env: LayoutEnvironment) throws -> OutsideViewsLayout? {
    guard !views.isEmpty else { return nil }
    let proposal = ViewProposal(width: max(0, env.width - 2 * margin), height: nil)
    let boxes = try views.enumerated().map { index, view -> (box: ViewBox, size: Size) in
      let box = try ViewBoxBuilder(env: env).build(view, id: NodePath.key(key).index(index))
      return (box, box.size(proposal, env: env))
    }
    return OutsideViewsLayout(boxes: boxes)
  }

  /// The views' height with the spacing between them, without the 8 pt to the list.
  var height: Double {
    boxes.reduce(0) { $0 + $1.size.height } + Double(max(0, boxes.count - 1)) * Self.spacing
  }

  /// The height taken from the screen: the views and their 8 pt from the list.
  var band: Double { height + Self.spacing }

  /// Draws the views from `top` down.
  func arrange(top: Double, env: LayoutEnvironment, into builder: inout ArrangementBuilder) {
    let available = max(0, env.width - 2 * Self.margin)
    let proposal = ViewProposal(width: available, height: nil)
    var y = top
    var context = ViewDrawContext(builder: builder, env: env)
    for (box, size) in boxes {
      let x = Self.margin + (available - size.width) / 2
      box.emit(proposal, at: Point(x: x, y: y), context: &context)
      y += size.height + Self.spacing
    }
    builder = context.builder
  }
}
