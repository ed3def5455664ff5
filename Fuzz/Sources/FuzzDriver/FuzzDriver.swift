/// libFuzzer's driver, started from a fuzz target's own entry point.
///
/// SwiftPM links an executable's entry point as `<Target>_main` and points `main` at it, so
/// libFuzzer's own `main` is not used: each target's `Entry.swift` defines that symbol and
/// hands over to `runLibFuzzer` with its `testOneInput`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments, calling `testOneInput` for each input.
public func runLibFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, testOneInput)
}
