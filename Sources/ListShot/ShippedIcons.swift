import ListShotLayout
import ListShotResources

extension IconSet {
  /// The icon set of the package's resources (the Material Symbols and Material Icons code
  /// points, the SF Symbol names), read and parsed once per process.
  public static func shipped() throws -> IconSet { try shippedResult.get() }

  private static let shippedResult = Result { () throws -> IconSet in
    let manifest = try ListShotResources.manifest()
    let maps = manifest.files(.iconMap)
    guard let symbols = maps.first(where: { $0.path.hasSuffix(".codepoints") }),
      let icons = maps.first(where: { $0.path.hasSuffix(".scss") }),
      let names = manifest.files(.symbolNames).first
    else {
      throw ListShotResources.incomplete(ListShotResources.directory.path, "the manifest lists no icon map")
    }
    return try material(
      codepoints: ListShotResources.text(of: symbols), names: ListShotResources.text(of: names),
      materialIcons: ListShotResources.text(of: icons))
  }
}
