/// The shape of one value in a spec: its type, its allowed keys or values, and its documentation.
///
/// Every spec key is declared once, in a `SpecShape` (see `SpecShapes` in ListShotSpec, and the view catalogue's spec forms): the reader checks the keys
/// of each mapping against it (and suggests the closest one), and `SpecSchema` writes the published
/// JSON Schema from it. The fields are the JSON Schema keywords the spec format uses.
public struct SpecShape: Sendable {
  public var type: String?
  public var description: String?
  public var ref: String?
  public var constant: SchemaJSON?
  public var choices: [SchemaJSON]?
  public var defaultValue: SchemaJSON?
  public var pattern: String?
  public var minLength: Int?
  public var maxLength: Int?
  public var minimum: Double?
  public var maximum: Double?
  public var itemShapes: [SpecShape] = []
  public var minItems: Int?
  public var maxItems: Int?
  /// The keys of a mapping, in the order the reader lists them in its errors.
  public var fields: [SpecField]?
  public var required: [String]?
  public var minProperties: Int?
  public var maxProperties: Int?
  public var dependentRequired: [(key: String, needs: [String])]?
  public var oneOf: [SpecShape]?
  public var anyOf: [SpecShape]?
  public var notShapes: [SpecShape] = []

  public init() {}

  /// The keys a mapping of this shape accepts, in declaration order.
  public var keys: [String] { fields?.map(\.key) ?? [] }

  /// The declared shape of `key`.
  public func field(_ key: String) -> SpecShape? { fields?.first { $0.key == key }?.shape }

  /// The string values an enumeration (or a constant string) accepts.
  public var stringChoices: [String] {
    (choices ?? [constant].compactMap { $0 }).compactMap {
      if case .string(let value) = $0 { return value } else { return nil }
    }
  }
}

/// One key of a mapping and the shape of its value.
public struct SpecField: Sendable {
  public let key: String
  public let shape: SpecShape

  public init(_ key: String, _ shape: SpecShape) {
    self.key = key
    self.shape = shape
  }
}

extension SpecShape {
  /// The mapping form of this shape: itself, or its alternative that is a mapping
  /// (`icon: heart` or `icon: {file: …}`).
  public var mappingShape: SpecShape? {
    if fields != nil { return self }
    return (oneOf ?? []).first { $0.fields != nil }
  }
}
