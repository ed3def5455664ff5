import ListShotCore

extension ViewCatalogue {
  /// Xcode's previews: each one a snapshot test of its own through the ListShotPreviews plugin
  /// (docs/previews.md). What a preview sets (scheme, size, direction, device, orientation,
  /// layout) replaces the run's matrix for its goldens.
  static let previews: [ViewEntry] = [
    preview(
      "Preview", ["#Preview { … }", "#Preview(\"Name\") { … }", "#Preview(\"Name\", traits: …) { … }"],
      "a golden per preview and variant, named after the preview (`Tests/…/__Snapshots__/File/Name.variant.png`)"),
    preview(
      "PreviewProvider", ["static var previews: some View"],
      "a golden per view of its `previews` (a `Group` of several is several)", also: ["PreviewPlatform"]),
    preview(
      "PreviewTrait",
      [".sizeThatFitsLayout", ".fixedLayout(width:height:)", ".portrait", ".landscapeLeft", ".landscapeRight"],
      "a preview's layout or orientation", also: ["PreviewLayout", "InterfaceOrientation"]),
    preview(".previewDisplayName", [".previewDisplayName(_:)"], "the preview's name, and its goldens'"),
    preview(
      ".previewLayout", [".previewLayout(.sizeThatFits)", ".previewLayout(.fixed(width:height:))"], "its layout"),
    preview(
      ".previewDevice", [".previewDevice(\"iPhone 16 Pro\")"],
      "the device it is drawn on, by Xcode's name or a preset id",
      also: ["PreviewDevice"]),
    preview(
      ".previewInterfaceOrientation", [".previewInterfaceOrientation(.landscapeLeft)"],
      "the device turned on its side"),
  ]

  private static func preview(_ name: String, _ initialisers: [String], _ summary: String, also: [String] = [])
    -> ViewEntry
  {
    ViewEntry(
      name, role: name.hasPrefix(".") ? .modifier : .type, initialisers: initialisers,
      status: .composed(of: "the preview's view, as a snapshot test"), summary: summary, also: also)
  }
}
