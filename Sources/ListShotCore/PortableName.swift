/// Names that become a folder or file of goldens must be file names on every system the
/// goldens are checked out on, Windows included.
public enum PortableName {
  /// Device names Windows reserves in every folder, whatever follows a dot (`CON`, `con.txt`).
  static let reserved = Set(
    ["CON", "PRN", "AUX", "NUL", "COM¹", "COM²", "COM³", "LPT¹", "LPT²", "LPT³"]
      + (0...9).flatMap { ["COM\($0)", "LPT\($0)"] })

  /// Why Windows cannot have a file or folder named `name`, or nil when it can: a reserved
  /// device name (in any case, with or without an extension), or a name ending in a dot or a
  /// space (Windows drops them, so `a.` and `a` are one file there).
  public static func windowsProblem(_ name: String) -> String? {
    let base = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    if reserved.contains(base.trimmingTrailingSpaces().uppercased()) {
      return "'\(name)' is a device name Windows reserves (CON, PRN, AUX, NUL, COM0…COM9, LPT0…LPT9)"
    }
    if name.hasSuffix(".") || name.hasSuffix(" ") {
      return "'\(name)' ends with a dot or a space, which Windows drops from file names"
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text = text.dropLast() }
    return String(text)
  }
}
