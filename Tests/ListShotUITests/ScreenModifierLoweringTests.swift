import ListShotUI
import XCTest

/// What SwiftUI draws around and over the list (`.searchable`, an open `.contextMenu`, views
/// above and below the `List`, `EditButton`) lowers to the same model the spec's keys build.
final class ScreenModifierLoweringTests: XCTestCase {
  func testSearchableIsTheSearchFieldUnderTheTitle() throws {
    let spec = try Lowering.spec(
      """
        - name: search
          style: insetGrouped
          navigationTitle: Rivers
          searchable: { prompt: Find a river }
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }, { listCell: { text: Nile } }]
      """)
    XCTAssertEqual(try Lowering.screen("search") { SearchableRivers() }, spec)
    try Lowering.assertSamePNGs(Screen("search") { SearchableRivers() }, spec)

    // The picture may type into the field; the binding's own text is what shows otherwise.
    let typed = try Lowering.screen("search", state: ScreenState(searchText: "Lo")) { SearchableRivers() }
    XCTAssertEqual(typed.searchField, SearchField(text: "Lo", prompt: "Find a river"))
  }

  func testSearchableWithoutANavigationTitleIsRefusedAsTheSpecIs() {
    let message = Lowering.message { try Lowering.screen("search") { UntitledSearch() } }
    XCTAssertTrue(message.contains("searchable needs a navigationTitle"), message)
  }

  func testAnOpenContextMenuKeepsItsButtonsDividersAndSections() throws {
    let spec = try Lowering.spec(
      """
        - name: menu
          style: insetGrouped
          rows:
            - listCell: { text: Loire }
              contextMenu:
                - { title: Copy, systemImage: doc.on.doc }
                - { title: Share, systemImage: square.and.arrow.up }
                - divider
                - { title: Favourite, systemImage: star }
                - divider
                - { title: Delete, systemImage: trash, role: destructive }
            - listCell: { text: Danube }
      """)
    let state = ScreenState(contextMenu: .titled("Loire"))
    XCTAssertEqual(try Lowering.screen("menu", state: state) { RiversWithMenus() }, spec)
    try Lowering.assertSamePNGs(Screen("menu", state: state) { RiversWithMenus() }, spec)
    // Closed, the menu is not drawn.
    XCTAssertNil(try Lowering.screen("menu") { RiversWithMenus() }.sections[0].rows[0].contextMenu)
  }

  func testViewsAboveAndBelowTheListAreTheScreensViews() throws {
    let spec = try Lowering.spec(
      """
        - name: count
          style: insetGrouped
          navigationTitle: Rivers
          chrome: { statusBar: false, barItems: [editButton], homeIndicator: false }
          viewsBelow: [{ text: 0 selections }]
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }, { listCell: { text: Nile } }]
      """)
    XCTAssertEqual(try Lowering.screen("count") { RiverPickerWithCount() }, spec)
    try Lowering.assertSamePNGs(Screen("count") { RiverPickerWithCount() }, spec)

    let framed = try Lowering.screen("framed") { FramedRivers() }
    XCTAssertEqual(framed.viewsAbove, [ViewNode.text("Pick a river").font(.headline).padding()])
    XCTAssertEqual(framed.viewsBelow, [ViewNode.text("Data: Eaufrance").font(.footnote).foregroundStyle(.secondary)])
  }

  func testARowOutsideTheListIsRefused() {
    let message = Lowering.message { try Lowering.screen("loose") { LooseSection() } }
    XCTAssertTrue(message.contains("Section stands outside the List"), message)
  }

  func testTheEditButtonReadsDoneWhileEditingEvenWithoutRowControls() throws {
    let editing = try Lowering.screen("edit", state: ScreenState(editMode: .active)) { PlainRiversWithEditButton() }
    XCTAssertEqual(editing.chrome?.barItems, [.editButton])
    XCTAssertEqual(editing.editMode, ListShotModel.EditMode())
    XCTAssertNil(try Lowering.screen("edit") { PlainRiversWithEditButton() }.editMode)
  }
}

struct SearchableRivers: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List(rivers) { Text($0.name) }
        .navigationTitle("Rivers")
        .searchable(text: $query, prompt: "Find a river")
    }
  }
}

struct UntitledSearch: View {
  @State private var query = ""

  var body: some View {
    List(rivers) { Text($0.name) }
      .searchable(text: $query)
  }
}

struct RiversWithMenus: View {
  var body: some View {
    List {
      Text("Loire")
        .contextMenu {
          Section {
            Button("Copy", systemImage: "doc.on.doc") {}
            Button("Share", systemImage: "square.and.arrow.up") {}
          }
          Button("Favourite", systemImage: "star") {}
          Divider()
          Button("Delete", systemImage: "trash", role: .destructive) {}
        }
      Text("Danube")
    }
  }
}

struct FramedRivers: View {
  var body: some View {
    VStack {
      Text("Pick a river").font(.headline).padding()
      List(rivers) { Text($0.name) }
      Text("Data: Eaufrance").font(.footnote).foregroundStyle(.secondary)
    }
  }
}

struct LooseSection: View {
  var body: some View {
    VStack {
      List(rivers) { Text($0.name) }
      Section("Later") { Text("Seine") }
    }
  }
}

struct PlainRiversWithEditButton: View {
  var body: some View {
    NavigationStack {
      List(rivers) { Text($0.name) }
        .navigationTitle("Rivers")
        .toolbar { EditButton() }
    }
  }
}
