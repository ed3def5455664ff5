import ListShotModel
// Declarations of the spec's keys: see `SpecShape`. The reader and the JSON Schema both use them.

extension SpecShapes {
  static let odsListItem: SpecShape = .object(
    "The Orange Design System list item (ods-ios ODSListItem).", required: ["title"],
    [
      "title" <- .string(minLength: 1),
      "subtitle" <- .string(),
      "subtitleNumberOfLines"
        <- .with {
          $0.choices = [.number(1), .number(2)]
          $0.defaultValue = .number(1)
        },
      "leading" <- .ref("leading"),
      "trailing" <- .ref("trailing"),
      "trailingText" <- .string("Shorthand for trailing: { text: … }."),
      "trailingCheckmarkIsSelected" <- .boolean(),
      "trailingToggleIsOn" <- .boolean(),
      "navigationLink" <- .boolean("Adds the navigation chevron.", default: false),
      "hasDivider" <- .boolean(default: true),
    ])

  static let leading: SpecShape = .object([
    "icon" <- .ref("icon"),
    "appIcon" <- .ref("imageSource"),
    "circularImage" <- .ref("imageSource"),
    "squareImage" <- .ref("imageSource"),
    "wideImage" <- .ref("imageSource"),
    "color" <- .ref("iconColor"),
  ]) {
    $0.minProperties = 1
    $0.maxProperties = 2
    $0.dependentRequired = [("color", ["icon"])]
  }

  static let trailing: SpecShape = .object([
    "text" <- .string(),
    "infoButton" <- .boolean(),
    "checkmark" <- .boolean(),
    "toggle" <- .boolean(),
  ])
}
