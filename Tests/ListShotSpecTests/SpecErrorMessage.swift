import ListShotCore

@testable import ListShotSpec

/// The error reading `text` as `spec.yaml` reports, as printed; nil when it reads.
func specErrorMessage(_ text: String, directory: String = ".") -> String? {
  do {
    _ = try SpecReader.parse(text, file: "spec.yaml", directory: directory)
    return nil
  } catch let error as ListShotError {
    return error.description
  } catch {
    return "unexpected \(error)"
  }
}
