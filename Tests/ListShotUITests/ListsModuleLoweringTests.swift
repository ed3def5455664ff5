import ListShotUI
import XCTest

/// Seed 001's shapes (the Lists module) lower to the rows a spec writes.
final class ListsModuleLoweringTests: XCTestCase {
  func testInlineContentIsFreeFormContent() throws {
    let spec = try Lowering.spec(
      """
        - name: members
          style: plain
          rows:
            - content:
                hstack:
                  - { image: person.circle.fill, foregroundStyle: blue }
                  - vstack:
                      - text: Ada
                      - { text: ada@example.com, font: caption, foregroundStyle: gray }
                    alignment: leading
            - content:
                hstack:
                  - { image: person.circle.fill, foregroundStyle: blue }
                  - vstack:
                      - text: Linus
                      - { text: linus@example.com, font: caption, foregroundStyle: gray }
                    alignment: leading
      """)
    XCTAssertEqual(try Lowering.screen("members") { MembersInBlueView(members: members) }, spec)
    try Lowering.assertSamePNGs(Screen("members") { MembersInBlueView(members: members) }, spec)
  }

  /// The Lists module's own first example: the blue filled person symbol, the name, and a
  /// caption-sized email in the secondary label colour.
  func testTheContactsRowWithItsSecondaryCaption() throws {
    let spec = try Lowering.spec(
      """
        - name: members
          style: plain
          rows:
            - content:
                hstack:
                  - { image: person.circle.fill, foregroundStyle: blue }
                  - vstack:
                      - text: Ada
                      - { text: ada@example.com, font: caption, foregroundStyle: secondary }
                    alignment: leading
            - content:
                hstack:
                  - { image: person.circle.fill, foregroundStyle: blue }
                  - vstack:
                      - text: Linus
                      - { text: linus@example.com, font: caption, foregroundStyle: secondary }
                    alignment: leading
      """)
    XCTAssertEqual(try Lowering.screen("members") { MembersView(members: members) }, spec)
    try Lowering.assertSamePNGs(Screen("members") { MembersView(members: members) }, spec)
  }

  func testAnAssetCatalogueColourIsRefusedByName() {
    let message = Lowering.message { try Lowering.screen("members") { BrandedText() } }
    XCTAssertTrue(message.contains("Color(\"Brand\") cannot be drawn"), message)
  }

  func testAccessoriesCellViewModelsAndSwiftUICellViewModels() throws {
    let spec = try Lowering.spec(
      """
        - name: names
          style: plain
          rows:
            - listCell: { text: Ada }
              accessories: [disclosureIndicator]
            - listCell: { text: Linus }
              accessories: [disclosureIndicator]
      """)
    XCTAssertEqual(try Lowering.screen("names") { MemberNames() }, spec)
    try Lowering.assertSamePNGs(Screen("names") { MemberNames() }, spec)

    var plain = spec
    plain.sections[0].rows = plain.sections[0].rows.map { Row($0.content) }
    XCTAssertEqual(try Lowering.screen("names") { MemberRows() }, plain)

    let starred = try Lowering.screen("names") {
      StarredRows(rows: [StarredRow(id: "1", name: "Ada", isStarred: false)])
    }
    XCTAssertEqual(
      starred.sections[0].rows,
      [
        Row(
          .view(.label(title: .text("Ada"), icon: .image(systemName: "person.circle").foregroundStyle(.blue))),
          accessories: [.disclosureIndicator])
      ])
    let yellow = try Lowering.screen("names") {
      StarredRows(rows: [StarredRow(id: "1", name: "Ada", isStarred: true)])
    }
    XCTAssertEqual(
      yellow.sections[0].rows,
      [
        Row(
          .view(.label(title: .text("Ada"), icon: .image(systemName: "star.fill").foregroundStyle(.yellow))),
          accessories: [.disclosureIndicator])
      ])
  }

  func testGroupedSectionsWithLabels() throws {
    let spec = try Lowering.spec(
      """
        - name: preferences
          style: insetGrouped
          sections:
            - header: Display
              rows:
                - { listCell: { text: Theme, image: paintpalette }, accessories: [disclosureIndicator] }
                - { listCell: { text: Alerts, image: bell }, accessories: [disclosureIndicator] }
            - header: Account
              rows:
                - { listCell: { text: Password, image: lock }, accessories: [disclosureIndicator] }
      """)
    XCTAssertEqual(try Lowering.screen("preferences") { PreferencesView() }, spec)
    try Lowering.assertSamePNGs(Screen("preferences") { PreferencesView() }, spec)
  }

  func testOutlineItemsKeepTheirExpansion() throws {
    let spec = try Lowering.spec(
      """
        - name: tree
          style: sidebar
          rows:
            - listCell: { text: Guides, image: doc }
              isExpanded: true
              children:
                - listCell: { text: Install.md, image: doc }
                - listCell: { text: Usage.md, image: doc }
            - listCell: { text: Tests, image: doc }
              children:
                - listCell: { text: main.swift, image: doc }
      """)
    XCTAssertEqual(try Lowering.screen("tree") { ProjectTree() }, spec)
    try Lowering.assertSamePNGs(Screen("tree") { ProjectTree() }, spec)
  }

  func testSwipeActionProvidersOnEitherEdge() throws {
    let trailing = try Lowering.spec(
      """
        - name: swipe
          style: plain
          rows:
            - listCell: { text: Ada }
            - listCell: { text: Linus }
              swipeActions: { actions: [{ title: Delete, role: destructive }] }
      """)
    XCTAssertEqual(
      try Lowering.screen("swipe", state: ScreenState(swiped: .at(section: 0, row: 1))) { SwipeableMembers() }, trailing
    )
    let leading = try Lowering.screen(
      "swipe", state: ScreenState(swiped: .titled("Ada"), swipeEdge: .leading)
    ) { SwipeableMembers() }
    XCTAssertEqual(leading.sections[0].rows[0].swipeActions, SwipeActions(edge: .leading, [SwipeAction("Pin")]))
    try Lowering.assertSamePNGs(
      Screen("swipe", state: ScreenState(swiped: .at(section: 0, row: 1))) { SwipeableMembers() }, trailing)
  }

  func testRefreshAndContextMenu() throws {
    XCTAssertTrue(
      try Lowering.screen("refresh", state: ScreenState(isRefreshing: true)) { RefreshingMembers() }.isRefreshing)
    XCTAssertFalse(try Lowering.screen("refresh") { RefreshingMembers() }.isRefreshing)
    // Declared but closed: nothing to draw. Open: the row's menu, as the spec's contextMenu.
    XCTAssertNil(try Lowering.screen("menu") { MenuMembers() }.sections[0].rows[0].contextMenu)
    let spec = try Lowering.spec(
      """
        - name: menu
          style: plain
          rows:
            - listCell: { text: Ada }
              contextMenu: [{ title: Share }, { title: Delete, role: destructive }]
            - listCell: { text: Linus }
      """)
    let state = ScreenState(contextMenu: .titled("Ada"))
    XCTAssertEqual(try Lowering.screen("menu", state: state) { MenuMembers() }, spec)
    try Lowering.assertSamePNGs(Screen("menu", state: state) { MenuMembers() }, spec)
    let none = Lowering.message {
      try Lowering.screen("menu", state: ScreenState(contextMenu: .titled("Ada"))) { MemberNames() }
    }
    XCTAssertTrue(none.contains("has no context menu"), none)
  }
}
