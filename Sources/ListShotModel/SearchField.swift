/// `.searchable(text:prompt:)`: the search field iOS draws under the navigation title.
///
/// With `text` empty the field shows the prompt (`Search` when none is given) in the
/// placeholder colour; with text it shows the text and the clear button.
public struct SearchField: Hashable, Sendable {
  public var text: String
  public var prompt: String?

  public init(text: String = "", prompt: String? = nil) {
    self.text = text
    self.prompt = prompt
  }

  /// The placeholder iOS shows without a prompt.
  public static let defaultPrompt = "Search"

  public var displayedPrompt: String { prompt ?? Self.defaultPrompt }
}

extension Screen {
  /// `.searchable(text:prompt:)` on the list.
  public func searchable(text: String = "", prompt: String? = nil) -> Screen {
    var screen = self
    screen.searchField = SearchField(text: text, prompt: prompt)
    return screen
  }
}
