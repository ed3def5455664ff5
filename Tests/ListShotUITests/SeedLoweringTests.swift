import ListShotUI
import XCTest

/// The seed-shaped views (seeds 000, 001, 002, 004) lower to the same model as a YAML spec of
/// the same screen, and render to the same bytes.
final class SeedLoweringTests: XCTestCase {
  // MARK: Seed 000, ODS list items

  func testODSStandardItemsLowerAsTheSpecWritesThem() throws {
    let lowered = try Lowering.screen("delivery") { DeliveryChoices() }
    let spec = try Lowering.spec(
      """
        - name: delivery
          style: insetGrouped
          rows:
            - odsListItem: { title: Standard delivery }
            - odsListItem: { title: Express delivery, subtitle: Before noon }
            - odsListItem: { title: Favourite pick-up point, leading: { icon: heart } }
            - odsListItem: { title: Parcel locker, trailingText: Free }
            - odsListItem: { title: Courier, trailing: { text: €4, infoButton: true } }
            - odsListItem: { title: Delivery address, navigationLink: true }
            - odsListItem: { title: Payment, trailingText: Card, navigationLink: true }
            - odsListItem: { title: Gift wrapping, trailing: { text: Paper, infoButton: true }, navigationLink: true }
      """)
    XCTAssertEqual(lowered, spec)
    try Lowering.assertSamePNGs(Screen("delivery") { DeliveryChoices() }, spec)
  }

  func testODSSelectionItemsShowTheirStateValues() throws {
    let lowered = try Lowering.screen("newsletters") { NewsletterChoices() }
    let spec = try Lowering.spec(
      """
        - name: newsletters
          style: insetGrouped
          rows:
            - odsListItem: { title: Weekly digest, subtitle: Every Monday, trailingCheckmarkIsSelected: true }
            - odsListItem: { title: Special offers, subtitle: A few times a year, trailingCheckmarkIsSelected: false }
      """)
    XCTAssertEqual(lowered, spec)
  }

  // MARK: Seed 002, OUDS checkbox item indeterminate

  /// The spec of `ConsentList`, whose last row in right-to-left is reversed with its icon flipped.
  private func consentSpec(rightToLeft: Bool) throws -> ListShotModel.Screen {
    try Lowering.spec(
      """
        - name: consent
          style: plain
          rows:
            - checkboxItemIndeterminate: { label: All notifications, selection: indeterminate, edgeToEdge: false }
            - checkboxItemIndeterminate:
                { label: Account alerts, selection: indeterminate, isReadOnly: true, edgeToEdge: false }
            - checkboxItemIndeterminate:
                label: Product news
                selection: indeterminate
                description: At most one message a month
                edgeToEdge: false
            - checkboxItemIndeterminate:
                label: Partner offers
                selection: indeterminate
                isError: true
                errorText: Choose at least one channel
                hasDivider: true
                edgeToEdge: false
            - checkboxItemIndeterminate:
                label: Surveys
                selection: indeterminate
                icon: figure.handball
                flipIcon: \(rightToLeft)
                isReversed: \(rightToLeft)
                edgeToEdge: false
      """)
  }

  func testOUDSItemsLowerPerVariantReadingTheLayoutDirection() throws {
    let ltr = try consentSpec(rightToLeft: false)
    let rtl = try consentSpec(rightToLeft: true)
    XCTAssertEqual(try Lowering.screen("consent") { ConsentList() }, ltr)
    XCTAssertEqual(
      try Lowering.screen("consent", variant: ScreenVariant(direction: .rightToLeft)) { ConsentList() }, rtl)
    XCTAssertNotEqual(ltr, rtl)
    // One Swift screen, lowered again in each variant: the right-to-left renders follow the
    // right-to-left spec, the left-to-right ones the other.
    let screen = Screen("consent") { ConsentList() }
    for variant in Lowering.variants {
      let spec = variant.direction == .rightToLeft ? rtl : ltr
      XCTAssertEqual(
        try Lowering.renderer.png(for: screen, in: variant), try Lowering.renderer.png(for: spec, in: variant))
    }
  }

  func testAForbiddenOUDSCombinationIsRefusedAsTheSpecRefusesIt() throws {
    let message = Lowering.message {
      try Lowering.renderer.png(for: Screen("forbidden") { ForbiddenConsent() }, in: Lowering.variant())
    }
    let specMessage = Lowering.message {
      try Lowering.spec(
        """
          - name: forbidden
            rows:
              - checkboxItemIndeterminate: { label: Broken, selection: unselected, isError: true, isDisabled: true }
        """)
    }
    XCTAssertTrue(message.contains("screen 'forbidden'"), message)
    XCTAssertTrue(message.lowercased().contains("disabled"), message)
    XCTAssertTrue(specMessage.lowercased().contains("disabled"), specMessage)
    // The lowering refused it, naming the view: the renderer does not validate each variant's
    // lowered screen a second time.
    XCTAssertTrue(message.contains("ForbiddenConsent"), message)
    XCTAssertEqual(Screen("forbidden") { ForbiddenConsent() }.validatesScreens, true)
  }

  // MARK: Seed 004, SwiftUI List

  func testStaticTextsAreDefaultCellsInTheDefaultStyle() throws {
    let spec = try Lowering.spec(
      """
        - name: instruments
          style: insetGrouped
          rows: [{ listCell: { text: Cello } }, { listCell: { text: Oboe } }, { listCell: { text: Harp } }]
      """)
    XCTAssertEqual(try Lowering.screen("instruments") { Instruments() }, spec)
    try Lowering.assertSamePNGs(Screen("instruments") { Instruments() }, spec)
  }

