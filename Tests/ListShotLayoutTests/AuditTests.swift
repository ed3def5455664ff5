import ListShot
@testable import ListShotAudit
import ListShotCore
import ListShotDisplayList
import ListShotModel
import ListShotTestSupport
import XCTest

/// The audit checks, on display lists built by hand (so every number is known in advance)
/// and on laid-out screens.
final class AuditTests: XCTestCase {
  let row = NodePath.row(section: 0, 0)

  func text(_ color: String, size: Double = 17, weight: FontWeight = .regular, id: NodePath? = nil) -> DisplayItem {
    .text(
      TextItem(
        id: id ?? row.appending("title"), text: "Label", frame: Rect(x: 16, y: 10, width: 200, height: 24),
        attributes: TextAttributes(font: FontDescriptor(family: "Inter", size: size, weight: weight)),
        color: Color(hex: color)!, alignment: .left, direction: .leftToRight, maxLines: 1, isTruncated: false))
  }

  /// A one-row display list: every item whose id starts with the row's is drawn for it.
  func list(_ items: [DisplayItem], semantics: [SemanticNode] = []) -> DisplayList {
    DisplayList(
      size: Size(width: 390, height: 44), scale: 3, background: .white, items: items, semantics: semantics,
      rows: [DisplayRow(path: .row(section: 0, 0), items: items.indices.filter { items[$0].id.row == row })])
  }

  func contrast(_ list: DisplayList) -> [AuditFinding] {
    Audit.findings(in: list, minimumTarget: 48).filter { $0.check == .contrast }
  }

  func testAnItemOutsideTheRowsIsReportedOnTheControlItsIDNames() throws {
    let icon = NodePath.key("navigationBar").appending("barItems").index(0).appending("icon")
    let header = NodePath.key("sections").index(0).appending("header").appending("title")
    // A key that prints with dots is one key: the control is read from components.
    let odd = NodePath.key("toolbar").appending("items.more").appending("title")
    let findings = contrast(list([text("#AAAAAA", id: icon), text("#AAAAAA", id: header), text("#AAAAAA", id: odd)]))
    XCTAssertEqual(
      findings.map(\.row.description), ["navigationBar.barItems[0]", "sections[0].header", "toolbar.items.more"])
    XCTAssertEqual(findings.map(\.row), [icon.parent, header.parent, odd.parent])
    XCTAssertEqual(NodePath.key("refreshControl").control, .key("refreshControl"))
  }

  func testAnItemOfAnOutlineChildIsReportedOnItsTopLevelRow() throws {
    let child = row.appending("children").index(0).appending("title")
    let finding = try XCTUnwrap(contrast(list([text("#AAAAAA", id: child)])).first)
    XCTAssertEqual(finding.row, row)
    XCTAssertEqual(finding.element.description, "sections[0].rows[0].children[0].title")
  }

  func testContrastRatiosKnownInAdvance() {
    XCTAssertEqual(Contrast.ratio(Color(hex: "#AAAAAA")!, .white), 2.32, accuracy: 0.005)
    XCTAssertEqual(Contrast.ratio(.black, .white), 21, accuracy: 1e-9)
    XCTAssertEqual(Contrast.ratio(Color(hex: "#767676")!, .white), 4.54, accuracy: 0.005)
  }

  func testLightGreyOnWhiteFailsWithItsRatio() throws {
    let finding = try XCTUnwrap(contrast(list([text("#AAAAAA")])).first)
    XCTAssertEqual(finding.measured ?? 0, 2.32, accuracy: 0.005)
    XCTAssertEqual(finding.required, 4.5)
    XCTAssertEqual(finding.severity, .error)
    XCTAssertEqual(finding.status, .failed)
    XCTAssertEqual(finding.element, row.appending("title"))
    XCTAssertEqual(finding.row, row)
    XCTAssertEqual(finding.message, "text #AAAAAA on #FFFFFF")
    XCTAssertEqual(contrast(list([text("#767676")])), [])
  }

  func testTranslucentTextIsCompositedOverWhatIsBeneath() throws {
    // Black at 85/255 over white is #AAAAAA.
    let finding = try XCTUnwrap(contrast(list([text("#00000055")])).first)
    XCTAssertEqual(finding.measured ?? 0, 2.32, accuracy: 0.005)
    // White text on a #767676 band passes; on a 50 % black band over white (#808080) it fails.
    let band = Rect(x: 0, y: 0, width: 390, height: 44)
    XCTAssertEqual(
      contrast(list([.rect(RectItem(id: "bg", frame: band, fill: Color(hex: "#767676")!)), text("#FFFFFF")])), [])
    let half = try XCTUnwrap(
      contrast(list([.rect(RectItem(id: "bg", frame: band, fill: Color(hex: "#00000080")!)), text("#FFFFFF")])).first)
    XCTAssertEqual(half.message, "text #FFFFFF on #7F7F7F")
    XCTAssertEqual(half.measured ?? 0, Contrast.ratio(.white, Color(hex: "#7F7F7F")!), accuracy: 1e-9)
  }

  func testLargeTextNeedsThreeToOne() {
    // #949494 on white is 3.03:1: enough at 18 pt and at 14 pt bold, not at 17 pt regular.
    XCTAssertEqual(contrast(list([text("#949494", size: 18)])), [])
    XCTAssertEqual(contrast(list([text("#949494", size: 14, weight: .bold)])), [])
    XCTAssertEqual(contrast(list([text("#949494", size: 17)])).first?.required, 4.5)
  }

