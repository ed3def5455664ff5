// Declarations of the spec's keys: see `SpecShape`. The reader and the JSON Schema both use them.

import ListShotModel

extension SpecShapes {
  static let barItem: SpecShape = .oneOf(
    [
      .choice(
        ["editButton", "spacer"],
        "editButton: SwiftUI's EditButton, Edit, or Done in semibold in edit mode; spacer: a flexible space in the toolbar (Spacer())."
      ),
      .object([
        "icon" <- .ref("icon"),
        "title" <- .string(minLength: 1),
        "view" <- .ref("view", "A view that is not a button (a Text, a Label's icon): drawn as that view."),
      ]) {
        $0.minProperties = 1
        $0.maxProperties = 1
      },
    ], "A bar item: editButton, or {icon: NAME} or {title: TEXT} (buttons), or {view: VIEW}; spacer in a toolbar.")

  static let chrome: SpecShape = .oneOf(
    [
      .boolean(),
      .object([
        "statusBar"
          <- .oneOf([
            .boolean(),
            .object([
              "time" <- .string(),
              "cellular" <- .integer(minimum: 0, maximum: 4),
              "wifi" <- .integer(minimum: 0, maximum: 3),
              "battery" <- .number(minimum: 0, maximum: 1),
            ]),
          ]),
        "backButton" <- .string("Needs a navigationTitle.", minLength: 1),
        "barItems" <- .array(.ref("barItem"), "Trailing navigation bar buttons; need a navigationTitle."),
        "leadingBarItems"
          <- .array(.ref("barItem"), "Leading navigation bar buttons; need a navigationTitle, not with a backButton."),
        "tabBar"
          <- .object(
            required: ["items"],
            [
              "items"
                <- .array(
                  .object(
                    required: ["title", "icon"],
                    [
                      "title" <- .string(),
                      "icon" <- .ref("icon"),
                    ]), minItems: 1, maxItems: DeviceChrome.maxTabs),
              "selected" <- .integer(minimum: 0),
              "unselectedTint" <- .ref("color"),
            ]),
        "toolbar" <- .array(.ref("barItem"), minItems: 1),
        "homeIndicator" <- .boolean(default: true),
      ]) {
        $0.notShapes = [.requiring("tabBar", "toolbar")]
      },
    ], "Device chrome around the list: true draws the status bar and the home indicator.")
}
