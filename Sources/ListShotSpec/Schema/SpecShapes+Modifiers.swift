// Declarations of the SwiftUI list modifiers' keys (docs/list-modifiers.md).

import ListShotCore
import ListShotModel

extension SpecShapes {
  static let visibilities = Visibility.allCases.map(\.rawValue)
  static let separatorEdges = SeparatorEdges.allCases.map(\.rawValue)

  /// `listRowSeparator` and `listSectionSeparator`: a visibility, or one with the edges.
  static let separatorVisibility: SpecShape = .oneOf(
    [
      .choice(visibilities),
      .object(
        required: ["visibility"],
        [
          "visibility" <- .choice(visibilities),
          "edges" <- .choice(separatorEdges, default: "all"),
        ]),
    ],
    "SwiftUI's listRowSeparator(_:edges:) / listSectionSeparator(_:edges:): hidden, visible or automatic, on the top, bottom or all edges."
  )

  static let separatorTint: SpecShape = .oneOf(
    [
      .string(pattern: colorPattern),
      .object(
        required: ["color"],
        [
          "color" <- .ref("color"),
          "edges" <- .choice(separatorEdges, default: "all"),
        ]),
    ], "SwiftUI's listRowSeparatorTint(_:edges:): a tint, or one with the edges.")

  static let rowInsets: SpecShape = .oneOf(
    [
      .number("Every edge.", minimum: Limits.rowInset.lowerBound, maximum: Limits.rowInset.upperBound),
      .object([
        "top" <- .number(minimum: Limits.rowInset.lowerBound, maximum: Limits.rowInset.upperBound),
        "leading" <- .number(minimum: Limits.rowInset.lowerBound, maximum: Limits.rowInset.upperBound),
        "bottom" <- .number(minimum: Limits.rowInset.lowerBound, maximum: Limits.rowInset.upperBound),
        "trailing" <- .number(minimum: Limits.rowInset.lowerBound, maximum: Limits.rowInset.upperBound),
      ]),
    ],
    "SwiftUI's listRowInsets(EdgeInsets(…)) on logical edges, in points; edges not given are 0. Leading and trailing replace the row's 16 pt margins; top and bottom add to its own padding."
  )

  static let rowBadge: SpecShape = .oneOf(
    [
      .integer(
        "A count; 0 draws nothing.", minimum: Double(Limits.badgeCount.lowerBound),
        maximum: Double(Limits.badgeCount.upperBound)),
      .string(minLength: 1),
    ],
    "SwiftUI's .badge(…): a grey count or text at the row's trailing side (the Lists module's tinted pill is the accessory { badge: … })."
  )

  static let contextMenu: SpecShape = .array(
    .oneOf([
      .choice(["divider"]),
      .object(
        required: ["title"],
        [
          "title" <- .string(minLength: 1),
          "systemImage" <- .string("An SF Symbol name (or Material Icons name) on the trailing side.", minLength: 1),
          "role" <- .choice(["destructive"], "Drawn red."),
        ]),
    ]), "An open context menu over this row: its actions and dividers (one row per screen).", minItems: 1,
    maxItems: ContextMenu.maxItems)

  static let searchable: SpecShape = .oneOf(
    [
      .boolean(),
      .object([
        "text" <- .string("The text typed in the field; empty shows the prompt."),
        "prompt" <- .string("The placeholder; default Search.", minLength: 1),
      ]),
    ], "SwiftUI's .searchable(text:prompt:): the search field under the navigation title; needs navigationTitle.")
}
