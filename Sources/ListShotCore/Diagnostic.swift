/// Where a problem is: a file, and inside it a line and column or a token path.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  public var file: String
  /// 1-based line, when the input has lines (YAML/JSON specs, token files).
  public var line: Int?
  /// 1-based column.
  public var column: Int?
  /// A dotted path inside the document: `screens[0].sections[1].rows[2].title` or
  /// `color.action.selected`.
  public var path: String?

  public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
  }

  /// `file:line:column`, then the path in parentheses when there is one.
  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    if let path, !path.isEmpty { text += line == nil ? ": \(path)" : " (\(path))" }
    return text
  }
}

/// A user-facing error: what is wrong, where, what was expected and how to fix it.
///
/// Every error the tool reports on bad input is one of these, so the command line can print
/// it as one compiler-style line and exit with the code its `kind` maps to; none of them
/// ever becomes a crash or a stack trace.
public struct ListShotError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable, Codable {
    /// A spec, theme, option or path the user gave is wrong (exit code 2).
    case badInput
    /// A golden image is missing (exit code 3).
    case missingGolden
    /// Reading or writing a file failed for a reason outside the input (exit code 2).
    case io
    /// Rendering hit an internal limit or a library failure (exit code 2).
    case render
  }

  public var kind: Kind
  public var location: SourceLocation?
  public var message: String
  /// What the input should have been, e.g. "a string" or "one of: light, dark".
  public var expected: String?
  /// A concrete fix, e.g. "did you mean 'subtitle'?".
  public var hint: String?

  public init(
    _ kind: Kind = .badInput, at location: SourceLocation? = nil, _ message: String,
    expected: String? = nil, hint: String? = nil
  ) {
    self.kind = kind
    self.location = location
    self.message = message
    self.expected = expected
    self.hint = hint
  }

  /// `file:line:column: error: message; expected …; hint`.
  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    text += "error: \(message)"
    if let expected { text += "; expected \(expected)" }
    if let hint { text += " (\(hint))" }
    return text
  }
}

/// Suggests the closest of `candidates` to `word`, for "did you mean" hints.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  let lowered = word.lowercased()
  // Rank by edit distance, then by the longest shared prefix (people mistype the middle of a
  // word more often than its start), then alphabetically so the answer is stable.
  func prefix(_ candidate: String) -> Int {
    zip(lowered, candidate.lowercased()).prefix { $0 == $1 }.count
  }
  let limit = max(2, word.count / 3)
  // The distance is at least the difference in length: a candidate that far off is not
  // scored (a key of a million characters is not compared with every key, letter by letter).
  let scalars = lowered.unicodeScalars.count
  let near = candidates.filter { abs($0.lowercased().unicodeScalars.count - scalars) <= limit }
  let scored = near.map { ($0, editDistance(lowered, $0.lowercased()), prefix($0)) }
  guard
    let best = scored.min(by: {
      ($0.1, -$0.2, $0.0) < ($1.1, -$1.2, $1.0)
    })
  else { return nil }
  return best.1 <= limit ? best.0 : nil
}

/// Levenshtein distance over Unicode scalars.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
