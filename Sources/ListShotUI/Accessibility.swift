import ListShotModel

/// The accessibility modifiers: they tell VoiceOver what a view is and draw nothing. The label,
/// value, hint, hidden, traits, heading and children behaviour are read by the row's semantic
/// node (the VoiceOver transcript and the audit, `AccessibilityModifier`); the others are
/// accepted so that an app's views compile as they are written.
extension View {
  public func accessibilityLabel(_ label: Text) -> some View { spoken("accessibilityLabel", label: label.string) }
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    spoken("accessibilityHint", AccessibilityOverride(hint: String(hint)))
  }
  public func accessibilityHint(_ hint: Text) -> some View {
    spoken("accessibilityHint", AccessibilityOverride(hint: hint.string))
  }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    spoken("accessibilityValue", AccessibilityOverride(value: String(value)))
  }
  public func accessibilityValue(_ value: Text) -> some View {
    spoken("accessibilityValue", AccessibilityOverride(value: value.string))
  }
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    spoken("accessibilityHidden", AccessibilityOverride(isHidden: hidden))
  }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    spoken("accessibilityElement", AccessibilityOverride(children: children.model))
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    spoken("accessibilityAddTraits", AccessibilityOverride(addedTraits: traits.model))
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    spoken("accessibilityRemoveTraits", AccessibilityOverride(removedTraits: traits.model))
  }
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    ModifiedView(self, "accessibilityIdentifier", .none)
  }
  public func accessibilitySortPriority(_ priority: Double) -> some View {
    ModifiedView(self, "accessibilitySortPriority", .none)
  }
  /// `.accessibilityHeading(.h2)`: a heading (the level is not spoken).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    spoken("accessibilityHeading", AccessibilityOverride(addedTraits: [.header]))
  }
  public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> some View {
    ModifiedView(self, "accessibilityInputLabels", .none)
  }
  public func accessibilityAction(
    _ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    ModifiedView(self, "accessibilityAction", .none)
  }
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    ModifiedView(self, "accessibilityAction", .none)
  }
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    ModifiedView(self, "accessibilityAdjustableAction", .none)
  }
  public func accessibilityShowsLargeContentViewer() -> some View {
    ModifiedView(self, "accessibilityShowsLargeContentViewer", .none)
  }
  public func accessibilityRespondsToUserInteraction(_ responds: Bool = true) -> some View {
    ModifiedView(self, "accessibilityRespondsToUserInteraction", .none)
  }

  /// `.accessibilityRepresentation { Text("selected") }`: what VoiceOver reads in place of the
  /// view; the picture shows the view itself.
  public func accessibilityRepresentation<Representation: View>(
    @ViewBuilder representation: () -> Representation
  ) -> some View {
    ModifiedView(self, "accessibilityRepresentation", .none)
  }

  // The older spellings (`.accessibility(label:)` …).
  public func accessibility(label: Text) -> some View { spoken("accessibility", label: label.string) }
  public func accessibility(hint: Text) -> some View {
    spoken("accessibility", AccessibilityOverride(hint: hint.string))
  }
  public func accessibility(value: Text) -> some View {
    spoken("accessibility", AccessibilityOverride(value: value.string))
  }
  public func accessibility(hidden: Bool) -> some View {
    spoken("accessibility", AccessibilityOverride(isHidden: hidden))
  }
  public func accessibility(identifier: String) -> some View { ModifiedView(self, "accessibility", .none) }
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    spoken("accessibility", AccessibilityOverride(addedTraits: traits.model))
  }
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    spoken("accessibility", AccessibilityOverride(removedTraits: traits.model))
  }

  func spoken(_ name: String, label: String) -> ModifiedView { spoken(name, AccessibilityOverride(label: label)) }

  func spoken(_ name: String, _ override: AccessibilityOverride) -> ModifiedView {
    ModifiedView(self, name, .content(AccessibilityModifier(override)))
  }
}

/// `.accessibilityAddTraits(.isButton)`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The traits ListShot's semantics speak.
  var model: Set<AccessibilityOverride.Trait> {
    let traits: [(AccessibilityTraits, AccessibilityOverride.Trait)] = [
      (.isButton, .button), (.isLink, .link), (.isHeader, .header), (.isSelected, .selected), (.isToggle, .toggle),
      (.isImage, .image), (.isStaticText, .staticText),
    ]
    return Set(traits.filter { contains($0.0) }.map(\.1))
  }
}

/// `.accessibilityElement(children: .combine)`.
public enum AccessibilityChildBehavior: Hashable, Sendable {
  case ignore, contain, combine

  var model: AccessibilityOverride.Children {
    switch self {
    case .ignore: return .ignore
    case .contain: return .contain
    case .combine: return .combine
    }
  }
}

/// `.accessibilityHeading(.h2)`.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

/// `.accessibilityAction(.escape) { … }`.
public enum AccessibilityActionKind: Hashable, Sendable {
  case `default`, escape, magicTap, delete, showMenu
}

/// What `.accessibilityAdjustableAction` is told.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}
