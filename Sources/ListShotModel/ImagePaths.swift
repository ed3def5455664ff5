import ListShotCore

extension Screen {
  /// Every image file path the screen names, wherever it is: a row's icon or picture, an
  /// accessory, a free-form view, the bars around the list.
  ///
  /// The screen is walked by reflection, so a model type that gains an image field is covered
  /// without a line here: files are named only through `Icon.file`, `ImageSource.file`,
  /// `OUDSListItemFlag.Asset.file` and `ListAccessory.custom` (`ImagePathsTests` names files
  /// in rows, accessories, free-form views and the bars).
  public var imagePaths: Set<String> {
    var paths: Set<String> = []
    Self.collect(Mirror(reflecting: self), into: &paths)
    return paths
  }

  private static func collect(_ mirror: Mirror, into paths: inout Set<String>) {
    for child in mirror.children {
      if let path = Self.path(of: child.value) {
        paths.insert(path)
        continue
      }
      if child.value is String || child.value is ImageFile || child.value is ScreenSource { continue }
      collect(Mirror(reflecting: child.value), into: &paths)
    }
  }

  private static func path(of value: Any) -> String? {
    switch value {
    case let icon as Icon: if case .file(let path) = icon { return path }
    case let source as ImageSource: if case .file(let path) = source { return path }
    case let asset as OUDSListItemFlag.Asset: if case .file(let path) = asset { return path }
    case let accessory as ListAccessory: if case .custom(let path, _, _) = accessory { return path }
    default: break
    }
    return nil
  }
}
