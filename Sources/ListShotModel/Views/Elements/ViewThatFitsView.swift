import ListShotCore

/// `ViewThatFits(in:) { … }`: the first child whose ideal size fits what it is offered on the
/// constrained axes, else the last; only that one is drawn.
public struct ViewThatFitsView: ViewElement {
  /// The axes a child must fit on (both by default).
  public enum Axes: String, Hashable, Sendable, CaseIterable { case both, horizontal, vertical }

  public var axes: Axes

  public init(axes: Axes = .both) { self.axes = axes }

  public var entry: ViewEntry { Self.entry }

  public static let entry = ViewEntry(
    "ViewThatFits", role: .view, initialisers: ["ViewThatFits(in:content:)"], pathKey: "viewThatFits",
    children: .indexed,
    summary:
      "the first child whose ideal size fits what it is offered on the axes named (both by default), else the last; only that one is drawn",
    spec: .view(
      "viewThatFits", .array(.ref("view"), "The candidates, the preferred first."),
      options: ["axes" <- .choice(Axes.allCases.map(\.rawValue), "The axes a child must fit on; default both.")]
    ) { value, options in
      let axes = try options["axes"].map { Axes(rawValue: try $0.choice())! } ?? .both
      return ViewNode(ViewThatFitsView(axes: axes), try value.items().map { try $0.view() })
    },
    example:
      "{ viewThatFits: [{ text: Tuesday 3 December 2026 at 18:30, lineLimit: 1 }, { text: Tue 3 Dec 18:30, lineLimit: 1 }], axes: horizontal }"
  )
}
