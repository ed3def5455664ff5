import Foundation

/// The modifiers a sheet's content sets on the sheet that presents it (its heights, grabber,
/// corners, background): accepted with nothing drawn, because a view ListShot renders is drawn
/// as a screen of its own, not inside a sheet.
extension View {
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    ModifiedView(self, "presentationDetents", .none)
  }
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    ModifiedView(self, "presentationDetents", .none)
  }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    ModifiedView(self, "presentationDragIndicator", .none)
  }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    ModifiedView(self, "presentationCornerRadius", .none)
  }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    ModifiedView(self, "presentationBackground", .none)
  }
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    ModifiedView(self, "presentationBackgroundInteraction", .none)
  }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    ModifiedView(self, "presentationCompactAdaptation", .none)
  }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    ModifiedView(self, "interactiveDismissDisabled", .none)
  }
}

/// A sheet's height (`.medium`, `.large`, `.fraction(0.3)`, `.height(200)`).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  let value: Double

  public static let medium = PresentationDetent(name: "medium", value: 0)
  public static let large = PresentationDetent(name: "large", value: 0)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction", value: Double(fraction))
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height", value: Double(height))
  }
}

/// Whether the screen under a sheet takes touches (`.enabled(upThrough: .medium)`).
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// What a popover or sheet becomes in a compact width (`.presentationCompactAdaptation(.none)`).
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension SwiftUI {
  public typealias PresentationDetent = ListShotUI.PresentationDetent
  public typealias PresentationBackgroundInteraction = ListShotUI.PresentationBackgroundInteraction
  public typealias PresentationAdaptation = ListShotUI.PresentationAdaptation
}
