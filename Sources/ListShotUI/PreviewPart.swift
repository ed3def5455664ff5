import ListShotCore
import ListShotModel

extension Preview {
  /// One picture of a preview: what one snapshot test draws, in each variant of the run's
  /// matrix, with what the preview sets (its traits, `.previewLayout`, `.environment(\.colorScheme, …)`
  /// …) in place of the matrix's values.
  public struct Part {
    /// The preview's name, else its `.previewDisplayName`, else the name it is given.
    public let name: String
    public let source: Source
    let view: any View
    let settings: PreviewSettings

    /// The name of its goldens, `<name>.<variant>.png`: runs of characters other than
    /// letters, digits, `-` and `_` become one `-` (`Dark, large text` → `Dark-large-text`).
    /// Empty when the name has no letter or digit.
    public var goldenName: String {
      var result = ""
      for character in name {
        if character.isLetter || character.isNumber || character == "_" || character == "-" {
          result.append(character)
        } else if !result.isEmpty, result.last != "-" {
          result.append("-")
        }
      }
      while result.hasSuffix("-") { result.removeLast() }
      return result
    }

    /// What assertSnapshot renders of this preview: the one place a preview's view becomes a
    /// screen. Named as its goldens, so that the screen's name check (portable file names) is
    /// theirs too.
    public func screen() -> Screen {
      func screen<V: View>(of view: V) -> Screen { Screen(goldenName.isEmpty ? "preview" : goldenName) { view } }
      return screen(of: view)
    }
  }

  /// The picture a `#Preview` shows (`fallbackName` names it when it has no name).
  @MainActor public func parts(fallbackName: String = "Preview") -> [Part] {
    let view = body()
    let settings = PreviewSettings(traits: traits, view: view)
    return [Part(name: name ?? settings.displayName ?? fallbackName, source: source, view: view, settings: settings)]
  }

  /// The pictures of a `PreviewProvider`: one per view of its `previews` (a `Group` of several
  /// is several), each named by its `.previewDisplayName`, else `typeName` (with `-2`, `-3` …
  /// when there are several).
  @MainActor public static func parts<P: PreviewProvider>(of provider: P.Type, named typeName: String, source: Source)
    -> [Part]
  {
    let views = split(P.previews)
    return views.enumerated().map { index, view in
      let settings = PreviewSettings(traits: [], view: view)
      let fallback = views.count == 1 || index == 0 ? typeName : "\(typeName)-\(index + 1)"
      return Part(name: settings.displayName ?? fallback, source: source, view: view, settings: settings)
    }
  }

  /// The views of a `PreviewProvider`'s `previews`: the views of its groups (and of the
  /// builder's blocks), each with the modifiers written around its group.
  static func split(_ view: any View) -> [any View] {
    switch view {
    case let list as ViewList: return list.views.flatMap(split)
    case let group as ViewGroup: return split(group.groupContent)
    case let modified as ModifiedView:
      let inner = split(modified.content)
      return inner.count == 1 ? [view] : inner.map { ModifiedView($0, modified.name, modified.action) }
    case let setting as PreviewSettingView:
      let inner = split(setting.content)
      return inner.count == 1 ? [view] : inner.map { PreviewSettingView(content: $0, setting: setting.setting) }
    default: return [view]
    }
  }
}

/// What a preview sets of the picture: from its traits, then from the preview-only modifiers
/// and the `.environment` values written around its view (the innermost wins, as it does for
/// the views inside).
struct PreviewSettings {
  var displayName: String?
  var scheme: ColorScheme?
  var size: DynamicTypeSize?
  var direction: LayoutDirection?
  var layout: PreviewLayout?
  var orientation: InterfaceOrientation?
  var device: PreviewDevice?

  init(traits: [PreviewTrait<Preview.ViewTraits>], view: any View) {
    for trait in traits {
      switch trait.kind {
      case .layout(let layout): self.layout = layout
      case .orientation(let orientation): self.orientation = orientation
      }
    }
    read(view)
  }

