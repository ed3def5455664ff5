import ListShot
import ListShotCore

/// What the page's switches select: a theme (by its index in the served list), a scheme, a
/// Dynamic Type size, a direction (nil: each card's own) and the iOS look. Parsed from the
/// page's query, `?theme=0&scheme=dark&size=large&direction=auto&look=ios18`; every value is
/// checked.
public struct PreviewSettings: Hashable, Sendable {
  public var theme: Int
  public var scheme: ColorScheme
  public var size: DynamicTypeSize
  public var direction: LayoutDirection?
  public var look: Look

  public init(
    theme: Int = 0, scheme: ColorScheme = .light, size: DynamicTypeSize = .default, direction: LayoutDirection? = nil,
    look: Look = .default
  ) {
    self.theme = theme
    self.scheme = scheme
    self.size = size
    self.direction = direction
    self.look = look
  }

  /// The settings a query names; a missing key keeps its default, a bad value is an error
  /// message for the page.
  public static func parse(
    _ query: [(name: String, value: String)], themeCount: Int, look: Look = .default
  ) -> Result<PreviewSettings, SettingsError> {
    var settings = PreviewSettings(look: look)
    for (name, value) in query {
      switch name {
      case "theme":
        guard let index = Int(value), (0..<themeCount).contains(index) else {
          return .failure(SettingsError("theme must be 0 … \(themeCount - 1), not '\(value.prefix(40))'"))
        }
        settings.theme = index
      case "scheme":
        guard let scheme = ColorScheme(rawValue: value) else {
          return .failure(SettingsError("scheme must be light or dark"))
        }
        settings.scheme = scheme
      case "size":
        guard let size = DynamicTypeSize(name: value) else {
          return .failure(SettingsError("unknown size '\(value.prefix(40))'"))
        }
        settings.size = size
      case "direction":
        if value == "auto" {
          settings.direction = nil
        } else if let direction = LayoutDirection(rawValue: value) {
          settings.direction = direction
        } else {
          return .failure(SettingsError("direction must be auto, ltr or rtl"))
        }
      case "look":
        guard let look = Look(rawValue: value) else {
          return .failure(SettingsError("look must be \(Look.allCases.map(\.rawValue).joined(separator: " or "))"))
        }
        settings.look = look
      default: continue
      }
    }
    return .success(settings)
  }

  public struct SettingsError: Error, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
  }
}