  func testRowsFromIdentifiableData() throws {
    let spec = try Lowering.spec(
      """
        - name: rivers
          style: insetGrouped
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }, { listCell: { text: Nile } }]
      """)
    XCTAssertEqual(try Lowering.screen("rivers") { Rivers() }, spec)
  }

  func testMultipleSelectionInEditModeWithTheEditButton() throws {
    let spec = try Lowering.spec(
      """
        - name: picker
          style: insetGrouped
          navigationTitle: Rivers
          editMode: { multiselect: true }
          chrome: { statusBar: false, barItems: [editButton], homeIndicator: false }
          rows:
            - listCell: { text: Loire }
              selected: true
            - listCell: { text: Danube }
            - listCell: { text: Nile }
      """)
    let state = ScreenState(editMode: .active, selection: [.titled("Loire")])
    XCTAssertEqual(try Lowering.screen("picker", state: state) { RiverPicker() }, spec)
    try Lowering.assertSamePNGs(Screen("picker", state: state) { RiverPicker() }, spec)
    // Not editing: the button reads Edit and the rows show no circles.
    let idle = try Lowering.screen("picker") { RiverPicker() }
    XCTAssertNil(idle.editMode)
    XCTAssertEqual(idle.chrome?.barItems, [.editButton])
  }

  func testSectionsFromNestedForEachWithSingleSelection() throws {
    let spec = try Lowering.spec(
      """
        - name: basins
          style: insetGrouped
          navigationTitle: Tributaries
          sections:
            - header: Loire basin
              rows: [{ listCell: { text: Allier } }, { listCell: { text: Cher } }]
            - header: Danube basin
              rows: [{ listCell: { text: Inn } }]
      """)
    XCTAssertEqual(try Lowering.screen("basins") { Basins() }, spec)
    try Lowering.assertSamePNGs(Screen("basins") { Basins() }, spec)
  }

  func testATreeStartsCollapsedAndTheStateExpandsRows() throws {
    let collapsed = try Lowering.spec(
      """
        - name: folders
          style: insetGrouped
          rows:
            - listCell: { text: "📁 music" }
              children:
                - listCell: { text: "📁 live" }
                  children: [{ listCell: { text: "📄 set1.flac" } }]
                - listCell: { text: "📂 drafts" }
                  accessories: [outlineDisclosure]
            - listCell: { text: "📄 notes.txt" }
      """)
    XCTAssertEqual(try Lowering.screen("folders") { Folders() }, collapsed)
    var expanded = collapsed
    expanded.sections[0].rows[0].isExpanded = true
    expanded.sections[0].rows[0].children[0].isExpanded = true
    let state = ScreenState(expanded: [.titled("📁 music"), .titled("📁 live")])
    XCTAssertEqual(try Lowering.screen("folders", state: state) { Folders() }, expanded)
    try Lowering.assertSamePNGs(Screen("folders", state: state) { Folders() }, expanded)
  }

  func testRefreshingWithAnEnvironmentObjectAndACustomView() throws {
    let store = GaugeStore()
    store.gauges = [Gauge(river: "Loire", readings: ["level": "2 m", "flow": "300 m³/s"])]
    let spec = try Lowering.spec(
      """
        - name: gauges
          style: insetGrouped
          navigationTitle: Gauges
          refreshing: true
          rows:
            - content:
                hstack: [{ text: Loire }, { view: ReadingSummary }]
      """,
      views: """
          - name: ReadingSummary
            body: { text: 2 readings, font: caption }
        """)
    let state = ScreenState(isRefreshing: true)
    XCTAssertEqual(try Lowering.screen("gauges", state: state) { Gauges().environmentObject(store) }, spec)
    try Lowering.assertSamePNGs(Screen("gauges", state: state) { Gauges().environmentObject(store) }, spec)
  }

  func testEditModeTheAppSetsShowsDeleteAndReorderControls() throws {
    let spec = try Lowering.spec(
      """
        - name: editing
          style: insetGrouped
          navigationTitle: Rivers
          navigationBarTitleDisplayMode: inline
          editMode: { delete: true, reorder: true }
          rows: [{ listCell: { text: Loire } }, { listCell: { text: Danube } }, { listCell: { text: Nile } }]
      """)
    XCTAssertEqual(try Lowering.screen("editing") { EditableRivers() }, spec)
    try Lowering.assertSamePNGs(Screen("editing") { EditableRivers() }, spec)
  }

  func testASwipedRowShowsTheActionsItDeclares() throws {
    let spec = try Lowering.spec(
      """
        - name: inbox
          style: plain
          rows:
            - listCell: { text: Invoices }
              badge: 3
              swipeActions:
                actions: [{ title: Delete, role: destructive }, { title: Flag, tint: blue }]
            - listCell: { text: Receipts }
      """)
    let state = ScreenState(swiped: .titled("Invoices"))
    XCTAssertEqual(try Lowering.screen("inbox", state: state) { Inbox() }, spec)
    try Lowering.assertSamePNGs(Screen("inbox", state: state) { Inbox() }, spec)
    // Not swiped: no actions drawn.
    XCTAssertNil(try Lowering.screen("inbox") { Inbox() }.sections[0].rows[0].swipeActions)
  }
}
