import FuzzDriver
import Foundation
import ListShot
import ListShotCore
import ListShotSnapshot
import ListShotSpec

/// Command-line option values, through the library code the options end in: device names
/// (`WIDTHxHEIGHT@SCALE`, presets, `-landscape`), Dynamic Type sizes, shards (`K/N`), widths
/// and scales as numbers (infinities, NaN, huge values) into file names, tolerances into
/// diff options, and the same values as a spec's `matrix` and `tolerance`. Everything must
/// be a value or a `ListShotError`, never a trap. (The argument parser's own `validate()`
/// code is in the `listshot` executable, which a fuzz target cannot link; its checks call
/// the same `Limits`.)
func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let words = [
    "iphone-16", "ipad-10-landscape", "393x852@3", "100000x100000@3", "0x0@1", "1x1@2.5", "all", "AX5", "large",
    "light", "rtl", "1/2", "0/0", "3/2", "-1/4", "9999999999999999999/1",
  ]
  func value() -> String {
    input.bool() ? input.pick(words) : input.pick(words) + input.text(8) + (input.bool() ? input.numberText() : "")
  }
  _ = Device.named(value())
  _ = DynamicTypeSize(name: value())
  if let shard = Shard(value()) { _ = shard.select([]) }
  let width = input.bool() ? input.double() : Double(input.numberText()) ?? 0
  let scale = input.pick([1.0, 2.0, 3.0, input.double()])
  if Limits.contains(Limits.width, width), [1.0, 2.0, 3.0].contains(scale) {
    let variant = RenderVariant(theme: value(), width: width, scale: scale)
    _ = variant.fileStem(direction: .leftToRight, screenWidth: input.bool() ? nil : input.double())
  }
  _ = width.clean
  _ = input.double().clean
  do {
    _ = try ToleranceSpec(
      threshold: input.bool() ? input.double() : nil, maxDiffPixels: input.bool() ? input.int(0...65535) - 100 : nil,
      maxDiffRatio: input.bool() ? input.double() : nil, ignoreAntialiasing: input.bool()
    ).diffOptions()
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  // The same values where a spec holds them.
  let spec = """
    matrix: { device: "\(value())", size: [\(value())], scheme: [\(input.bool() ? "" : value())], scale: \(input.numberText()) }
    tolerance: { threshold: \(input.numberText()), maxDiffPixels: \(input.numberText()), maxDiffRatio: \(input.numberText()) }
    screens: [{ name: a, width: \(input.numberText()), rows: [{ odsListItem: { title: "\(value())" } }] }]
    """
  do {
    _ = try SpecReader.parse(spec, file: "fuzz.yaml")
  } catch is ListShotError {
  } catch {
    fatalError("not a ListShotError: \(error)")
  }
  return 0
}
