import ListShotModel
/// The keys of one mapping, checked against its declaration (`SpecShape`), with typed reads that
/// check each value against the declaration of its key: its type, its `minimum` / `maximum`, its
/// `choices`. A range or a list of values is written once, in `SpecShapes`; the reader and the
/// JSON Schema both take it from there.
///
/// ```swift
/// let lines = try map.int("subtitleNumberOfLines") ?? 1     // declared: one of 1, 2
/// let style = try map.choice("style", as: ListStyle.self)   // declared: plain, grouped, …
/// ```
struct SpecMapping {
  let owner: SpecNode
  let entries: [(key: String, value: SpecNode)]
  /// The declaration the keys were checked against.
  let shape: SpecShape
  let what: String

  /// The value for `key`, or nil when absent or null.
  subscript(key: String) -> SpecNode? {
    guard let value = entries.first(where: { $0.key == key })?.value, !value.isNull else { return nil }
    return value
  }

  func required(_ key: String) throws -> SpecNode {
    guard let value = self[key] else {
      throw owner.error("missing required key '\(key)' in \(what)")
    }
    return value
  }

  var keys: [String] { entries.map(\.key) }

  /// The declared shape of `key` (a `$ref` resolved).
  func declaration(of key: String) throws -> SpecShape {
    guard let field = shape.field(key) else {
      throw owner.error("internal error: '\(key)' is not declared in \(what)")
    }
    return field.resolved
  }

  /// A whole number within the declared range or among the declared numbers; `upTo` lowers the
  /// maximum to what the rest of the document allows (a tab bar's `selected` index).
  func int(_ key: String, upTo limit: Int? = nil, belowMinimum: BelowMinimum = .refused) throws -> Int? {
    guard let node = self[key] else { return nil }
    var declared = try declaration(of: key)
    if belowMinimum == .leftToTheModel { declared.minimum = nil }
    return try node.int(declared: declared, upTo: limit)
  }

  /// Who refuses a number below the declared minimum: the reader, or the model's validation when
  /// its message says more (`count -1 is negative; a count badge shows 0 to 99`).
  enum BelowMinimum { case refused, leftToTheModel }

  /// A number within the declared range or among the declared numbers.
  func double(_ key: String) throws -> Double? {
    guard let node = self[key] else { return nil }
    return try node.double(declared: declaration(of: key))
  }

  /// One of the declared strings.
  func choice(_ key: String) throws -> String? {
    guard let node = self[key] else { return nil }
    return try node.choice(declared: declaration(of: key))
  }

  /// One of the declared strings, as the model's value of that name.
  func choice<Value: RawRepresentable & CaseIterable>(_ key: String, as type: Value.Type) throws -> Value?
  where Value.RawValue == String {
    guard let node = self[key] else { return nil }
    return try node.choice(declared: declaration(of: key), as: type)
  }
}
