import ListShotModel
/// The published JSON Schema of the spec format, written from the declarations in `SpecShapes`.
///
/// `schema/listshot-spec.schema.json` is this text (`listshot schema` prints it; a test checks
/// that the committed file equals it).
public enum SpecSchema {
  public static var json: SchemaJSON {
    var root = members(of: SpecShapes.document)
    root.insert(
      contentsOf: [
        .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
        .init("$id", .string("https://listshot.invalid/schema/listshot-spec.schema.json")),
        .init("title", .string("ListShot spec")),
      ], at: 0)
    root.append(.init("$defs", .object(SpecShapes.definitions.map { .init($0.name, .object(members(of: $0.shape))) })))
    return .object(root)
  }

  public static var text: String { json.text }

  private static func members(of shape: SpecShape) -> [SchemaJSON.Member] {
    var out: [SchemaJSON.Member] = []
    func add(_ key: String, _ value: SchemaJSON?) { value.map { out.append(.init(key, $0)) } }
    func shapes(_ list: [SpecShape]?) -> SchemaJSON? { list.map { .array($0.map { .object(members(of: $0)) }) } }
    add("description", shape.description.map(SchemaJSON.string))
    add("$ref", shape.ref.map { .string("#/$defs/\($0)") })
    add("type", shape.type.map(SchemaJSON.string))
    add("const", shape.constant)
    add("enum", shape.choices.map(SchemaJSON.array))
    add("default", shape.defaultValue)
    add("pattern", shape.pattern.map(SchemaJSON.string))
    add("minLength", shape.minLength.map { .number(Double($0)) })
    add("maxLength", shape.maxLength.map { .number(Double($0)) })
    add("minimum", shape.minimum.map(SchemaJSON.number))
    add("maximum", shape.maximum.map(SchemaJSON.number))
    add("items", shape.itemShapes.first.map { .object(members(of: $0)) })
    add("minItems", shape.minItems.map { .number(Double($0)) })
    add("maxItems", shape.maxItems.map { .number(Double($0)) })
    if shape.fields != nil { add("additionalProperties", .bool(false)) }
    add("required", shape.required.map { .array($0.map(SchemaJSON.string)) })
    add("minProperties", shape.minProperties.map { .number(Double($0)) })
    add("maxProperties", shape.maxProperties.map { .number(Double($0)) })
    add(
      "dependentRequired",
      shape.dependentRequired.map { .object($0.map { .init($0.key, .array($0.needs.map(SchemaJSON.string))) }) })
    add("oneOf", shapes(shape.oneOf))
    add("anyOf", shapes(shape.anyOf))
    add("not", shape.notShapes.first.map { .object(members(of: $0)) })
    add("properties", shape.fields.map { .object($0.map { .init($0.key, .object(members(of: $0.shape))) }) })
    return out
  }
}
