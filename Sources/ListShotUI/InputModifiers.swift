/// What a running app does with input, keys and haptics: accepted, with nothing to draw in a
/// still picture (the keyboard is not shown).
extension View {
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    ModifiedView(self, "onSubmit", .none)
  }
  public func submitLabel(_ label: SubmitLabel) -> some View { ModifiedView(self, "submitLabel", .none) }
  public func keyboardType(_ type: UIKeyboardType) -> some View { ModifiedView(self, "keyboardType", .none) }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    ModifiedView(self, "textInputAutocapitalization", .none)
  }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    ModifiedView(self, "autocorrectionDisabled", .none)
  }
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    ModifiedView(self, "autocorrectionDisabled", .none)
  }
  public func textContentType(_ type: UITextContentType?) -> some View {
    ModifiedView(self, "textContentType", .none)
  }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    ModifiedView(self, "sensoryFeedback", .none)
  }
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    ModifiedView(self, "sensoryFeedback", .none)
  }
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    ModifiedView(self, "task", .none)
  }
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    ModifiedView(self, "onChange", .none)
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    ModifiedView(self, "onChange", .none)
  }
}

/// `.onSubmit(of: .text)`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's title (`.submitLabel(.done)`).
public enum SubmitLabel: Hashable, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// UIKit's keyboard types (`.keyboardType(.emailAddress)`).
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// `.textInputAutocapitalization(.never)`.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's content types (`.textContentType(.emailAddress)`).
public struct UITextContentType: Hashable, Sendable {
  let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// The haptics of `.sensoryFeedback(.success, trigger:)`.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

  public enum Weight: Hashable, Sendable { case light, medium, heavy }
  public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}
