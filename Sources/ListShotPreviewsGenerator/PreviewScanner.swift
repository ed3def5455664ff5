/// What one Swift file declares for the ListShotPreviews plugin: its `#Preview`s, its
/// `PreviewProvider` types, and whether it calls a snapshot function itself (then its goldens'
/// folder is shared with hand-written tests, and no golden in it is called stale).
struct ScannedFile {
  /// A `#Preview`, or a `PreviewProvider` type.
  struct Preview: Equatable {
    enum Kind: Equatable {
      /// The text of its name argument (a string's value, else the expression), if any.
      case macro(name: String?)
      /// The type's name as written from the top level (`SettingsView.Previews`), and why the
      /// generated test cannot reach it (`private`), if it cannot.
      case provider(type: String, unreachable: String?)
    }
    var kind: Kind
    var line: Int
    var column: Int
    /// The `#if` conditions it is compiled under, all of which must hold (`!(A) && (B)` for an
    /// `#elseif B` after `#if A`).
    var conditions: [String]
  }

  var path: String
  var fileName: String
  var previews: [Preview] = []
  var callsSnapshotFunctions = false

  /// The snapshot functions whose goldens share `__Snapshots__/<TestFile>/` with previews'.
  static let snapshotFunctions: Set<String> = ["assertSnapshot", "expectSnapshot", "verifySnapshot", "snapshotResult"]

  init(path: String, source: String) {
    self.path = path
    fileName = String(path.split(separator: "/").last ?? Substring(path))
    let tokens = SwiftLexer.tokens(of: source)
    callsSnapshotFunctions = tokens.contains { $0.kind == .word && Self.snapshotFunctions.contains($0.text) }
    var scanner = PreviewScanner(tokens: tokens)
    scanner.scan()
    previews = scanner.previews
  }
}

