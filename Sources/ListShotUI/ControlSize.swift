import ListShotModel

/// `.controlSize(.small)`: the size of the bordered buttons inside (their font and padding);
/// `.buttonBorderShape(.capsule)`: their shape.
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

/// `.buttonBorderShape(.capsule)`: the shape of the bordered buttons inside.
public struct ButtonBorderShape: Hashable, Sendable {
  let shape: ButtonBorderShapeModifier.Shape

  public static let automatic = ButtonBorderShape(shape: .automatic)
  public static let capsule = ButtonBorderShape(shape: .capsule)
  public static let circle = ButtonBorderShape(shape: .circle)
  public static let roundedRectangle = ButtonBorderShape(shape: .roundedRectangle(radius: nil))
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(shape: .roundedRectangle(radius: Double(radius)))
  }
}

extension View {
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    content("buttonBorderShape", ButtonBorderShapeModifier(shape.shape))
  }
}

extension SwiftUI { public typealias ButtonBorderShape = ListShotUI.ButtonBorderShape }
