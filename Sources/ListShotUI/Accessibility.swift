/// The accessibility modifiers: they tell VoiceOver what a view is, and draw nothing; they are
/// accepted so that an app's views compile as they are written.
extension View {
  public func accessibilityLabel(_ label: Text) -> some View { ModifiedView(self, "accessibilityLabel", .none) }
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    ModifiedView(self, "accessibilityHint", .none)
  }
  public func accessibilityHint(_ hint: Text) -> some View { ModifiedView(self, "accessibilityHint", .none) }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    ModifiedView(self, "accessibilityValue", .none)
  }
  public func accessibilityValue(_ value: Text) -> some View { ModifiedView(self, "accessibilityValue", .none) }
  public func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedView(self, "accessibilityHidden", .none) }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    ModifiedView(self, "accessibilityElement", .none)
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    ModifiedView(self, "accessibilityAddTraits", .none)
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    ModifiedView(self, "accessibilityRemoveTraits", .none)
  }
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    ModifiedView(self, "accessibilityIdentifier", .none)
  }
  public func accessibilitySortPriority(_ priority: Double) -> some View {
    ModifiedView(self, "accessibilitySortPriority", .none)
  }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    ModifiedView(self, "accessibilityHeading", .none)
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

  // The older spellings (`.accessibility(label:)` …).
  /// `.accessibilityRepresentation { Text("selected") }`: what VoiceOver reads in place of the
  /// view; the picture shows the view itself.
  public func accessibilityRepresentation<Representation: View>(
    @ViewBuilder representation: () -> Representation
  ) -> some View {
    ModifiedView(self, "accessibilityRepresentation", .none)
  }
  public func accessibility(label: Text) -> some View { ModifiedView(self, "accessibility", .none) }
  public func accessibility(hint: Text) -> some View { ModifiedView(self, "accessibility", .none) }
  public func accessibility(value: Text) -> some View { ModifiedView(self, "accessibility", .none) }
  public func accessibility(hidden: Bool) -> some View { ModifiedView(self, "accessibility", .none) }
  public func accessibility(identifier: String) -> some View { ModifiedView(self, "accessibility", .none) }
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    ModifiedView(self, "accessibility", .none)
  }
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    ModifiedView(self, "accessibility", .none)
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
}

/// `.accessibilityElement(children: .combine)`.
public enum AccessibilityChildBehavior: Hashable, Sendable {
  case ignore, contain, combine
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
