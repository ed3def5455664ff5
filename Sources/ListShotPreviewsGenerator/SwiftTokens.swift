/// The tokens of a Swift file, as far as finding previews needs them: identifiers and
/// keywords, `#` words (`#Preview`, `#if`), string literals, and single punctuation
/// characters, each with its line and column (1-based, columns in UTF-8 bytes, as the compiler
/// counts them). Comments, whitespace and the insides of literals are skipped; a compiler
/// directive (`#if`, `#elseif`) carries its condition, the rest of its line.
///
/// Hand-written, not swift-syntax's parser: SwiftPM builds every executable target of the
/// package for the target platform as well as for the plugin, and SwiftSyntax and SwiftParser
/// built a second time cost 225 s of this repository's clean build (2 cores, load 3–5); the
/// generator needs only a file's top level and type bodies.
struct SwiftToken {
  enum Kind: Equatable {
    case word
    /// `#Preview`, `#if` … (`text` without the `#`).
    case pound
    /// A string literal; `text` is its value when it has no interpolation and no escapes other
    /// than the simple ones, else nil.
    case string(String?)
    case punctuation
  }
  var kind: Kind
  var text: String
  var line: Int
  var column: Int
  /// For `#if` and `#elseif`: the condition.
  var condition: String?
}

struct SwiftLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  init(_ source: String) {
    var bytes = Array(source.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.bytes = bytes
    if bytes.starts(with: Array("#!".utf8)) { skipLine() }
  }

  static func tokens(of source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(source)
    var tokens: [SwiftToken] = []
    while let token = lexer.next() { tokens.append(token) }
    return tokens
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
  private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && peek(1) != UInt8(ascii: "\n")) {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private mutating func skipLine() {
    while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { advance() }
  }

  mutating func next() -> SwiftToken? {
    skipTrivia()
    guard let byte = current else { return nil }
    let (startLine, startColumn) = (line, index - lineStart + 1)
    func token(_ kind: SwiftToken.Kind, _ text: String, condition: String? = nil) -> SwiftToken {
      SwiftToken(kind: kind, text: text, line: startLine, column: startColumn, condition: condition)
    }
    if byte == UInt8(ascii: "#") {
      if let after = peek(1), isIdentifierHead(after) {
        advance()
        let word = identifier()
        if word == "if" || word == "elseif" { return token(.pound, word, condition: restOfLine()) }
        return token(.pound, word)
      }
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if peek(hashes) == UInt8(ascii: "\"") { return token(.string(string(hashes: hashes)), "\"") }
      if peek(hashes) == UInt8(ascii: "/") {
        skipRegex(hashes: hashes)
        return token(.string(nil), "/")
      }
      advance()
      return token(.punctuation, "#")
    }
    if byte == UInt8(ascii: "\"") { return token(.string(string(hashes: 0)), "\"") }
    if byte == UInt8(ascii: "`") {
      advance()
      let start = index
      while let inner = current, inner != UInt8(ascii: "`"), inner != UInt8(ascii: "\n") { advance() }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      if current == UInt8(ascii: "`") { advance() }
      return token(.word, word)
    }
    if isIdentifierHead(byte) || isDigit(byte) || byte == UInt8(ascii: "$") { return token(.word, identifier()) }
    advance()
    return token(.punctuation, String(UnicodeScalar(byte)))
  }

  private func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private mutating func identifier() -> String {
    let start = index
    while let byte = current, isIdentifierHead(byte) || isDigit(byte) || byte == UInt8(ascii: "$") { advance() }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Whitespace and comments (`/* */` nest).
  private mutating func skipTrivia() {
    while let byte = current {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
      {
        advance()
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        skipLine()
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        var depth = 0
        while current != nil {
          if current == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
            depth += 1
            advance()
          } else if current == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
            depth -= 1
            advance()
            if depth == 0 {
              advance()
              break
            }
          }
          advance()
        }
      } else {
        return
      }
    }
  }

  /// The rest of the line, without a trailing comment.
  private mutating func restOfLine() -> String {
    let start = index
    while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
      advance()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return text.trimmingCharacters(in: " \t")
  }

  /// A string literal from its opening `#`s and quote(s), through its end; its value when it
  /// is a plain one-line string.
  private mutating func string(hashes: Int) -> String? {
    for _ in 0..<hashes { advance() }
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    var value: [UInt8] = []
    var plain = !multiline
    while let byte = current {
      if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
        for _ in 0...hashes { advance() }
        if current == UInt8(ascii: "(") {
          plain = false
          skipBalanced()
          continue
        }
        guard let escaped = current else { break }
        switch escaped {
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): value.append(escaped)
        default: plain = false
        }
        advance()
        continue
      }
      let closes =
        multiline
        ? byte == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        : byte == UInt8(ascii: "\"")
      if closes, (0..<hashes).allSatisfy({ peek((multiline ? 3 : 1) + $0) == UInt8(ascii: "#") }) {
        for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
        return plain ? String(decoding: value, as: UTF8.self) : nil
      }
      if !multiline, byte == UInt8(ascii: "\n") { return nil }  // unterminated: the compiler says so
      value.append(byte)
      advance()
    }
    return nil
  }

  /// `( … )` of an interpolation, with the strings and comments inside it.
  private mutating func skipBalanced() {
    var depth = 0
    while current != nil {
      guard let token = next() else { return }
      if token.kind == .punctuation, token.text == "(" { depth += 1 }
      if token.kind == .punctuation, token.text == ")" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// `#/ … /#`.
  private mutating func skipRegex(hashes: Int) {
    for _ in 0...hashes { advance() }
    while let byte = current {
      if byte == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
        for _ in 0...hashes { advance() }
        return
      }
      if byte == UInt8(ascii: "\\") { advance() }
      if current != nil { advance() }
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, set.contains(last) { scalars.removeLast() }
    return String(scalars)
  }
}
