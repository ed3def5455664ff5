import Foundation
import ListShotCore
import ListShotModel

/// Reads of a scalar checked against its declaration (`SpecShape`): a number against the
/// declared `minimum` / `maximum` or numeric `choices`, a string against the declared `choices`.
/// The ranges and lists live in `SpecShapes` only; the errors point at the value and say what the
/// declaration expects.
extension SpecNode {
  /// A whole number within `shape`'s range (or among its numbers). Without a declared bound, the
  /// bound is what the model stores (32 bits). `upTo` lowers the maximum.
  func int(declared shape: SpecShape, upTo limit: Int? = nil) throws -> Int {
    guard case .scalar(let scalar) = node, scalar.tagName == .int else { throw typeError("a whole number") }
    let low = shape.minimum.map { Int($0) } ?? Int(Int32.min)
    var high = shape.maximum.map { Int($0) } ?? Int(Int32.max)
    if let limit { high = min(high, limit) }
    guard let value = Int(scalar.string) else {
      // YAML's other integer forms (0x1F, 0o17), and integers beyond 64 bits.
      let text = scalar.string, digits = text.drop { $0 == "+" || $0 == "-" }
      let decimal = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
      throw error(
        "\(path.lastKey ?? "") \(text) is \(decimal ? "out of range" : "not a decimal number")",
        expected: shape.numberChoices.map(Self.describe) ?? "\(low)...\(high)")
    }
    if let numbers = shape.numberChoices {
      try check(Double(value), text: String(value), among: numbers)
      return value
    }
    guard value >= low, value <= high else {
      throw error("\(path.lastKey ?? "") \(value) is out of range", expected: "\(low)...\(high)")
    }
    return value
  }

  /// A finite number within `shape`'s range (or among its numbers).
  func double(declared shape: SpecShape) throws -> Double {
    guard case .scalar(let scalar) = node, scalar.tagName == .int || scalar.tagName == .float else {
      throw typeError("a number")
    }
    let expected: String
    switch (shape.numberChoices, shape.minimum, shape.maximum) {
    case (let numbers?, _, _): expected = Self.describe(numbers)
    case (nil, let low?, let high?): expected = "\(low.clean)...\(high.clean)"
    case (nil, let low?, nil): expected = "at least \(low.clean)"
    case (nil, nil, let high?): expected = "at most \(high.clean)"
    case (nil, nil, nil): expected = "a number"
    }
    // YAML numbers that are not values: .nan and .inf (which Double does not read), 1e309
    // (infinite as a double), and forms Double does not read at all, such as 0o17.
    guard let value = Double(scalar.string), value.isFinite else {
      let bare = scalar.string.lowercased().drop { $0 == "+" || $0 == "-" }
      let infinite = Double(scalar.string) != nil || bare == ".nan" || bare == ".inf"
      throw error(
        "\(path.lastKey ?? "") \(scalar.string) is \(infinite ? "not a finite number" : "not a decimal number")",
        expected: expected)
    }
    if let numbers = shape.numberChoices {
      try check(value, text: scalar.string, among: numbers)
      return value
    }
    let inRange = value >= (shape.minimum ?? -.infinity) && value <= (shape.maximum ?? .infinity)
    guard inRange else {
      throw error("\(path.lastKey ?? "") \(scalar.string) is out of range", expected: expected)
    }
    return value
  }

  /// Declared numbers as the errors show them: a run of whole numbers as a range (`1...2`),
  /// others as a list.
  static func describe(_ numbers: [Double]) -> String {
    let low = numbers.min() ?? 0, high = numbers.max() ?? 0
    let isRun = numbers.allSatisfy { $0 == $0.rounded() } && numbers.count == Int(high - low) + 1
    return isRun ? "\(low.clean)...\(high.clean)" : "one of: \(numbers.map(\.clean).joined(separator: ", "))"
  }

  /// One of the numbers of a declaration such as `choices: [1, 2]`: whole numbers in a row are
  /// shown as a range (`1...2`), others as a list.
  private func check(_ value: Double, text: String, among numbers: [Double]) throws {
    guard !numbers.contains(value) else { return }
    let low = numbers.min() ?? 0, high = numbers.max() ?? 0
    let isRun =
      numbers.allSatisfy { $0 == $0.rounded() } && numbers.count == Int(high - low) + 1
      && value == value.rounded()
    throw error(
      "\(path.lastKey ?? "") \(text) is out of range",
      expected: isRun ? "\(low.clean)...\(high.clean)" : "one of: \(numbers.map(\.clean).joined(separator: ", "))")
  }

  /// One of the strings `shape` (or its alternative that lists strings) declares.
  func choice(declared shape: SpecShape) throws -> String {
    try choice(among: shape.choiceShape?.stringChoices ?? [])
  }

  /// One of the strings `shape` declares, as the model's value of that name. The model may accept
  /// fewer values in this place than the declaration (a count badge has two of the badge sizes):
  /// the others are refused with the model's list.
  func choice<Value: RawRepresentable & CaseIterable>(declared shape: SpecShape, as type: Value.Type) throws -> Value
  where Value.RawValue == String {
    let name = try choice(declared: shape)
    guard let value = Value(rawValue: name) else { throw unknown(name, choices: Value.allCases.map(\.rawValue)) }
    return value
  }

  /// A string that must be one of `choices`: for a list the model owns (`TintColor.names`).
  func choice(among choices: [String]) throws -> String {
    let value = try string()
    guard choices.contains(value) else { throw unknown(value, choices: choices) }
    return value
  }

  private func unknown(_ value: String, choices: [String]) -> ListShotError {
    let suggestion = closestMatch(to: value, in: choices).map { "did you mean '\($0)'?" }
    return error(
      "unknown \(path.lastKey ?? "") '\(Excerpt.of(value))'", expected: "one of: \(choices.joined(separator: ", "))",
      hint: suggestion)
  }
}

extension SpecShape {
  /// Whether `text` has the declared length and matches the declared `pattern` as a whole (for
  /// checks whose error says more than the pattern: a screen name that must be a file name).
  func accepts(_ text: String) -> Bool {
    if let minLength, text.count < minLength { return false }
    if let maxLength, text.count > maxLength { return false }
    guard let pattern else { return true }
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, options: [.anchored], range: whole)?.range == whole
  }
}