/// Walks the tokens of a file: its top level (where `#Preview` is) and the bodies of its types
/// (where a `PreviewProvider` may be nested), through `#if` clauses; function bodies and the
/// insides of expressions are passed over.
struct PreviewScanner {
  let tokens: [SwiftToken]
  var previews: [ScannedFile.Preview] = []
  private var position = 0
  private var depth = 0
  /// The types whose bodies enclose the position: full name, the depth inside their braces, and why
  /// a type inside cannot be reached from another file (`private`).
  private var scopes: [(name: String, depth: Int, hidden: String?)] = []
  /// The `#if` clauses around the position: the conditions in force, and those of the clauses
  /// before (for `#elseif` and `#else`).
  private var clauses: [(conditions: [String], earlier: [String])] = []
  /// `private` or `fileprivate`, seen since the last declaration at this level.
  private var access: String?

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]

  init(tokens: [SwiftToken]) { self.tokens = tokens }

  private var conditions: [String] { clauses.last?.conditions ?? [] }
  private var declarationDepth: Int { scopes.last?.depth ?? 0 }

  mutating func scan() {
    while position < tokens.count {
      let token = tokens[position]
      position += 1
      switch (token.kind, token.text) {
      case (.punctuation, "{"):
        depth += 1
        access = nil
      case (.punctuation, "}"):
        depth -= 1
        if let scope = scopes.last, depth < scope.depth { scopes.removeLast() }
        access = nil
      case (.punctuation, ";"): access = nil
      case (.pound, "if"):
        let condition = token.condition ?? "true"
        clauses.append((conditions + ["(\(condition))"], [condition]))
      case (.pound, "elseif"):
        guard var clause = clauses.popLast() else { continue }
        let outer = clauses.last?.conditions ?? []
        clause.conditions = outer + clause.earlier.map { "!(\($0))" } + ["(\(token.condition ?? "true"))"]
        clause.earlier.append(token.condition ?? "true")
        clauses.append(clause)
      case (.pound, "else"):
        guard var clause = clauses.popLast() else { continue }
        clause.conditions = (clauses.last?.conditions ?? []) + clause.earlier.map { "!(\($0))" }
        clauses.append(clause)
      case (.pound, "endif"): _ = clauses.popLast()
      case (.pound, "Preview") where depth == 0:
        preview(at: token)
      case (.word, let word) where depth == declarationDepth:
        if word == "private" || word == "fileprivate" {
          access = word
        } else if Self.typeKeywords.contains(word), !isMember(word) {
          typeDeclaration(word)
        } else if ["func", "var", "let", "init", "subscript", "typealias", "case", "import"].contains(word) {
          access = nil
        }
      default: break
      }
    }
  }

  /// `class func`, `class var`: a member, not a class.
  private func isMember(_ word: String) -> Bool {
    guard word == "class", position < tokens.count else { return false }
    return ["func", "var", "let", "subscript", "init", "override", "final", "static"].contains(tokens[position].text)
  }

  /// `struct Name<…>: A, B where … {`: its name, whether it is a `PreviewProvider`, and its
  /// body as a scope.
  private mutating func typeDeclaration(_ keyword: String) {
    let start = tokens[position - 1]
    var name = ""
    var inherited: [String] = []
    var angle = 0
    var afterColon = false
    var current = ""
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .punctuation, token.text == "{", angle == 0 { break }
      position += 1
      switch (token.kind, token.text) {
      case (.punctuation, "<"): angle += 1
      case (.punctuation, ">"): angle -= 1
      case (.punctuation, ":") where angle == 0 && !afterColon: afterColon = true
      case (.punctuation, ","), (.word, "where"):
        if afterColon, !current.isEmpty { inherited.append(current) }
        current = ""
        if token.text == "where" { afterColon = false }
      case (.punctuation, "."):
        if afterColon { current += "." } else if angle == 0 { name += "." }
      case (.word, let word) where angle == 0:
        if afterColon { current += word } else if name.isEmpty || name.hasSuffix(".") { name += word }
      default: break
      }
    }
    if afterColon, !current.isEmpty { inherited.append(current) }
    let hidden = scopes.last?.hidden ?? access.map { "\(keyword == "extension" ? "the extension" : name) is \($0)" }
    let path = (keyword == "extension" ? [] : scopes.suffix(1).map(\.name)) + [name]
    if keyword != "protocol", inherited.contains(where: { $0.split(separator: ".").last == "PreviewProvider" }) {
      previews.append(
        ScannedFile.Preview(
          kind: .provider(type: path.joined(separator: "."), unreachable: hidden), line: start.line,
          column: start.column, conditions: conditions))
    }
    access = nil
    guard position < tokens.count else { return }
    position += 1  // the `{`
    depth += 1
    scopes.append((path.joined(separator: "."), depth, hidden))
  }

  /// `#Preview`, `#Preview("Name", traits: …)`: where it is and the text of its name.
  private mutating func preview(at pound: SwiftToken) {
    var name: String?
    if position + 1 < tokens.count, tokens[position].text == "(", tokens[position].kind == .punctuation {
      let first = tokens[position + 1]
      let labeled = first.kind == .word && position + 2 < tokens.count && tokens[position + 2].text == ":"
      if case .string(let value) = first.kind, position + 2 < tokens.count,
        [",", ")"].contains(tokens[position + 2].text)
      {
        name = value ?? "the name"
      } else if !labeled, first.text != ")" {
        name = expressionText(from: position + 1)
      }
    }
    previews.append(
      ScannedFile.Preview(kind: .macro(name: name), line: pound.line, column: pound.column, conditions: conditions))
  }

  /// The words of an argument up to its `,` or `)`, for a test's title.
  private func expressionText(from start: Int) -> String {
    var parts: [String] = []
    var nesting = 0
    for token in tokens[start...] {
      if token.kind == .punctuation, ["(", "["].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]"].contains(token.text) {
        if nesting == 0 { break }
        nesting -= 1
      }
      if token.kind == .punctuation, token.text == ",", nesting == 0 { break }
      parts.append(token.kind == .pound ? "#" + token.text : token.text)
      if parts.count > 20 { break }
    }
    return parts.joined()
  }
}
