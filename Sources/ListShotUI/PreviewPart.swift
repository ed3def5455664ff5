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
    /// What the preview sets of its picture (ListShotTesting turns it into the variant drawn).
    public let settings: Preview.Settings

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
    let settings = Settings(traits: traits, view: view)
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
      let settings = Settings(traits: [], view: view)
      let fallback = views.count == 1 || index == 0 ? typeName : "\(typeName)-\(index + 1)"
      return Part(name: settings.displayName ?? fallback, source: source, view: view, settings: settings)
    }
  }

  /// The views of a `PreviewProvider`'s `previews`: the views of its groups (and of the
  /// builder's blocks), each with the modifiers written around its group.
  @MainActor static func split(_ view: any View) -> [any View] {
    switch view {
    case let group as any ViewGroup: return group.childViews.flatMap(split)
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

extension Preview {
  /// What a preview sets of the picture: from its traits, then from the preview-only modifiers
  /// and the `.environment` values written around its view (the innermost wins, as it does for
  /// the views inside).
  public struct Settings {
    public internal(set) var displayName: String?
    public internal(set) var scheme: ColorScheme?
    public internal(set) var size: DynamicTypeSize?
    public internal(set) var direction: LayoutDirection?
    public internal(set) var layout: PreviewLayout?
    public internal(set) var orientation: InterfaceOrientation?
    public internal(set) var device: PreviewDevice?

    @MainActor init(traits: [PreviewTrait<Preview.ViewTraits>], view: any View) {
      for trait in traits {
        switch trait.kind {
        case .layout(let layout): self.layout = layout
        case .orientation(let orientation): self.orientation = orientation
        }
      }
      read(view)
    }

    /// Walks the modifiers around the preview's view, down to the first view that is not one.
    @MainActor private mutating func read(_ view: any View) {
      var current = view
      while true {
        switch current {
        case let group as any ViewGroup where group.childViews.count == 1: current = group.childViews[0]
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
}
