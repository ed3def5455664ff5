import Foundation
import ListShotCore
import ListShotModel

/// Decodes `odsListItem:` with the ods-ios parameter names.
///
/// ```yaml
/// - odsListItem:
///     title: Title
///     subtitle: Subtitle
///     subtitleNumberOfLines: 2
///     leading: { wideImage: placeholder }      # or { icon: heart, color: "#FF7900" }
///     trailing: { text: Details, infoButton: true }
///     navigationLink: true
/// ```
enum ODSListItemDecoder {
  static func decode(_ node: SpecNode) throws -> ODSListItem {
    let map = try node.mapping(SpecShapes.odsListItem, what: "odsListItem")
    let trailingKeys = ["trailing", "trailingText", "trailingCheckmarkIsSelected", "trailingToggleIsOn"]
    let givenTrailing = trailingKeys.filter { map[$0] != nil }
    if givenTrailing.count > 1 {
      throw node.error(
        "odsListItem has more than one trailing element: \(givenTrailing.joined(separator: ", "))",
        hint: "keep one of them")
    }
    var trailing: ODSListItem.Trailing?
    if let value = map["trailing"] { trailing = try decodeTrailing(value) }
    if let value = map["trailingText"] { trailing = .text(try value.string()) }
    if let value = map["trailingCheckmarkIsSelected"] { trailing = .checkmark(isSelected: try value.bool()) }
    if let value = map["trailingToggleIsOn"] { trailing = .toggle(isOn: try value.bool()) }

    let lines = try map.int("subtitleNumberOfLines") ?? 1
    return ODSListItem(
      title: try map.required("title").string(),
      subtitle: try map["subtitle"]?.string(),
      subtitleNumberOfLines: lines == 2 ? .two : .one,
      leading: try map["leading"].map(decodeLeading),
      trailing: trailing,
      isNavigationLink: try map["navigationLink"]?.bool() ?? false,
      hasDivider: try map["hasDivider"]?.bool() ?? true)
  }

  static func decodeLeading(_ node: SpecNode) throws -> ODSListItem.Leading {
    let kinds = ["icon", "appIcon", "circularImage", "squareImage", "wideImage"]
    let map = try node.mapping(SpecShapes.leading, what: "leading")
    let given = map.entries.filter { kinds.contains($0.key) }
    guard given.count == 1, let entry = given.first else {
      throw node.error(
        "leading has exactly one of: \(kinds.joined(separator: ", "))",
        expected: "one of: \(kinds.joined(separator: ", ")), and 'color' with an icon")
    }
    let color = try map["color"].map(ImageSourceDecoder.iconColor)
    if entry.key == "icon" { return .icon(try ImageSourceDecoder.icon(entry.value), color: color) }
    if let node = map["color"] {
      throw node.error("'color' applies to a leading icon, not to \(entry.key)", hint: "remove 'color', or use 'icon'")
    }
    let source = try ImageSourceDecoder.image(entry.value)
    switch entry.key {
    case "appIcon": return .appIcon(source)
    case "circularImage": return .circularImage(source)
    case "squareImage": return .squareImage(source)
    default: return .wideImage(source)
    }
  }

  static func decodeTrailing(_ node: SpecNode) throws -> ODSListItem.Trailing {
    let map = try node.mapping(SpecShapes.trailing, what: "trailing")
    let hasInfo = try map["infoButton"]?.bool() ?? false
    switch (map["text"], map["checkmark"], map["toggle"]) {
    case (let text?, nil, nil):
      let value = try text.string()
      return hasInfo ? .textWithInfoButton(value) : .text(value)
    case (nil, let checkmark?, nil) where !hasInfo:
      return .checkmark(isSelected: try checkmark.bool())
    case (nil, nil, let toggle?) where !hasInfo:
      return .toggle(isOn: try toggle.bool())
    default:
      throw node.error(
        "trailing takes one of 'text' (with optional 'infoButton'), 'checkmark' or 'toggle'")
    }
  }
}

/// Decodes icons and image sources, resolving file paths against the spec's folder.
enum ImageSourceDecoder {
  static let imageExtensions = ["png", "jpg", "jpeg", "svg"]

  /// An icon's own colour: `accent`, `red`, `green`, `blue`, `gray`, `label`, or `#RRGGBB` /
  /// `#RRGGBBAA`.
  static func iconColor(_ node: SpecNode) throws -> TintColor { try ListRowDecoder.tint(node) }

  /// `heart` (a built-in name) or `{file: icons/star.svg}`.
  static func icon(_ node: SpecNode) throws -> Icon {
    if case .mapping = node.node {
      let map = try node.mapping(SpecShapes.icon, what: "icon")
      if let name = map["name"] { return try named(name) }
      return .file(path: try existingFile(map.required("file")))
    }
    return try named(node)
  }

  private static func named(_ node: SpecNode) throws -> Icon {
    let name = try node.string()
    if let check = node.context.iconCheck, let error = check(name, node.location) { throw error }
    return .named(name)
  }

  /// `placeholder`, a file path, an `http(s)://` URL, or `{file: …}` / `{url: …}`.
  static func image(_ node: SpecNode) throws -> ImageSource {
    if case .mapping = node.node {
      let map = try node.mapping(SpecShapes.imageSource, what: "image source")
      if let url = map["url"] { return .url(try url.string()) }
      return .file(path: try existingFile(map.required("file")))
    }
    let text = try node.string()
    if text == "placeholder" { return .placeholder }
    if text.contains("://") { return .url(text) }
    return .file(path: try existingFile(node))
  }

  static func existingFile(_ node: SpecNode) throws -> String {
    let text = try node.string()
    let path = text.hasPrefix("/") ? text : node.context.directory + "/" + text
    let ext = (text as NSString).pathExtension.lowercased()
    guard !ext.isEmpty else {
      throw node.error(
        "image path '\(Excerpt.of(text))' has no extension, so its type is unknown",
        expected: "a .png, .jpg, .jpeg or .svg file",
        hint: "an icon is named with 'icon:', a picture with its file name")
    }
    guard imageExtensions.contains(ext) else {
      throw node.error("unsupported image type '.\(ext)'", expected: "a .png, .jpg, .jpeg or .svg file")
    }
    return try readImage(at: path, node)
  }

  /// The image file at `path` (named by `node`), read and checked once; its standardised path.
  static func readImage(at path: String, _ node: SpecNode) throws -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
    else { throw node.error(ImageFileError.notFound(path).message) }
    let key = (path as NSString).standardizingPath
    if let known = node.context.images[key] {
      node.context.screenImages[key] = known
      return key
    }
    do {
      let file = try ImageFileReader.read(path, as: key, check: node.context.imageCheck)
      node.context.images[key] = file
      node.context.screenImages[key] = file
    } catch let error as ImageFileError {
      throw node.error(error.message)
    }
    return key
  }
}
