// The product `ListShotUIPreviews`: ListShotUI, and the implementation of its `#Preview` macro
// (ListShotPreviewMacros, on swift-syntax), which SwiftPM hands the compiler for every target
// that depends on this. A target with previews depends on this in place of ListShotUI; its
// files `import ListShotUI` as before. Nothing else lives here: the macro's declaration,
// `Preview` and `PreviewProvider` are ListShotUI's, so that a target without previews keeps
// building without swift-syntax.
@_exported import ListShotUI
