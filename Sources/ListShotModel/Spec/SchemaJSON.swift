import ListShotCore

/// A JSON value whose objects keep their key order, printed the way the committed schema is
/// laid out (two-space indent, one value per line), so that the generated file diffs cleanly.
public enum SchemaJSON: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([SchemaJSON])
  case object([Member])

  public struct Member: Sendable, Equatable {
    public let key: String
    public let value: SchemaJSON
    public init(_ key: String, _ value: SchemaJSON) {
      self.key = key
      self.value = value
    }
  }

  /// The value as indented JSON text, with a final newline.
  public var text: String {
    var out = ""
    write(to: &out, indent: "")
    return out + "\n"
  }

  private func write(to out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .string(let value): out += JSONString.quoted(value)
    case .number(let value):
      out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .bool(let value): out += value ? "true" : "false"
    case .array(let values):
      guard !values.isEmpty else { out += "[]"; return }
      out += "[\n"
      for (index, value) in values.enumerated() {
        out += inner
        value.write(to: &out, indent: inner)
        out += index == values.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else { out += "{}"; return }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += inner + JSONString.quoted(member.key) + ": "
        member.value.write(to: &out, indent: inner)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }
}
