import Foundation
import ListShotCore
import ListShotDisplayList

/// The display list as pretty, key-sorted JSON (frames in points, colours `#RRGGBBAA`, images
/// by path and digest): the same bytes for the same list, so it serves as a text golden.
public enum DisplayListJSON {
  public static func encode(_ list: DisplayList) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(list)
    data.append(0x0A)
    return data
  }

  /// The JSON with each image's path relative to `root` (a file outside it keeps only its
  /// name), so a text golden reads the same on every machine; the digest still names the
  /// bytes.
  public static func encode(_ list: DisplayList, imagePathsRelativeTo root: URL) throws -> Data {
    let prefix = root.standardizedFileURL.path + "/"
    var list = list
    list.items = list.items.map { item in
      guard case .image(var image) = item else { return item }
      let path = image.path
      let relative =
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : URL(fileURLWithPath: path).lastPathComponent
      image.file = .unread(relative, digest: image.file.digest)
      return .image(image)
    }
    return try encode(list)
  }
}
