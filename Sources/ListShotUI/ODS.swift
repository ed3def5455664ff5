import ListShotModel

/// ods-ios's `ODSListItem` (1.x), with its initialisers: a title, an optional subtitle and
/// leading element, and a trailing text, text with an ⓘ button (the trailing closure),
/// checkmark or toggle. It lowers to the model's `ListShotModel.ODSListItem`; inside a
/// `NavigationLink` it draws its chevron.
public struct ODSListItem: View, PrimitiveView {
  public typealias Body = Never

  /// The leading element, as ods-ios names it.
  public enum Leading {
    case icon(Image)
    case appIcon(source: ODSImage.Source)
    case circularImage(source: ODSImage.Source)
    case squareImage(source: ODSImage.Source)
    case wideImage(source: ODSImage.Source)
  }

  public typealias SubtitleNumberOfLines = ListShotModel.ODSListItem.SubtitleNumberOfLines

  enum Trailing {
    case text(Text)
    case infoButton(Text?)
    case toggle(Bool)
    case checkmark(Bool)
  }

  let title: Text
  let subtitle: Text?
  let subtitleNumberOfLines: SubtitleNumberOfLines?
  let leading: Leading?
  let trailing: Trailing?

  public init(
    title: Text, subtitle: Text? = nil, subtitleNumberOfLines: SubtitleNumberOfLines? = .one, leading: Leading? = nil
  ) {
    self.init(title, subtitle, subtitleNumberOfLines, leading, nil)
  }

  public init(
    title: Text, subtitle: Text? = nil, subtitleNumberOfLines: SubtitleNumberOfLines? = .one, leading: Leading? = nil,
    trailingText: Text
  ) {
    self.init(title, subtitle, subtitleNumberOfLines, leading, .text(trailingText))
  }

  /// With the ⓘ button after the optional trailing text; its action never runs.
  public init(
    title: Text, subtitle: Text? = nil, subtitleNumberOfLines: SubtitleNumberOfLines? = .one, leading: Leading? = nil,
    trailingText: Text? = nil, trailingIButtonAction: @escaping () -> Void
  ) {
    self.init(title, subtitle, subtitleNumberOfLines, leading, .infoButton(trailingText))
  }

  public init(
    title: Text, subtitle: Text? = nil, subtitleNumberOfLines: SubtitleNumberOfLines? = .one, leading: Leading? = nil,
    trailingToggleIsOn: Binding<Bool>
  ) {
    self.init(title, subtitle, subtitleNumberOfLines, leading, .toggle(trailingToggleIsOn.wrappedValue))
  }

  public init(
    title: Text, subtitle: Text? = nil, subtitleNumberOfLines: SubtitleNumberOfLines? = .one, leading: Leading? = nil,
    trailingCheckmarkIsSelected: Bool
  ) {
    self.init(title, subtitle, subtitleNumberOfLines, leading, .checkmark(trailingCheckmarkIsSelected))
  }

  private init(
    _ title: Text, _ subtitle: Text?, _ lines: SubtitleNumberOfLines?, _ leading: Leading?, _ trailing: Trailing?
  ) {
    self.title = title
    self.subtitle = subtitle
    subtitleNumberOfLines = lines
    self.leading = leading
    self.trailing = trailing
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("ODSListItem")
    guard let lines = subtitleNumberOfLines else {
      throw inner.error("subtitleNumberOfLines: nil (no limit) is not drawn: ODS limits the subtitle to .one or .two")
    }
    let item = ListShotModel.ODSListItem(
      title: try title.plainString(in: inner.entering("title"), for: "title"),
      subtitle: try subtitle?.plainString(in: inner.entering("subtitle"), for: "subtitle"),
      subtitleNumberOfLines: lines, leading: try leading.map { try $0.model(in: inner.entering("leading")) },
      trailing: try trailing.map { try $0.model(in: inner.entering("trailing")) })
    return [.row(LoweredRow(row: Row(.odsListItem(item)), source: "ODSListItem", path: inner.pathDescription))]
  }

  /// `.odsListItemStyle()`: the height and paddings ods-ios gives the item, which ListShot
  /// always draws.
  public func odsListItemStyle(showSeparator: Bool = true) -> some View {
    modified(
      "odsListItemStyle",
      .row { row, _ in
        if case .odsListItem(var item) = row.row.content {
          item.hasDivider = showSeparator
          row.row.content = .odsListItem(item)
        }
      })
  }
}

extension View {
  /// `.odsListItemStyle()` on a `NavigationLink` whose label is an `ODSListItem`.
  public func odsListItemStyle(showSeparator: Bool = true) -> some View {
    modified(
      "odsListItemStyle",
      .row { row, context in
        guard case .odsListItem(var item) = row.row.content else {
          throw context.error(
            ".odsListItemStyle() styles an ODSListItem (or a NavigationLink to one), not \(row.source)")
        }
        item.hasDivider = showSeparator
        row.row.content = .odsListItem(item)
      })
  }
}

extension ODSListItem.Leading {
  @MainActor
  func model(in context: LoweringContext) throws -> ListShotModel.ODSListItem.Leading {
    switch self {
    case .icon(let image):
      let (icon, color) = try image.iconAndColor(in: context)
      return .icon(icon, color: color)
    case .appIcon(let source): return .appIcon(try source.model(in: context))
    case .circularImage(let source): return .circularImage(try source.model(in: context))
    case .squareImage(let source): return .squareImage(try source.model(in: context))
    case .wideImage(let source): return .wideImage(try source.model(in: context))
    }
  }
}

extension ODSListItem.Trailing {
  func model(in context: LoweringContext) throws -> ListShotModel.ODSListItem.Trailing {
    switch self {
    case .text(let text): return .text(try text.plainString(in: context, for: "trailing text"))
    case .infoButton(let text):
      return .textWithInfoButton(try text?.plainString(in: context, for: "trailing text") ?? "")
    case .toggle(let isOn): return .toggle(isOn: isOn)
    case .checkmark(let isSelected): return .checkmark(isSelected: isSelected)
    }
  }
}

/// ods-ios's `ODSImage`: where a leading image comes from. A URL is never fetched: the
/// placeholder is drawn, as the app shows it while loading.
public enum ODSImage {
  @MainActor
  public enum Source {
    case image(Image)
    case asyncImage(URL, Image)

    public init(url: URL, placeholder: Image = Image("ods_empty")) { self = .asyncImage(url, placeholder) }

    /// The model's source: a file, or a URL (drawn as the placeholder unless fetching is on).
    func model(in context: LoweringContext) throws -> ImageSource {
      switch self {
      case .image(let image):
        if case .file(let path) = try context.resolvingAsset(image.view.source) { return .file(path: path) }
        throw context.error(
          "an ODS image needs a file: \(context.facts.assets.notFound(name(of: image), kind: .image).message)",
          hint: "name the app's Assets.xcassets in ScreenState(assetCatalogues:), or use Image(file:) with a PNG or SVG"
        )
      case .asyncImage(let url, _): return .url(url.absoluteString)
      }
    }

    private func name(of image: Image) -> String {
      if case .named(let name) = image.view.source { return name }
      return ""
    }
  }
}
