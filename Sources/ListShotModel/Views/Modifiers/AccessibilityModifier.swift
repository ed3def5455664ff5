import ListShotCore

/// SwiftUI's accessibility modifiers on a view of free-form content: what VoiceOver reads of
/// the views inside (`AccessibilityOverride`). Nothing is drawn; the row's semantic node reads
/// the texts and controls inside through it. On a whole row (a bare `Text` or a design
/// system's row) the override is the row's own (`Row.accessibility`).
public struct AccessibilityModifier: ViewElement {
  public var override: AccessibilityOverride

  public init(_ override: AccessibilityOverride) { self.override = override }

  public var entry: ViewEntry { Self.entry }

  public func issues() -> [ValidationIssue] { override.issues(at: "accessibility") }

  public static let entry = ViewEntry(
    ".accessibilityLabel", role: .modifier,
    initialisers: [
      ".accessibilityLabel(_:)", ".accessibilityValue(_:)", ".accessibilityHint(_:)", ".accessibilityHidden(_:)",
      ".accessibilityAddTraits(_:)", ".accessibilityRemoveTraits(_:)", ".accessibilityHeading(_:)",
      ".accessibilityElement(children:)", ".accessibility(label:)", ".accessibility(hidden:)",
    ],
    pathKey: "accessibility", children: .modified(slots: []),
    summary:
      "what VoiceOver reads of the views inside: a label in place of their texts, a value, a hint, hidden, traits (button, link, header, selected …); nothing is drawn, the VoiceOver transcript and the audit read it",
    spec: .modifier("accessibility", AccessibilityOverride.specShape) { value, content in
      content.modified(by: AccessibilityModifier(try AccessibilityOverride.read(value)))
    },
    example:
      "{ hstack: [{ image: star.fill, foregroundStyle: yellow }, { text: \"4.5\" }], accessibility: { label: Rated 4.5 stars } }",
    also: [
      ".accessibilityValue", ".accessibilityHint", ".accessibilityHidden", ".accessibilityAddTraits",
      ".accessibilityRemoveTraits", ".accessibilityHeading", ".accessibilityElement", ".accessibility",
      "AccessibilityTraits", "AccessibilityChildBehavior", "AccessibilityHeadingLevel",
    ])
}
