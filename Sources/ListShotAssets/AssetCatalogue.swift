import Foundation
import ListShotCore
import ListShotFiles

/// An Xcode asset catalogue folder (`Assets.xcassets`): its colour sets and image sets by name.
///
/// The folder is walked in name order: a `*.colorset` is a colour, a `*.imageset` an image,
/// another set kind (`*.appiconset`, `*.symbolset`, `*.dataset` …) is skipped, and any other
/// folder is a group, whose sets are named `Group/Name` when its `Contents.json` says
/// `"provides-namespace": true`. Hostile input is bounded as every input of ListShot: only
/// regular files are read (a symbolic link anywhere inside is refused, so nothing outside the
/// catalogue is reached), each `Contents.json` within `Limits.maxAssetContentsBytes` (checked
/// with `fstat` before reading), at most `Limits.maxAssetSets` sets, `Limits.maxAssetEntries`
/// entries and `Limits.maxAssetFolderDepth` levels; every error names the `Contents.json`, the
/// key path and what was expected.
public struct AssetCatalogue: Hashable, Sendable {
  public let url: URL
  public private(set) var colors: [String: AssetColorSet] = [:]
  public private(set) var images: [String: AssetImageSet] = [:]

  /// Set folder extensions that are not colours or images: skipped, not descended into.
  static let otherSetKinds: Set<String> = [
    "appiconset", "symbolset", "dataset", "imagestack", "imagestacklayer", "brandassets", "launchimage",
    "arimageset", "arresourcegroup", "spriteatlas", "complicationset", "cubetextureset", "mipmaptextureset",
    "textureset", "iconset", "solidimagestack", "solidimagestacklayer", "stickerpack", "sticker",
    "stickersequence", "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "iconimagestack",
  ]

  /// Reads the catalogue at `url` (a folder; the path itself may be a link, the user chose it).
  public static func read(_ url: URL) throws -> AssetCatalogue {
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      throw ListShotError(.badInput, at: SourceLocation(file: url.path), "asset catalogue not found")
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: url.path), "the asset catalogue is not a folder",
        expected: "an Xcode asset catalogue folder (Assets.xcassets)")
    }
    var catalogue = AssetCatalogue(url: url)
    var walk = Walk()
    try catalogue.readFolder(url, prefix: "", depth: 0, &walk)
    return catalogue
  }

  struct Walk {
    var entries = 0
    var sets = 0
  }

  private mutating func readFolder(_ folder: URL, prefix: String, depth: Int, _ walk: inout Walk) throws {
    guard depth <= Limits.maxAssetFolderDepth else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: folder.path),
        "the asset catalogue's folders nest more than \(Limits.maxAssetFolderDepth) levels deep")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      throw ListShotError(.io, at: SourceLocation(file: folder.path), "cannot list the asset catalogue's folder")
    }
    walk.entries += names.count
    guard walk.entries <= Limits.maxAssetEntries else {
      throw ListShotError(
        .badInput, at: SourceLocation(file: url.path),
        "the asset catalogue holds more than \(Limits.maxAssetEntries) files and folders")
    }
    for name in names {
      let child = folder.appendingPathComponent(name)
      var status = stat()
      guard lstat(child.path, &status) == 0 else { continue }
      let type = status.st_mode & S_IFMT
      if type == S_IFLNK {
        throw ListShotError(
          .badInput, at: SourceLocation(file: child.path),
          "a symbolic link in an asset catalogue is not followed",
          hint: "put the file itself in the catalogue")
      }
      guard type == S_IFDIR else { continue }
      let ext = (name as NSString).pathExtension.lowercased()
      let base = (name as NSString).deletingPathExtension
      switch ext {
      case "colorset", "imageset":
        walk.sets += 1
        guard walk.sets <= Limits.maxAssetSets else {
          throw ListShotError(
            .badInput, at: SourceLocation(file: url.path),
            "the asset catalogue has more than \(Limits.maxAssetSets) colour and image sets")
        }
        let json = try Self.contents(of: child, required: true)!
        let setName = prefix + base
        if let other = colors[setName]?.file ?? images[setName]?.file {
          throw json.error("two sets are named '\(Excerpt.of(setName))' (the other: \(other))")
        }
        if ext == "colorset" {
          colors[setName] = try AssetColorSet.read(name: setName, json)
        } else {
          images[setName] = try AssetImageSet.read(name: setName, folder: child, json)
        }
      case _ where Self.otherSetKinds.contains(ext):
        continue
      default:
        var namespace = false
        if let json = try Self.contents(of: child, required: false),
          let properties = try json.optional("properties"),
          let flag = try properties.optional("provides-namespace")
        {
          namespace = try flag.bool()
        }
        try readFolder(child, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1, &walk)
      }
    }
  }

  /// The parsed `Contents.json` of `folder`; nil when absent and not `required`.
  static func contents(of folder: URL, required: Bool) throws -> AssetJSON? {
    let file = folder.appendingPathComponent("Contents.json")
    let bytes: [UInt8]?
    do {
      bytes = try InputFile.contents(file, maxBytes: Limits.maxAssetContentsBytes, followingLinks: false)
    } catch let failure as InputFile.Failure {
      throw ListShotError(.badInput, at: SourceLocation(file: file.path), failure.message(what: "Contents.json"))
    }
    guard let bytes else {
      guard !required else {
        throw ListShotError(
          .badInput, at: SourceLocation(file: file.path), "the set has no Contents.json",
          expected: "the Contents.json Xcode writes in every set")
      }
      return nil
    }
    return try AssetJSON.parse(bytes, file: file.path)
  }
}
