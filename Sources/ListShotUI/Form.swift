import ListShotModel

/// SwiftUI's `Form`: on iPhone, the grouped list of a settings page (`.formStyle(.grouped)`
/// and `.automatic` are the same picture: iOS's inset grouped list). A `List` written inside a
/// form, or inside one of its sections, draws its rows inline, as iOS does.
public struct Form: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content() }

  func lower(in context: LoweringContext) throws -> [Piece] {
    var inner = context.entering("Form")
    if case .columns = context.environment.formStyle {
      throw inner.error(
        ".formStyle(.columns) cannot be drawn: it is macOS's form; on iPhone a Form is grouped",
        hint: "remove .formStyle(.columns), or use .formStyle(.grouped)")
    }
    inner.inForm = true
    let pieces = try inner.lower(content)
    let list = LoweredList(
      style: .insetGrouped, sections: try inner.sections(from: pieces), selection: nil,
      isEditing: context.environment.editMode?.wrappedValue.isEditing ?? false, path: inner.pathDescription)
    return [.list(list)]
  }
}

/// The style of the forms inside (`.formStyle(.grouped)`).
public protocol FormStyle {}

/// The form styles, as the environment holds them.
enum FormStyleKind: Hashable, Sendable {
  case automatic, grouped, columns
}

public struct AutomaticFormStyle: FormStyle {
  public init() {}
}
public struct GroupedFormStyle: FormStyle {
  public init() {}
}
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// The style of the forms inside: `.grouped` and `.automatic` draw iOS's grouped form;
  /// `.columns` (macOS's) is refused.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    let kind: FormStyleKind =
      style is ColumnsFormStyle ? .columns : style is GroupedFormStyle ? .grouped : .automatic
    return modified("formStyle", .environment { $0.formStyle = kind })
  }
}

extension LoweringContext {
  /// A `List` inside a form: its rows, inline where it is written (iOS draws them so).
  func inlineRows(of list: LoweredList) throws -> [LoweredRow] {
    guard inForm else {
      throw error("a List inside a List cannot be drawn", hint: "put its rows in the outer List, or in a Form")
    }
    return list.sections.flatMap(\.rows)
  }
}
