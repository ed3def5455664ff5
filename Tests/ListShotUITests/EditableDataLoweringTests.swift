import ListShotUI
import XCTest

/// `List($data, editActions:) { $element in … }` and `ForEach($data, editActions:)`: rows of
/// editable data, whose edit actions are the edit mode's controls and a swipe to delete.
final class EditableDataLoweringTests: XCTestCase {
  func testEditActionsAreTheEditModesControls() throws {
    let spec = try Lowering.spec(
      """
        - name: todo
          style: insetGrouped
          navigationTitle: Chores
          chrome: { statusBar: false, barItems: [editButton], homeIndicator: false }
          editMode: { delete: true, reorder: true }
          rows:
            - listCell: { text: Water the plants }
              accessories: [{ toggle: false }]
            - listCell: { text: Call the bank }
              accessories: [{ toggle: true }]
      """)
    let state = ScreenState(editMode: .active)
    XCTAssertEqual(try Lowering.screen("todo", state: state) { Chores(actions: .all) }, spec)
    try Lowering.assertSamePNGs(Screen("todo", state: state) { Chores(actions: .all) }, spec)

    let deleteOnly = try Lowering.screen("todo", state: state) { Chores(actions: .delete) }
    XCTAssertEqual(deleteOnly.editMode, ListShotModel.EditMode(delete: true))
    let moveOnly = try Lowering.screen("todo", state: state) { ForEachChores(actions: .move) }
    XCTAssertEqual(moveOnly.editMode, ListShotModel.EditMode(reorder: true))
    // Without edit actions, editing shows no controls: only the button says Done.
    XCTAssertEqual(
      try Lowering.screen("todo", state: state) { Chores(actions: []) }.editMode, ListShotModel.EditMode())
  }

  func testDeletableDataSwipesOpenToDelete() throws {
    let swiped = try Lowering.screen("todo", state: ScreenState(swiped: .titled("Call the bank"))) {
      Chores(actions: .delete)
    }
    XCTAssertEqual(swiped.sections[0].rows[1].swipeActions, SwipeActions([SwipeAction("Delete", role: .destructive)]))
    let message = Lowering.message {
      try Lowering.screen("todo", state: ScreenState(swiped: .titled("Call the bank"))) { Chores(actions: .move) }
    }
    XCTAssertTrue(message.contains("has no swipe actions"), message)
  }

  func testASelectionOfEditableDataIsMarkedByID() throws {
    let state = ScreenState(editMode: .active)
    let picked = try Lowering.screen("todo", state: state) { PickedChores() }
    XCTAssertEqual(picked.sections[0].rows.map(\.isSelected), [false, true])
    XCTAssertEqual(picked.editMode, ListShotModel.EditMode(multiselect: true))
  }

  func testTheRowsBindingsReadTheirElement() throws {
    // The toggles show each element's own value through its binding.
    let screen = try Lowering.screen("todo") { Chores(actions: []) }
    XCTAssertEqual(screen.sections[0].rows.count, 2)
    XCTAssertNotEqual(screen.sections[0].rows[0], screen.sections[0].rows[1])
  }
}

struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone: Bool
}

struct Chores: View {
  let actions: EditActions<[Chore]>
  @State private var chores = [
    Chore(id: 1, title: "Water the plants", isDone: false), Chore(id: 2, title: "Call the bank", isDone: true),
  ]

  var body: some View {
    NavigationStack {
      List($chores, editActions: actions) { $chore in
        Toggle(chore.title, isOn: $chore.isDone)
      }
      .navigationTitle("Chores")
      .toolbar { EditButton() }
    }
  }
}

struct ForEachChores: View {
  let actions: EditActions<[Chore]>
  @State private var chores = [Chore(id: 1, title: "Water the plants", isDone: false)]

  var body: some View {
    NavigationStack {
      List {
        ForEach($chores, editActions: actions) { $chore in
          Text(chore.title)
        }
      }
      .navigationTitle("Chores")
      .toolbar { EditButton() }
    }
  }
}

struct PickedChores: View {
  @State private var chores = [
    Chore(id: 1, title: "Water the plants", isDone: false), Chore(id: 2, title: "Call the bank", isDone: true),
  ]
  @State private var picked: Set<Int> = [2]

  var body: some View {
    NavigationStack {
      List($chores, id: \.id, editActions: .delete, selection: $picked) { $chore in
        Text(chore.title)
      }
      .navigationTitle("Chores")
      .toolbar { EditButton() }
    }
  }
}
