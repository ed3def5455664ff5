import ListShotModel

/// `.controlSize(.small)`: the size of the bordered buttons inside (their font and padding).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge

  var model: ControlSizeModifier.Size {
    switch self {
    case .mini: return .mini
    case .small: return .small
    case .regular: return .regular
    case .large: return .large
    case .extraLarge: return .extraLarge
    }
  }
}

extension View {
  public func controlSize(_ size: ControlSize) -> some View {
    content("controlSize", ControlSizeModifier(size.model))
  }
}

extension SwiftUI { public typealias ControlSize = ListShotUI.ControlSize }
extension SwiftUICore { public typealias ControlSize = ListShotUI.ControlSize }
