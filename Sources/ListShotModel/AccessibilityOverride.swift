import ListShotCore

/// What SwiftUI's accessibility modifiers tell VoiceOver about a view, in place of (or beside)
/// what the view draws: `.accessibilityLabel`, `.accessibilityValue`, `.accessibilityHint`,
/// `.accessibilityHidden`, `.accessibilityAddTraits` / `.accessibilityRemoveTraits`,
/// `.accessibilityHeading` and `.accessibilityElement(children:)`. A picture shows nothing of
/// it; the row's semantic node (the VoiceOver transcript and the audit) reads it.
public struct AccessibilityOverride: Hashable, Sendable {
  /// The traits ListShot's semantics speak (the others are accepted and read as nothing).
  public enum Trait: String, Hashable, Sendable, CaseIterable, Comparable {
    case button, link, header, selected, toggle, image, staticText

    public static func < (a: Trait, b: Trait) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// `.accessibilityElement(children:)`: `ignore` reads none of the texts inside (only the
  /// label given), `combine` and `contain` read them as the row does.
  public enum Children: String, Hashable, Sendable, CaseIterable {
    case ignore, combine, contain
  }

  public var label: String?
  public var value: String?
  public var hint: String?
  public var isHidden: Bool?
  public var addedTraits: Set<Trait>
  public var removedTraits: Set<Trait>
  public var children: Children?

  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, isHidden: Bool? = nil,
    addedTraits: Set<Trait> = [], removedTraits: Set<Trait> = [], children: Children? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.isHidden = isHidden
    self.addedTraits = addedTraits
    self.removedTraits = removedTraits
    self.children = children
  }

  /// This override written outside `inner` (`Text("x").accessibilityLabel("a").accessibilityHint("b")`
  /// is `b` around `a`): each setting of the outer one replaces the inner one's, the traits add up.
  public func around(_ inner: AccessibilityOverride) -> AccessibilityOverride {
    AccessibilityOverride(
      label: label ?? inner.label, value: value ?? inner.value, hint: hint ?? inner.hint,
      isHidden: isHidden ?? inner.isHidden,
      addedTraits: inner.addedTraits.subtracting(removedTraits).union(addedTraits),
      removedTraits: inner.removedTraits.subtracting(addedTraits).union(removedTraits),
      children: children ?? inner.children)
  }

  /// The texts a subtree that drew `texts` speaks under this override.
  public func spokenTexts(_ texts: [String]) -> [String] {
    if isHidden == true { return [] }
    if let label { return [label] }
    return children == .ignore ? [] : texts
  }

  /// The issues of the texts it holds, at `path` (`accessibility.label` …), counted as a
  /// `Text`'s are.
  public func issues(at path: NodePath) -> [ValidationIssue] {
    [("label", label), ("value", value), ("hint", hint)].compactMap { key, text in
      guard let text, text.unicodeScalars.count > Limits.maxTextLength * 4 else { return nil }
      return ValidationIssue(
        path: path.appending(key), "the accessibility \(key) is longer than \(Limits.maxTextLength) characters")
    }
  }

  /// The spec's form, `{ label:, value:, hint:, hidden:, traits: [button], removeTraits: [], children: ignore }`,
  /// read the same on a row and on a view of free-form content.
  public static let specShape = SpecShape.object(
    "what VoiceOver reads of the view (SwiftUI's accessibility modifiers); nothing is drawn",
    [
      "label" <- .string(maxLength: Limits.maxTextLength), "value" <- .string(maxLength: Limits.maxTextLength),
      "hint" <- .string(maxLength: Limits.maxTextLength), "hidden" <- .boolean(),
      "traits" <- .array(.choice(Trait.allCases.map(\.rawValue))),
      "removeTraits" <- .array(.choice(Trait.allCases.map(\.rawValue))),
      "children" <- .choice(Children.allCases.map(\.rawValue)),
    ])

  /// Reads the spec's form.
  public static func read(_ value: any ViewSpecValue) throws -> AccessibilityOverride {
    let map = try value.mapping("accessibility")
    func traits(_ key: String) throws -> Set<Trait> {
      Set(try map[key]?.items().map { Trait(rawValue: try $0.choice())! } ?? [])
    }
    return AccessibilityOverride(
      label: try map["label"]?.string(), value: try map["value"]?.string(), hint: try map["hint"]?.string(),
      isHidden: try map["hidden"]?.bool(), addedTraits: try traits("traits"), removedTraits: try traits("removeTraits"),
      children: try map["children"].map { Children(rawValue: try $0.choice())! })
  }
}
