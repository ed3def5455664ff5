import Foundation
import ListShotCore

/// The files a theme is made of, most general first: what `extends` names, depth first, then
/// the file itself. A file reached twice (two parents sharing a base) is used once, at its
/// first place.
struct ThemeChain: Sendable {
  var documents: [TokenDocument]

  var leaf: TokenDocument { documents[documents.count - 1] }

  /// The scheme the theme is resolved with when `requested` is asked for: the `scheme` setting
  /// of the most specific file that has one (a one-scheme theme and what extends it), else
  /// `requested`.
  func scheme(for requested: ColorScheme) -> ColorScheme {
    documents.reversed().lazy.compactMap(\.fixedScheme).first ?? requested
  }

  static func build(from url: URL, locator: ThemeLocator) throws -> ThemeChain {
    var ordered: [TokenDocument] = []
    var seen: Set<String> = []
    try visit(url, stack: [], locator: locator, ordered: &ordered, seen: &seen)
    return ThemeChain(documents: ordered)
  }

  private static func visit(
    _ url: URL, stack: [URL], locator: ThemeLocator, ordered: inout [TokenDocument],
    seen: inout Set<String>
  ) throws {
    let key = url.standardizedFileURL.path
    if let start = stack.firstIndex(where: { $0.standardizedFileURL.path == key }) {
      let names = (stack[start...] + [url]).map(\.lastPathComponent)
      throw ThemeDiagnostics.extendsCycle(names, file: stack.last!.path)
    }
    guard !seen.contains(key) else { return }
    let document = try TokenDocument.read(url)
    for parent in document.extends {
      let parentURL = try locator.url(for: parent, relativeTo: url, extendsFrom: document.file)
      try visit(parentURL, stack: stack + [url], locator: locator, ordered: &ordered, seen: &seen)
    }
    seen.insert(key)
    ordered.append(document)
  }
}
