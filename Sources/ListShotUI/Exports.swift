// `import ListShotUI` in place of `import SwiftUI`: SwiftUI's names (declared in this module),
// the design systems' SwiftUI names (ODS, OUDS, the Lists module), and, re-exported, the model
// they lower to and Foundation (as SwiftUI re-exports it, for `UUID`, `URL`, `Date`). The
// renderer and the snapshot functions are ListShot's and ListShotTesting's: a view file needs
// only this import, a test imports ListShotTesting too.
//
// Where SwiftUI and the model use the same name (`Screen`, `Section`, `Color`, `EdgeInsets`,
// `ListStyle`, `EditMode`, `ODSListItem`, `OutlineItem`, `ListAccessory`, the OUDS items), the
// SwiftUI spelling declared here wins in a file that imports only ListShotUI: Swift prefers a
// module's own declaration over one it re-exports. The model's are still there as
// `ListShotModel.Section` and so on. A file that also imports `ListShotTesting` sees both for
// *type* names (not for calls): write `ListShotUI.Section` there, or keep views and tests in
// separate files.
@_exported import Foundation
@_exported import Observation
@_exported import ListShotModel
@_exported import ListShotCore
