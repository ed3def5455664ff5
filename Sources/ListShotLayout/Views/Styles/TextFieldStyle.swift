import ListShotCore
import ListShotModel

/// How a `TextField`, `SecureField` or `TextEditor` is drawn in a row, composed of views: its
/// text (or its prompt in the placeholder colour, iOS's `placeholderText`, which is the
/// tertiary label colour) filling the width offered, leading (or where
/// `.multilineTextAlignment` puts it); one line unless it wraps
/// (`axis: .vertical`, a line limit, an editor). `.roundedBorder` adds UITextField's rounded
/// border (radius 5, the opaque separator colour, the text inset 7 pt across and 7 pt down,
/// 34 pt tall at the default size); an editor's text is inset as UITextView's (5 pt line
/// fragment padding, 8 pt container inset). No caret: nothing is focused in a still picture.
struct TextFieldStyle {
  var borderRadius = 5.0
  var borderInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
  var editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
  var borderColor = TintColor.token("ios.opaqueSeparator")

  /// The field as views.
  func field(
    _ field: TextFieldView, lineLimit: Int?, minimumLines: Int?, alignment: ViewAlignment.Horizontal
  ) -> ViewNode {
    var text = ViewNode.text(field.shownText)
    if field.isPlaceholder { text = text.foregroundStyle(paint: .color(.tertiary)) }
    let frameAlignment = ViewAlignment(horizontal: alignment)
    // A one-line field keeps one line whatever the limit says, as a UITextField does.
    text = (field.wraps ? text.lineLimit(lineLimit, minimum: minimumLines) : text.lineLimit(1))
      .frame(maxWidth: .infinity, alignment: frameAlignment)
    if field.kind == .textEditor { return text.padding(editorInsets) }
    guard field.style == .roundedBorder else { return text }
    let border = ShapeView(
      .roundedRectangle(cornerSize: Size(width: borderRadius, height: borderRadius), style: .circular),
      drawing: .stroke(.color(borderColor), lineWidth: 1, isBorder: true))
    return text.padding(borderInsets).background(ViewNode(border))
  }
}

extension TextFieldView: LayoutBuildable {
  func makeBox(in context: ViewBuildContext) throws -> ViewBox {
    // The field's text sits where `.multilineTextAlignment` puts it, leading by default (in a
    // labelled content too, whose value texts are trailing).
    var style = context.style
    style.textAlignment = style.fieldAlignment
    let node = TextFieldStyle().field(
      self, lineLimit: style.lineLimit, minimumLines: style.minimumLines, alignment: style.fieldAlignment)
    return try context.builder.build(node, id: context.ownID.appending("field"), style: style)
  }
}
