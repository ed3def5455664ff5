import Foundation
import ListShotModel

/// `.symbolVariant(.fill)`, `.circle.fill`, `.slash`: the SF Symbol variant, as the suffixes
/// of the symbol's name (`bell` → `bell.slash.fill`).
public struct SymbolVariants: Hashable, Sendable {
  var shape: String?
  var isSlashed = false
  var isFilled = false

  public static let none = SymbolVariants()
  public static let circle = SymbolVariants(shape: "circle")
  public static let square = SymbolVariants(shape: "square")
  public static let rectangle = SymbolVariants(shape: "rectangle")
  public static let fill = SymbolVariants(isFilled: true)
  public static let slash = SymbolVariants(isSlashed: true)

  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  public var square: SymbolVariants { with { $0.shape = "square" } }
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// `name` with the suffixes it lacks, in SF Symbols' order (shape, slash, fill).
  func applied(to name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    let hadFill = parts.last == "fill"
    if hadFill { parts.removeLast() }
    if let shape, !parts.contains(shape) { parts.append(shape) }
    if isSlashed, !parts.contains("slash") { parts.append("slash") }
    if isFilled || hadFill { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}

/// `ContentMode`, for `.aspectRatio(contentMode:)`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

extension View {
  /// `.aspectRatio(contentMode: .fill)`, `.aspectRatio(16 / 9, contentMode: .fit)`.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    content(
      "aspectRatio",
      AspectRatioModifier(aspectRatio.map(Double.init), contentMode: contentMode == .fit ? .fit : .fill))
  }

  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }

  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// `.symbolVariant(.fill)` on any view: the symbols inside in that variant.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    ModifiedView(self, "symbolVariant", .environment { $0.symbolVariants = variant })
  }
}
