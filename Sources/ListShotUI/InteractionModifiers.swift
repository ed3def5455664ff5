import Foundation

/// What shapes touches, keys, pointers, focus, scrolling and selection in a running app:
/// accepted, with nothing to draw in a still picture.
extension View {
  /// `.contentShape(Rectangle())`: where a touch lands, not what is drawn.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    ModifiedView(self, "contentShape", .none)
  }
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    ModifiedView(self, "contentShape", .none)
  }
  public func allowsHitTesting(_ enabled: Bool) -> some View { ModifiedView(self, "allowsHitTesting", .none) }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    ModifiedView(self, "keyboardShortcut", .none)
  }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    ModifiedView(self, "keyboardShortcut", .none)
  }
  /// `.help("…")`: a pointer's tooltip.
  public func help<S: StringProtocol>(_ text: S) -> some View { ModifiedView(self, "help", .none) }
  public func help(_ text: Text) -> some View { ModifiedView(self, "help", .none) }
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { ModifiedView(self, "onHover", .none) }
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    ModifiedView(self, "hoverEffect", .none)
  }
  public func focusable(_ isFocusable: Bool = true) -> some View { ModifiedView(self, "focusable", .none) }
  public func textSelection(_ selectability: TextSelectability) -> some View {
    ModifiedView(self, "textSelection", .none)
  }
  /// `.privacySensitive()`: drawn as it is (only a redacted screen hides it).
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    ModifiedView(self, "privacySensitive", .none)
  }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    ModifiedView(self, "scrollDismissesKeyboard", .none)
  }
  /// `.scrollDisabled(true)`: the list is drawn at its top either way.
  public func scrollDisabled(_ disabled: Bool) -> some View { ModifiedView(self, "scrollDisabled", .none) }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    ModifiedView(self, "scrollBounceBehavior", .none)
  }
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    ModifiedView(self, "onOpenURL", .none)
  }
  /// `.preferredColorScheme(.dark)`: the render variant sets the appearance (a test names the
  /// variants it records), so a preview's preferred scheme changes nothing.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    ModifiedView(self, "preferredColorScheme", .none)
  }
}

/// Which of a view's shapes `.contentShape(_:_:)` sets.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// A key of a keyboard shortcut: a character (`"n"`) or a named key (`.return`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }

  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{7F}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
}

/// The modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// `.keyboardShortcut(.defaultAction)`, `KeyboardShortcut("s", modifiers: .command)`.
public struct KeyboardShortcut: Hashable, Sendable {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A pointer's effect on iPad (`.hoverEffect(.lift)`).
public struct HoverEffect: Hashable, Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

/// `.textSelection(.enabled)`.
public struct TextSelectability: Hashable, Sendable {
  let isEnabled: Bool
  public static let enabled = TextSelectability(isEnabled: true)
  public static let disabled = TextSelectability(isEnabled: false)
}

/// `.scrollDismissesKeyboard(.interactively)`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// `.scrollBounceBehavior(.basedOnSize)`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
  /// `.scrollIndicators(.hidden)`: a still picture shows no scroll indicator.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    ModifiedView(self, "scrollIndicators", .none)
  }
}

/// `.scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension SwiftUI {
  public typealias ContentShapeKinds = ListShotUI.ContentShapeKinds
  public typealias KeyEquivalent = ListShotUI.KeyEquivalent
  public typealias EventModifiers = ListShotUI.EventModifiers
  public typealias KeyboardShortcut = ListShotUI.KeyboardShortcut
  public typealias HoverEffect = ListShotUI.HoverEffect
  public typealias TextSelectability = ListShotUI.TextSelectability
  public typealias ScrollDismissesKeyboardMode = ListShotUI.ScrollDismissesKeyboardMode
  public typealias ScrollBounceBehavior = ListShotUI.ScrollBounceBehavior
  public typealias ScrollIndicatorVisibility = ListShotUI.ScrollIndicatorVisibility
}
