import ListShotUI

// Seed 002's shape (OUDSCheckboxItemIndeterminate), in our own words: a published
// indeterminate state, items with a description, read only, an error with its text and a
// divider, and the right-to-left recipe that reads @Environment(\.layoutDirection).

final class ConsentModel: ObservableObject {
  @Published var selection: OUDSCheckboxIndicatorState = .indeterminate
}

struct ConsentList: View {
  @StateObject private var model = ConsentModel()
  @Environment(\.layoutDirection) var layoutDirection

  var body: some View {
    List {
      OUDSCheckboxItemIndeterminate("All notifications", selection: $model.selection)
      OUDSCheckboxItemIndeterminate("Account alerts", selection: $model.selection, isReadOnly: true)
      OUDSCheckboxItemIndeterminate(
        "Product news", selection: $model.selection, description: "At most one message a month")
      OUDSCheckboxItemIndeterminate(
        "Partner offers",
        selection: $model.selection,
        isError: true,
        errorText: "Choose at least one channel",
        hasDivider: true)
      OUDSCheckboxItemIndeterminate(
        "Surveys",
        selection: $model.selection,
        icon: Image(systemName: "figure.handball"),
        flipIcon: layoutDirection == .rightToLeft,
        isReversed: layoutDirection == .rightToLeft)
    }
    .listStyle(.plain)
  }
}

/// Forbidden by design: an item in error cannot be disabled.
struct ForbiddenConsent: View {
  @State private var selection: OUDSCheckboxIndicatorState = .unselected

  var body: some View {
    List {
      OUDSCheckboxItemIndeterminate("Broken", selection: $selection, isError: true).disabled(true)
    }
  }
}
