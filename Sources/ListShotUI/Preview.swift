/// A preview, as `#Preview` makes it: its name, its traits, where it is written and the view it
/// shows. `parts()` is what the ListShotPreviews plugin's tests snapshot.
public struct Preview {
  /// The kind of traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public struct ViewTraits {}

  /// Where a preview is written: what a failing test points at.
  public struct Source: Hashable, Sendable {
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
    }

    /// `SettingsView.swift:12`.
    public var description: String {
      "\(filePath.split(separator: "/").last.map(String.init) ?? filePath):\(line)"
    }
  }

  public let name: String?
  public let traits: [PreviewTrait<ViewTraits>]
  public let source: Source
  let body: @MainActor () -> any View

  /// The preview `#Preview` declares (the macro passes where it is written).
  public init(
    _source source: Source, _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.init(source, name, [], body)
  }

  /// The preview `#Preview(_:traits:)` declares.
  public init(
    _source source: Source, _ name: String? = nil, traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.init(source, name, [traits] + additionalTraits, body)
  }

  /// A preview made in code, where it is written.
  public init(
    _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.init(Source(fileID: fileID, filePath: filePath, line: line, column: column), name, traits, body)
  }

  private init(
    _ source: Source, _ name: String?, _ traits: [PreviewTrait<ViewTraits>], _ body: @escaping @MainActor () -> any View
  ) {
    self.source = source
    self.name = name
    self.traits = traits
    self.body = body
  }
}
