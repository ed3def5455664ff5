import Foundation

// The ListShotPreviews plugin's generator:
//   listshot-previews --output FILE --target NAME --folder DIR (--module NAME [--test-target] FILE...)...
// reads each module's Swift files and writes the Swift Testing suite of their previews.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("listshot-previews: error: \(message)\n".utf8))
  exit(2)
}

var output: String?
var target = ""
var folder: String?
var modules: [ScannedModule] = []
var arguments = CommandLine.arguments.dropFirst()[...]
func value(_ option: String) -> String {
  guard let next = arguments.popFirst() else { fail("\(option) needs a value") }
  return next
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--output": output = value(argument)
  case "--target": target = value(argument)
  case "--folder": folder = value(argument)
  case "--module": modules.append(ScannedModule(name: value(argument), isTestTarget: false, files: []))
  case "--test-target":
    guard !modules.isEmpty else { fail("--test-target comes after --module") }
    modules[modules.count - 1].isTestTarget = true
  default:
    guard !argument.hasPrefix("--"), !modules.isEmpty else { fail("unexpected argument '\(argument)'") }
    guard let data = FileManager.default.contents(atPath: argument), let text = String(data: data, encoding: .utf8)
    else { fail("cannot read \(argument) as UTF-8 text") }
    modules[modules.count - 1].files.append(ScannedFile(path: argument, source: text))
  }
}
guard let output, let folder else { fail("--output and --folder are required") }
let source = TestWriter(targetName: target, folder: folder, modules: modules).source()
// Written only when it changes, so that an unchanged suite is not compiled again.
if FileManager.default.contents(atPath: output) != Data(source.utf8) {
  do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
  } catch {
    fail("cannot write \(output): \(error)")
  }
}
