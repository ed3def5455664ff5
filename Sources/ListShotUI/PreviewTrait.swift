import Foundation

/// What a preview fixes of how it is shown, as in SwiftUI: `#Preview(traits: .sizeThatFitsLayout)`.
/// What a preview does not fix comes from the run's matrix (docs/previews.md).
public struct PreviewTrait<T>: Sendable {
  enum Kind: Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
  }
  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device of the run's matrix (or none).
  public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .layout(.device)) }
  /// No device: the screen as tall as its content, at the matrix's width.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .layout(.sizeThatFits)) }
  /// A canvas of this size in points, with no safe areas; what does not fit is cut off.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
  }
  public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation(.portrait)) }
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
  /// The device on its side (the matrix's device, else an iPhone 16).
  public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeLeft)) }
  public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeRight)) }
}

/// `.previewLayout(_:)` and the layout traits.
public enum PreviewLayout: Hashable, Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// `.previewInterfaceOrientation(_:)` and the orientation traits.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable {
  public let id: String
  public static let portrait = InterfaceOrientation(id: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `.previewDevice("iPhone 15")`: a device by the name Xcode lists it under, or by ListShot's
/// preset id (`iphone-16-pro`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
}
