/// How the tests the ListShotPreviews plugin generates reach a `#Preview`, agreed between the
/// macro (which declares it) and the plugin's generator (which calls it). Both are built for
/// the host; nothing of this is linked into a test.
///
/// `#Preview` at line 12, column 1 of `SettingsView.swift` expands to
/// `func __listShotPreview(SettingsView_12_1: Void) -> ListShotUI.Preview`. A top-level macro
/// may only introduce names it declares in advance, so every preview declares the same
/// function, overloaded by its argument label; a module cannot hold two files of one name, so
/// the file's name, line and column make the label unique.
public enum PreviewSymbol {
  /// The function every `#Preview` declares.
  public static let function = "__listShotPreview"

  /// The argument label of the preview at `line` and `column` of the file `fileName`
  /// (`SettingsView.swift`): the name without `.swift`, its ASCII letters and digits kept and
  /// any other character written `_` and its code in hex and `_` (`_` itself too, so no two
  /// names meet), then the line and column. It starts with a letter or `_`, never a digit.
  public static func label(fileName: String, line: Int, column: Int) -> String {
    let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
    var label = stem.first.map { $0.isASCII && $0.isNumber } == true ? "_" : ""
    for scalar in stem.unicodeScalars {
      let isLetterOrDigit =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      label += isLetterOrDigit ? String(scalar) : "_\(String(scalar.value, radix: 16))_"
    }
    if label.isEmpty { label = "_" }
    return "\(label)_\(line)_\(column)"
  }
}
