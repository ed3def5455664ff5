// `#Preview`, with SwiftUI's arguments. ListShotUI declares the macro; its implementation
// (ListShotPreviewMacros, built on swift-syntax) comes with the product `ListShotUIPreviews`,
// which a target that has previews depends on in place of `ListShotUI`: a target that depends
// on ListShotUI alone builds no swift-syntax, and a `#Preview` in it stops the build with
// "plugin for module 'ListShotPreviewMacros' not found" (docs/previews.md).
//
// Each preview becomes a function the ListShotPreviews plugin's tests call
// (`ListShotPreviewSymbols`), hence the one name the macro declares.

/// A preview of a view, as in SwiftUI: `#Preview { SettingsView() }`, `#Preview("Dark") { … }`.
/// With the ListShotPreviews plugin on a test target, each one is a snapshot test.
@freestanding(declaration, names: named(__listShotPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "ListShotPreviewMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview("Card", traits: .sizeThatFitsLayout) { … }`,
/// `.fixedLayout(width:height:)`, `.portrait`, `.landscapeLeft`.
@freestanding(declaration, names: named(__listShotPreview))
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ListShotPreviewMacros", type: "PreviewMacro")
