import ListShotCore

extension ViewCatalogue {
  /// The controls that are drawn as other views of the catalogue: a link, a share link and a
  /// menu's closed label are buttons' labels in the tint; an image from the network is its
  /// placeholder (no network at run time).
  static let controls: [ViewEntry] = [
    control(
      "Link", ["Link(_:destination:)", "Link(destination:label:)"],
      "its label in the tint, as a button's (the URL is never opened)"),
    control(
      "ShareLink",
      [
        "ShareLink(item:)", "ShareLink(_:item:)", "ShareLink(item:label:)", "ShareLink(_:item:subject:message:)",
        "ShareLink(item:preview:)",
      ],
      "its label in the tint: \"Share\" with the square.and.arrow.up symbol unless it has its own",
      also: ["SharePreview"]),
    control(
      "Menu", ["Menu(_:content:)", "Menu(_:systemImage:content:)", "Menu(content:label:)"],
      "its label, closed, in the tint, as a button's; its items are not drawn"),
    control(
      "AsyncImage",
      ["AsyncImage(url:scale:)", "AsyncImage(url:scale:content:placeholder:)", "AsyncImage(url:scale:content:)"],
      "its placeholder (nothing is fetched): SwiftUI's grey fill, the `placeholder:` view, or the phase closure's view for `.empty`",
      also: ["AsyncImagePhase"]),
    control(
      "ContentUnavailableView",
      [
        "ContentUnavailableView(_:systemImage:description:)", "ContentUnavailableView(label:description:actions:)",
        "ContentUnavailableView.search", "ContentUnavailableView.search(text:)",
      ],
      "the empty state, centred: its symbol at 48 pt in the secondary colour, its title in Title 2 bold, its description in Subheadline secondary, then its actions (iOS 17's look as seen, not measured); inside `.overlay { if items.isEmpty { … } }` over a list with rows it is absent, as in the app"
    ),
    control(
      "LazyVStack", ["LazyVStack(alignment:spacing:pinnedViews:content:)"],
      "a VStack as wide as it is offered, its children aligned in that width (a VStack hugs them); nothing loads lazily in a still",
      also: ["PinnedScrollableViews"]),
    control("LazyHStack", ["LazyHStack(alignment:spacing:pinnedViews:content:)"], "an HStack"),
    control(
      "ScrollView", ["ScrollView(_:showsIndicators:content:)", "ScrollView(.horizontal)", "ScrollViewReader"],
      "horizontal: its content at its full width from the leading edge, cut at the scroll view's edges, as before it is scrolled; vertical: its content as written (a still shows its top)",
      also: ["ScrollViewReader", "ScrollViewProxy"]),
    control(
      "GroupBox",
      ["GroupBox(_:content:)", "GroupBox(content:label:)", "GroupBox(content:)", "GroupBox(label:content:)"],
      "its label in Headline over its content, 16 pt inside a rounded rectangle (radius 8) in the grouped tertiary background; iOS's look as seen, not measured"
    ),
  ]

  private static func control(_ name: String, _ initialisers: [String], _ summary: String, also: [String] = [])
    -> ViewEntry
  {
    ViewEntry(
      name, role: .list, initialisers: initialisers, status: .composed(of: "the views it is drawn as"),
      summary: summary, also: also)
  }
}
