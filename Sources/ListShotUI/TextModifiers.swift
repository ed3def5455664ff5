import ListShotCore
import ListShotModel

// The text modifiers of any view (SwiftUI's `View` spellings of iOS 16 and later): each sets
// what the texts inside are drawn with, as the model's modifier of the same name.
extension View {
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    decoration(.strikethrough, isActive, color)
  }

  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    decoration(.underline, isActive, color)
  }

  public func monospacedDigit() -> some View { content("monospacedDigit", MonospacedDigitModifier()) }
  public func kerning(_ kerning: CGFloat) -> some View { content("kerning", TrackingModifier(Double(kerning))) }
  public func tracking(_ tracking: CGFloat) -> some View { content("tracking", TrackingModifier(Double(tracking))) }
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    content("lineSpacing", LineSpacingModifier(Double(lineSpacing)))
  }

  /// `.textCase(.uppercase)`; `.textCase(nil)` keeps the texts as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    let model: TextCase =
      switch textCase {
      case .uppercase?: .uppercase
      case .lowercase?: .lowercase
      case nil: .none
      }
    return content("textCase", TextCaseModifier(model))
  }

  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    let model: TextTruncation =
      switch mode {
      case .head: .head
      case .middle: .middle
      case .tail: .tail
      }
    return content("truncationMode", TruncationModeModifier(model))
  }

  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    content("minimumScaleFactor", MinimumScaleFactorModifier(Double(factor)))
  }

  /// `.fontDesign(.serif)`, `.fontDesign(.monospaced)` …; nil keeps the design around.
  public func fontDesign(_ design: Font.Design?) -> some View {
    guard let design else { return ModifiedView(self, "fontDesign", .none) }
    return content("fontDesign", FontDesignModifier(design.model))
  }

  public func monospaced(_ isActive: Bool = true) -> some View { fontDesign(isActive ? .monospaced : nil) }

  /// `.dynamicTypeSize(.large)`: the views inside at that size, whatever the render's; the
  /// range forms clamp the render's size (`...DynamicTypeSize.xxLarge`). `@Environment(\.dynamicTypeSize)`
  /// inside reads the clamped size.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { typeSize(minimum: size, maximum: size) }
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
    typeSize(minimum: range.lowerBound, maximum: range.upperBound)
  }
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
    typeSize(minimum: nil, maximum: range.upperBound)
  }
  public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
    typeSize(minimum: range.lowerBound, maximum: nil)
  }

  private func typeSize(minimum: DynamicTypeSize?, maximum: DynamicTypeSize?) -> ModifiedView {
    let bounds = DynamicTypeSizeModifier(minimum: minimum, maximum: maximum)
    let content = ModifiedView(self, "dynamicTypeSize", .content(bounds))
    return ModifiedView(
      content, "dynamicTypeSize", .environment { $0.dynamicTypeSize = bounds.clamp($0.dynamicTypeSize) })
  }

  private func decoration(_ line: TextDecorationModifier.Line, _ isActive: Bool, _ color: Color?) -> ModifiedView {
    ModifiedView(
      self, line.rawValue,
      .resolved { context in
        let tint = try color.map { try $0.tint(in: context.entering(".\(line.rawValue)")) }
        let element = TextDecorationModifier(line, isActive: isActive, color: tint)
        return ContentWrap(element: element) { ViewNode(element, [$0]) }
      })
  }
}