  func testDisabledRowsAreExempt() {
    let node = SemanticNode(
      id: row, rowID: row, role: .checkbox, label: "Label", isDisabled: true,
      frame: Rect(x: 0, y: 0, width: 390, height: 44),
      hitFrame: Rect(x: 0, y: 0, width: 390, height: 44))
    XCTAssertEqual(contrast(list([text("#AAAAAA")], semantics: [node])).map(\.status), [.exempt])
  }

  func testAThirtyPointToggleFailsTheTargetSize() throws {
    let node = SemanticNode(
      id: row, rowID: row, role: .switch, label: "Wi-Fi", value: "on", frame: Rect(x: 0, y: 0, width: 390, height: 44),
      hitFrame: Rect(x: 323, y: 7, width: 51, height: 30))
    let finding = try XCTUnwrap(Audit.findings(in: list([], semantics: [node]), minimumTarget: 48).first)
    XCTAssertEqual(finding.check, .targetSize)
    XCTAssertEqual(finding.severity, .error)
    XCTAssertEqual(finding.measured, 30)
    XCTAssertEqual(finding.required, 44)
    XCTAssertEqual(finding.message, "switch hit area 51×30 pt, under iOS's 44 pt")
  }

  func testTheThemeMinimumIsAWarningAboveIOSMinimum() {
    let node = SemanticNode(
      id: row, rowID: row, role: .button, label: "Row", frame: Rect(x: 0, y: 0, width: 390, height: 44),
      hitFrame: Rect(x: 0, y: 0, width: 390, height: 44))
    XCTAssertEqual(Audit.findings(in: list([], semantics: [node]), minimumTarget: 48).map(\.severity), [.warning])
    XCTAssertEqual(Audit.findings(in: list([], semantics: [node]), minimumTarget: 40), [])  // Orange Compact
  }

  func testAnInteractiveRowWithoutALabelIsAVoiceOverError() {
    let node = SemanticNode(
      id: row, rowID: row, role: .checkbox, label: " ", frame: Rect(x: 0, y: 0, width: 390, height: 48),
      hitFrame: Rect(x: 0, y: 0, width: 390, height: 48))
    XCTAssertEqual(Audit.findings(in: list([], semantics: [node]), minimumTarget: 48).map(\.check), [.voiceOver])
  }

  /// Lays `screen` out at each size with the fixed measurer and audits the lot.
  func audit(_ screen: Screen, sizes: [DynamicTypeSize]) throws -> [AuditFinding] {
    let inputs = try sizes.map { size in
      Audit.Input(
        screen: screen, variant: RenderVariant(dynamicTypeSize: size), direction: .leftToRight,
        displayList: try TestEnvironment.layout(screen, size: size))
    }
    return Audit.run(inputs) { _ in 48 }
  }

  func testASubtitleThatTruncatesAtAccessibility2IsReportedAtThatSizeOnly() throws {
    // 28 characters at half the Footnote size each: 28 × 11.5 = 322 pt at AX1, 28 × 13.5 =
    // 378 pt at AX2, in a 358 pt text column. The title wraps at the accessibility sizes
    // instead of being cut, so only the one-line subtitle is reported.
    let screen = Screen("s") {
      ODSListItem(title: "A title that would truncate", subtitle: "A subtitle that is truncated")
    }
    let sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility1, .accessibility2, .accessibility3]
    let findings = try audit(screen, sizes: sizes).filter { $0.check == .truncation }
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(findings.first?.firstSize, .accessibility2)
    XCTAssertEqual(findings.first?.sizes, [.accessibility2, .accessibility3])
    XCTAssertEqual(findings.first?.element, row.appending("subtitle"))
    XCTAssertEqual(findings.first?.message, "\"A subtitle that is truncated\" cut at 1 line with an ellipsis")
    XCTAssertEqual(try audit(screen, sizes: [.large, .accessibility1]).filter { $0.check == .truncation }, [])
  }

  func testTheRealToggleAndInfoButtonAreUnderTheIOSMinimum() throws {
    let screen = Screen("s") {
      ODSListItem(title: "Wi-Fi", trailingToggleIsOn: true)
      ODSListItem(title: "Plan", trailingText: "Premium", hasInfoButton: true)
    }
    let targets = try audit(screen, sizes: [.large]).filter { $0.check == .targetSize }
    XCTAssertEqual(targets.map(\.element.description), [row.description, "sections[0].rows[1].infoButton"])
    XCTAssertEqual(targets.map(\.measured), [31, 17])
  }

  func testSuppressionIsReportedAndDoesNotFail() throws {
    let grey = Screen("s") {
      OUDSControlItem(control: .checkbox(.selected), label: "Accept", isDisabled: false)
      ODSListItem(title: "Plan", trailingText: "Premium", hasInfoButton: true)
    }.suppressingAudit([.targetSize], row: 1, reason: "the ODS info button is 17 pt by design")
    let findings = try audit(grey, sizes: [.large]).filter { $0.check == .targetSize }
    let info = try XCTUnwrap(findings.first { $0.element.description == "sections[0].rows[1].infoButton" })
    XCTAssertEqual(info.status, .suppressed)
    XCTAssertEqual(info.suppressionReason, "the ODS info button is 17 pt by design")
    XCTAssertFalse(info.fails(at: .info))
    let report = AuditReport(findings: findings)
    XCTAssertTrue(report.table().contains("(suppressed: the ODS info button is 17 pt by design)"))
    XCTAssertTrue(report.failures(at: .error).allSatisfy { $0.element.description != "sections[0].rows[1].infoButton" })
  }
}
