import ListShotModel

/// SwiftUI's picker styles: `.pickerStyle(.menu)`, `.inline`, `.navigationLink`,
/// `.segmented`, `.palette`, `.wheel` (refused when drawn) and `.automatic` (the menu in a list).
public protocol PickerStyle {}

/// What a built-in picker style draws (a picker reads it from the environment when lowered).
protocol BuiltInPickerStyle {
  var kind: PickerStyleKind { get }
}

enum PickerStyleKind: String, Sendable {
  case menu, navigationLink, segmented, palette, inline, wheel
}

struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .inline }
}

public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .navigationLink }
}

public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .palette }
}

public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .wheel }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
  /// `.pickerStyle(.segmented)`: how the pickers inside are drawn.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = (style as? BuiltInPickerStyle)?.kind ?? .menu
    return modified("pickerStyle", .environment { $0[PickerStyleKey.self] = kind })
  }
}

extension SwiftUI { public typealias DefaultPickerStyle = ListShotUI.DefaultPickerStyle }
extension SwiftUI { public typealias MenuPickerStyle = ListShotUI.MenuPickerStyle }
extension SwiftUI { public typealias InlinePickerStyle = ListShotUI.InlinePickerStyle }
extension SwiftUI { public typealias NavigationLinkPickerStyle = ListShotUI.NavigationLinkPickerStyle }
extension SwiftUI { public typealias SegmentedPickerStyle = ListShotUI.SegmentedPickerStyle }
extension SwiftUI { public typealias PalettePickerStyle = ListShotUI.PalettePickerStyle }
extension SwiftUI { public typealias WheelPickerStyle = ListShotUI.WheelPickerStyle }
extension SwiftUI { public typealias PickerStyle = ListShotUI.PickerStyle }
