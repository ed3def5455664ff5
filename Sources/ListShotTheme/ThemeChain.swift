import Foundation
import ListShotCore

/// The files a theme is made of, most general first: what `extends` names, depth first, then
/// the file itself. A file reached twice (two parents sharing a base) is used once, at its
/// first place.
///
/// The walk keeps its own stack instead of recursing, and stops at `Limits.maxExtendsDepth`
/// levels and `Limits.maxThemeFiles` files, so a chain of thousands of files is refused at
/// once instead of taking minutes or overflowing the thread's stack. Files are told apart by
/// the bytes of their standardised path: two names that differ only in Unicode normalisation
/// are two files on Linux.
struct ThemeChain: Sendable {
  var documents: [TokenDocument]
  /// How many of the first documents are the look's, laid under the theme's own files.
  var lookDocuments = 0

  var leaf: TokenDocument { documents[documents.count - 1] }

  /// The scheme the theme is resolved with when `requested` is asked for: the `scheme` setting
  /// of the most specific file that has one (a one-scheme theme and what extends it), else
  /// `requested`.
  func scheme(for requested: ColorScheme) -> ColorScheme {
    documents.reversed().lazy.compactMap(\.fixedScheme).first ?? requested
  }

  private struct Frame {
    var url: URL
    var key: [UInt8]
    var document: TokenDocument
    var next = 0
  }

  /// The chain of `url`, with the files of `base` (a look) first: laid under the theme as if its
  /// most general file extended them.
  static func build(from url: URL, under base: [URL] = [], locator: ThemeLocator) throws -> ThemeChain {
    var ordered: [TokenDocument] = []
    var seen: Set<[UInt8]> = []
    var onStack: Set<[UInt8]> = []
    var stack: [Frame] = []
    func enter(_ url: URL) throws {
      let key = Array(url.standardizedFileURL.path.utf8)
      if onStack.contains(key) {
        let start = stack.firstIndex { $0.key == key }!
        let names = (stack[start...].map(\.url) + [url]).map(\.lastPathComponent)
        throw ThemeDiagnostics.extendsCycle(names, file: stack.last!.url.path)
      }
      guard !seen.contains(key) else { return }
      if let parent = stack.last, stack.count >= Limits.maxExtendsDepth {
        throw ThemeDiagnostics.extendsTooDeep(file: parent.url.path)
      }
      guard seen.count + stack.count < Limits.maxThemeFiles else {
        throw ThemeDiagnostics.tooManyFiles(file: stack.last?.url.path ?? url.path)
      }
      stack.append(Frame(url: url, key: key, document: try TokenDocument.read(url)))
      onStack.insert(key)
    }
    try enter(url)
    while var frame = stack.popLast() {
      if frame.next < frame.document.extends.count {
        let parent = frame.document.extends[frame.next]
        frame.next += 1
        stack.append(frame)
        try enter(try locator.url(for: parent, relativeTo: frame.url, extendsFrom: frame.document.file))
      } else {
        onStack.remove(frame.key)
        seen.insert(frame.key)
        ordered.append(frame.document)
      }
    }
    var prefix: [TokenDocument] = []
    for url in base {
      let key = Array(url.standardizedFileURL.path.utf8)
      guard !seen.contains(key) else { continue }
      seen.insert(key)
      prefix.append(try TokenDocument.read(url))
    }
    return ThemeChain(documents: prefix + ordered, lookDocuments: prefix.count)
  }
}
