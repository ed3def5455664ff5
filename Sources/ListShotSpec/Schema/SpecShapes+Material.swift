// Declarations of the spec's keys: see `SpecShape`. The reader and the JSON Schema both use them.

import ListShotCore
import ListShotModel

extension SpecShapes {
  static let materialCell: SpecShape = .object(
    "A Material Components for iOS list cell (MDCSelfSizingStereoCell). It needs a title, a detail or both.",
    [
      "title" <- .string("titleLabel.text."),
      "detail" <- .string("detailLabel.text."),
      "titleNumberOfLines" <- .integer("0 is unlimited, as MDC sets it.", minimum: 0, maximum: 1000, default: 0),
      "detailNumberOfLines" <- .integer("0 is unlimited, as MDC sets it.", minimum: 0, maximum: 1000, default: 0),
      "leadingImage" <- .ref("materialCellImage"),
      "trailingImage" <- .ref("materialCellImage"),
      "imageVerticalPosition" <- .choice(["top", "center"], default: "top"),
      "typography"
        <- .choice(
          ["default", "themed"],
          "MDC's defaults (Title 20 Medium, Caption 12) or the Material 2018 theming (subtitle1 16, body2 14).",
          default: "default"),
      "highlighted" <- .boolean("Draws the ripple over the cell.", default: false),
      "elevation"
        <- .number(
          "Points; above 0 the cell casts MDC's shadow.", minimum: 0, maximum: MaterialListCell.maxElevation, default: 0
        ),
      "ripple"
        <- .object(
          "A touch in progress: the ripple spreads from the touch point (points from the cell's top-leading corner).",
          required: ["x", "y"],
          [
            // A point inside the widest screen.
            "x" <- .number(minimum: 0, maximum: Limits.width.upperBound),
            "y" <- .number(minimum: 0, maximum: Limits.width.upperBound),
            "progress" <- .number(minimum: 0, maximum: 1, default: 0.5),
          ]),
    ]
  ) {
    $0.anyOf = [
      .requiring("title"),
      .requiring("detail"),
    ]
  }

  static let materialCellImage: SpecShape = .object(
    "An icon or an image at its natural size in points, scaled down to fit 56 x 56.",
    [
      "icon" <- .ref("icon"),
      "image" <- .ref("imageSource"),
      "size" <- .number("A square's side; 24 for an icon and 56 for an image by default.", minimum: 1, maximum: 1024),
      "width" <- .number(minimum: 1, maximum: 1024),
      "height" <- .number(minimum: 1, maximum: 1024),
      "color" <- .ref("iconColor"),
    ]
  ) {
    $0.oneOf = [
      .requiring("icon"),
      .requiring("image"),
    ]
    $0.dependentRequired = [("width", ["height"]), ("height", ["width"]), ("color", ["icon"])]
  }
}
