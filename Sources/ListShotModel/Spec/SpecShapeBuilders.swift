/// Short forms for declaring shapes in `SpecShapes`.
extension SpecShape {
  private static func typed(_ type: String?, _ doc: String?, _ configure: (inout SpecShape) -> Void = { _ in })
    -> SpecShape
  {
    var shape = SpecShape()
    shape.type = type
    shape.description = doc
    configure(&shape)
    return shape
  }

  public static func string(
    _ doc: String? = nil, pattern: String? = nil, minLength: Int? = nil, maxLength: Int? = nil,
    default value: String? = nil
  ) -> SpecShape {
    typed("string", doc) {
      $0.pattern = pattern
      $0.minLength = minLength
      $0.maxLength = maxLength
      $0.defaultValue = value.map(SchemaJSON.string)
    }
  }

  public static func boolean(_ doc: String? = nil, default value: Bool? = nil) -> SpecShape {
    typed("boolean", doc) { $0.defaultValue = value.map(SchemaJSON.bool) }
  }

  public static func number(
    _ doc: String? = nil, minimum: Double? = nil, maximum: Double? = nil, default value: Double? = nil
  ) -> SpecShape {
    typed("number", doc) {
      $0.minimum = minimum
      $0.maximum = maximum
      $0.defaultValue = value.map(SchemaJSON.number)
    }
  }

  public static func integer(
    _ doc: String? = nil, minimum: Double? = nil, maximum: Double? = nil, default value: Double? = nil
  ) -> SpecShape {
    typed("integer", doc) {
      $0.minimum = minimum
      $0.maximum = maximum
      $0.defaultValue = value.map(SchemaJSON.number)
    }
  }

  /// One of the given strings.
  public static func choice(_ values: [String], _ doc: String? = nil, default value: String? = nil) -> SpecShape {
    typed(nil, doc) {
      $0.choices = values.map(SchemaJSON.string)
      $0.defaultValue = value.map(SchemaJSON.string)
    }
  }

  /// One of the given numbers.
  public static func numberChoice(_ values: [Double], _ doc: String? = nil) -> SpecShape {
    typed(nil, doc) { $0.choices = values.map(SchemaJSON.number) }
  }

  public static func constant(_ value: SchemaJSON, _ doc: String? = nil) -> SpecShape {
    typed(nil, doc) { $0.constant = value }
  }

  /// The shape declared under `name` in `SpecShapes.definitions`.
  public static func ref(_ name: String, _ doc: String? = nil) -> SpecShape {
    typed(nil, doc) { $0.ref = name }
  }

  public static func array(_ items: SpecShape, _ doc: String? = nil, minItems: Int? = nil, maxItems: Int? = nil)
    -> SpecShape
  {
    typed("array", doc) {
      $0.itemShapes = [items]
      $0.minItems = minItems
      $0.maxItems = maxItems
    }
  }

  /// A mapping that accepts exactly `fields`.
  public static func object(
    _ doc: String? = nil, required: [String]? = nil, _ fields: [SpecField],
    _ configure: (inout SpecShape) -> Void = { _ in }
  ) -> SpecShape {
    typed("object", doc) {
      $0.required = required
      $0.fields = fields
      configure(&$0)
    }
  }

  /// A mapping that accepts exactly `fields`, without a description of its own.
  public static func object(
    required: [String]? = nil, _ fields: [SpecField], _ configure: (inout SpecShape) -> Void = { _ in }
  ) -> SpecShape {
    object(nil, required: required, fields, configure)
  }

  public static func oneOf(_ shapes: [SpecShape], _ doc: String? = nil) -> SpecShape {
    typed(nil, doc) { $0.oneOf = shapes }
  }

  /// A shape that only requires `keys` (an alternative of a `oneOf`).
  public static func requiring(_ keys: String...) -> SpecShape {
    typed(nil, nil) { $0.required = keys }
  }

  /// The untyped shape (any value), or a shape with only the keywords `configure` sets.
  public static func with(_ configure: (inout SpecShape) -> Void) -> SpecShape {
    typed(nil, nil, configure)
  }
}

/// A shape as a field of a mapping: `"title" <- .string()`.
infix operator <- : AssignmentPrecedence
public func <- (key: String, shape: SpecShape) -> SpecField { SpecField(key, shape) }
