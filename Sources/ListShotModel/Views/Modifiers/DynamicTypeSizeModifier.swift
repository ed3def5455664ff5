import ListShotCore

/// `.dynamicTypeSize(.large)`, `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`: the texts and
/// symbols inside at the render's Dynamic Type size clamped to these bounds (equal bounds: a
/// fixed size).
public struct DynamicTypeSizeModifier: EnvironmentModifierElement {
  public var minimum: DynamicTypeSize?
  public var maximum: DynamicTypeSize?

  public init(minimum: DynamicTypeSize? = nil, maximum: DynamicTypeSize? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `size` within the bounds.
  public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize {
    var size = size
    if let minimum, size < minimum { size = minimum }
    if let maximum, size > maximum { size = maximum }
    return size
  }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] {
    guard let minimum, let maximum, minimum > maximum else { return [] }
    return [ValidationIssue(path: "dynamicTypeSize", "dynamicTypeSize min \(minimum) is above max \(maximum)")]
  }

  static let sizes = SpecShape.choice(DynamicTypeSize.allCases.map(\.rawValue))

  public static let entry = ViewEntry(
    ".dynamicTypeSize", role: .modifier, initialisers: [".dynamicTypeSize(_:)", ".dynamicTypeSize(...size)"],
    pathKey: "dynamicTypeSize", children: .modified(slots: []),
    summary: "the texts and symbols inside at one Dynamic Type size, or at the render's size within bounds",
    spec: .modifier(
      "dynamicTypeSize",
      .oneOf([sizes, .object(["min" <- sizes, "max" <- sizes])], "A size, or { min, max } bounds.")
    ) { value, content in
      guard value.isMapping else {
        let size = DynamicTypeSize(rawValue: try value.alternative(0).choice())!
        return content.modified(by: DynamicTypeSizeModifier(minimum: size, maximum: size))
      }
      let map = try value.alternative(1).mapping("dynamicTypeSize")
      return content.modified(
        by: DynamicTypeSizeModifier(
          minimum: try map["min"].map { DynamicTypeSize(rawValue: try $0.choice())! },
          maximum: try map["max"].map { DynamicTypeSize(rawValue: try $0.choice())! }))
    },
    example: "{ vstack: [{ text: Follows the size }, { text: At most large, dynamicTypeSize: { max: large } }] }")
}