  /// Walks the modifiers around the preview's view, down to the first view that is not one.
  private mutating func read(_ view: any View) {
    var current = view
    while true {
      switch current {
      case let list as ViewList where list.views.count == 1: current = list.views[0]
      case let any as AnyView: current = any.view
      case let setting as PreviewSettingView:
        switch setting.setting {
        case .displayName(let name): displayName = name
        case .layout(let value): layout = value
        case .device(let value): device = value
        case .orientation(let value): orientation = value
        }
        current = setting.content
      case let modified as ModifiedView:
        if case .environment(let change) = modified.action { readEnvironment(change) }
        current = modified.content
      default: return
      }
    }
  }

  /// `.environment(\.colorScheme, .dark)` and the like: a change that gives the same value
  /// from two environments that differ in all three sets that value.
  private mutating func readEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    var first = EnvironmentValues()
    (first.colorScheme, first.dynamicTypeSize, first.layoutDirection) = (.light, .xSmall, .leftToRight)
    var second = EnvironmentValues()
    (second.colorScheme, second.dynamicTypeSize, second.layoutDirection) = (.dark, .accessibility5, .rightToLeft)
    change(&first)
    change(&second)
    if first.colorScheme == second.colorScheme { scheme = first.colorScheme }
    if first.dynamicTypeSize == second.dynamicTypeSize { size = first.dynamicTypeSize }
    if first.layoutDirection == second.layoutDirection { direction = first.layoutDirection }
  }
}

extension Preview.Part {
  /// The device a preview turned on its side is drawn on when the matrix names none: the one
  /// whose width is ListShot's default canvas width.
  static let defaultDevice = "iphone-16"

  /// The variant this part is drawn in for `variant` of the run's matrix: what the preview sets
  /// (scheme, Dynamic Type size, direction, device, orientation, layout) replaces the matrix's.
  public func variant(for variant: RenderVariant) throws -> RenderVariant {
    var device = variant.device
    var width = variant.width
    var scale = variant.scale
    if let name = settings.device?.rawValue {
      guard
        let named = Device.named(name)
          ?? Device.allPresets.first(where: { $0.name.lowercased() == name.lowercased() })
      else {
        throw error(
          "unknown preview device '\(name)'",
          expected: "one of: \(Device.presets.map(\.name).joined(separator: ", ")), or a preset id")
      }
      device = named
    }
    if let orientation = settings.orientation {
      if orientation.isLandscape {
        let base = device ?? Device.named(Self.defaultDevice)
        device = base.map { $0.isLandscape ? $0 : $0.landscape }
      } else if let turned = device, turned.isLandscape {
        device = Device.allPresets.first { $0.landscape.id == turned.id } ?? turned
      }
    }
    switch settings.layout {
    case .sizeThatFits?:
      width = device?.size.width ?? width
      scale = device?.scale ?? scale
      device = nil
    case .fixed(let w, let h)?:
      let text = "\(Double(w).clean)x\(Double(h).clean)@\((device?.scale ?? scale).clean)"
      guard let fixed = Device.named(text) else {
        throw error(
          "fixedLayout(width: \(Double(w).clean), height: \(Double(h).clean)) cannot be drawn",
          expected: Device.customFormat)
      }
      device = fixed
    case .device?, nil: break
    }
    return RenderVariant(
      theme: variant.theme, scheme: settings.scheme ?? variant.scheme,
      dynamicTypeSize: settings.size ?? variant.dynamicTypeSize, direction: settings.direction ?? variant.direction,
      device: device, width: device == nil ? width : nil, scale: scale, fullHeight: variant.fullHeight,
      chrome: variant.chrome)
  }

  private func error(_ message: String, expected: String) -> ListShotError {
    ListShotError(
      .badInput, at: SourceLocation(file: source.filePath, line: source.line, column: source.column),
      "preview '\(name)': \(message)", expected: expected)
  }
}
