import ArgumentParser
import ListShotSpec

/// `listshot schema`: prints the JSON Schema of the spec format, written from the reader's own
/// declarations (`SpecShapes`). `schema/listshot-spec.schema.json` is its output.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of the spec format (YAML or JSON specs).")

  func run() throws {
    Terminal.result(String(SpecSchema.text.dropLast()), multiline: true)
  }
}
