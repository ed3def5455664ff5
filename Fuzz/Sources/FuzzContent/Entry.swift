import FuzzDriver

/// The executable's entry point, which SwiftPM links as `FuzzContent_main`: libFuzzer's driver on
/// this target's `testOneInput` (see FuzzDriver).
@_cdecl("FuzzContent_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runLibFuzzer(argc, argv) { data, size in data.map { testOneInput($0, size) } ?? 0 }
}
