/// How a section header's text is cased (SwiftUI `.textCase`).
///
/// iOS 17 and 18 upper-case the headers of grouped, inset-grouped and sidebar lists and leave
/// plain and inset headers as written (as in the ods-ios reference renders); iOS 26 leaves them
/// all as written. Each look says which in its header styles (`look.list.<style>.header`);
/// `textCase: none` keeps the text as written in every style.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
  case uppercase, lowercase, none

  /// `text` in this case.
  public func apply(to text: String) -> String {
    switch self {
    case .uppercase: return text.uppercased()
    case .lowercase: return text.lowercased()
    case .none: return text
    }
  }
}
