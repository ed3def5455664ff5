import Foundation
import ListShotModel
import ListShotUI
import XCTest

/// The UIKit and accessibility spellings real settings screens are written with (found by
/// compiling public apps' list screens with the import changed) lower to the model of the
/// spelling ListShot already drew, or are refused with the view's path.
final class UIKitSpellingsTests: XCTestCase {
  func testColorOfAUIColorUnlabelledIsColorOfUIColor() throws {
    let unlabelled = try Lowering.screen("colours") {
      List {
        Text("Version").foregroundStyle(Color(.secondaryLabel))
        Text("Brand").foregroundColor(Color(UIColor(red: 0.2, green: 0.18, blue: 0.22, alpha: 1)))
        Text("Red").foregroundStyle(Color(.red))
      }
    }
    let labelled = try Lowering.screen("colours") {
      List {
        Text("Version").foregroundStyle(Color(uiColor: .secondaryLabel))
        Text("Brand").foregroundColor(Color(uiColor: UIColor(red: 0.2, green: 0.18, blue: 0.22, alpha: 1)))
        Text("Red").foregroundStyle(Color(uiColor: .red))
      }
    }
    XCTAssertEqual(unlabelled, labelled)
    // `Color(.red)` is UIKit's red (pure red), not SwiftUI's system red, as on iOS.
    XCTAssertNotEqual(
      unlabelled, try Lowering.screen("colours") { List { Text("Red").foregroundStyle(Color.red) } })
  }

  func testAnImageOfABundleIsTheImageOfItsName() throws {
    let bundled = try Lowering.screen("icons") {
      List { Image(uiImage: UIImage(named: "gear", in: .main, with: nil)!) }
    }
    let named = try Lowering.screen("icons") { List { Image(uiImage: UIImage(named: "gear")!) } }
    XCTAssertEqual(bundled, named)
  }

  func testAccessibilityRepresentationAndSafeAreaDrawTheViewItself() throws {
    let plain = try Lowering.screen("ride") { DistanceRows(modified: false) }
    XCTAssertEqual(try Lowering.screen("ride") { DistanceRows(modified: true) }, plain)
    XCTAssertEqual(plain.sections.flatMap(\.rows).count, 2)
  }

  func testAForegroundStyleAboveAButtonColoursItsLabelInPlaceOfTheTint() throws {
    // Critical Maps' settings: `.foregroundStyle(textPrimary)` on the list's content, button
    // rows with a checkmark drawn in it on iOS, not in the tint.
    let dark = Color(red: 0.1, green: 0.1, blue: 0.1)
    let styled = try Lowering.screen("types") {
      List { Section { Button(action: {}) { CheckRow(title: "Alleycat") } }.foregroundStyle(dark) }
    }
    let asText = try Lowering.screen("types") { List { Section { CheckRow(title: "Alleycat") }.foregroundStyle(dark) } }
    XCTAssertEqual(styled, asText)
    // Without one, the tint; a destructive button stays red under a foreground style.
    let tinted = try Lowering.screen("types") {
      List { Section { Button(action: {}) { CheckRow(title: "Alleycat") } } }
    }
    XCTAssertNotEqual(tinted, try Lowering.screen("types") { List { Section { CheckRow(title: "Alleycat") } } })
    let destructive = try Lowering.screen("types") {
      List { Section { Button(role: .destructive, action: {}) { Text("Delete") } }.foregroundStyle(dark) }
    }
    XCTAssertNotEqual(
      destructive, try Lowering.screen("types") { List { Section { Text("Delete") }.foregroundStyle(dark) } })
  }

  func testAForegroundStyleOnASectionColoursItsHeaderView() throws {
    let dark = Color(red: 0.1, green: 0.1, blue: 0.1)
    let inherited = try Lowering.screen("types") {
      List {
        Section {
          Text("Alleycat")
        } header: {
          HStack { Text("Event Types").font(.callout).fontWeight(.semibold) }
        }
        .foregroundStyle(dark)
      }
    }
    let own = try Lowering.screen("types") {
      List {
        Section {
          Text("Alleycat").foregroundStyle(dark)
        } header: {
          HStack { Text("Event Types").font(.callout).fontWeight(.semibold) }.foregroundStyle(dark)
        }
      }
    }
    XCTAssertEqual(inherited, own)
    XCTAssertNotNil(inherited.sections.first?.headerView)
  }

  func testANavigationStackWithButtonsAndNoTitleIsAnInlineBarOfItsButtons() throws {
    // Home Assistant's gestures screen: a Reset button in the toolbar, no title set.
    let spec = try Lowering.spec(
      """
        - name: gestures
          style: insetGrouped
          navigationTitle: ""
          navigationBarTitleDisplayMode: inline
          chrome: { statusBar: false, homeIndicator: false, barItems: [{ title: Reset }] }
          rows: [{ listCell: { text: Shake } }]
      """)
    let screen = try Lowering.screen("gestures") { UntitledGestures() }
    XCTAssertEqual(screen, spec)
    try Lowering.assertSamePNGs(Screen("gestures") { UntitledGestures() }, spec)
    // Outside a navigation container iOS draws no bar: the toolbar's buttons are not drawn.
    XCTAssertEqual(
      try Lowering.screen("bare") {
        List { Text("Shake") }.navigationTitle("Gestures").toolbar { Button("Reset") {} }
      }, try Lowering.screen("bare") { List { Text("Shake") } })
    // Without buttons the stack's bar stays as before: no title, no bar in the model.
    XCTAssertNil(try Lowering.screen("plain") { NavigationStack { List { Text("Shake") } } }.navigationTitle)
    // A spec's empty large title is still refused.
    var empty = ListShotModel.Screen(name: "empty", style: .insetGrouped, sections: [])
    empty.navigationTitle = NavigationTitle("")
    let issues = empty.validate().map { "\($0)" }
    XCTAssertTrue(issues.contains { $0.contains("the navigation title is empty") }, "\(issues)")
  }

  func testTheSymbolsOfASettingsScreenAreDrawn() throws {
    // Critical Maps' Rules and Acknowledgements rows; iOS 18's `text.document` is `doc.text`'s
    // glyph, `exclamationmark.bubble` a glyph of its own (Material's feedback bubble).
    let variant = Lowering.variant(scale: 1)
    func png(_ symbol: String) throws -> [UInt8] {
      try Lowering.renderer.png(for: Screen("s") { List { Label("Rules", systemImage: symbol) } }, in: variant)
    }
    XCTAssertEqual(try png("text.document"), try png("doc.text"))
    XCTAssertNotEqual(try png("exclamationmark.bubble"), try png("exclamationmark.circle"))
    XCTAssertNotEqual(try png("exclamationmark.bubble"), try png("text.bubble"))
  }

  func testAShadowIsDrawnAsAShadowGroup() throws {
    // Critical Maps' support cards: once refused, now drawn (ShadowTests has the details).
    let screen = Screen("cards") { List { Text("Support").shadow(color: .black.opacity(0.15), radius: 4) } }
    let list = try Lowering.renderer.displayList(for: screen, in: Lowering.variant(scale: 1))
    XCTAssertEqual(list.items.filter { $0.kind == "pushShadow" }.count, 1)
    XCTAssertEqual(list.items.filter { $0.kind == "popShadow" }.count, 1)
  }

  func testAHostingControllerSubclassIsDrawnAsItsRootView() throws {
    let hosted = try Lowering.screen("hosted") { HostedHistory() }
    XCTAssertEqual(hosted, try Lowering.screen("hosted") { DistanceRows(modified: false) })
  }

  func testSwipeDirectionsAndThePasteboardAreWhatAViewReads() throws {
    XCTAssertEqual(UISwipeGestureRecognizer.Direction.right.rawValue, 1)
    XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
    let screen = try Lowering.screen("gestures") { GestureSections() }
    XCTAssertEqual(screen.sections.map(\.header), ["Left", "Right", "Up"])
    MainActor.assumeIsolated {
      UIPasteboard.general.string = "2025.1"
      XCTAssertNil(UIPasteboard.general.string)
    }
  }
}

private struct DistanceRows: View {
  let modified: Bool
  var body: some View {
    List {
      ForEach([5, 10], id: \.self) { km in
        if modified {
          HStack {
            Text("\(km) km")
            Spacer()
            Image(systemName: "checkmark").accessibilityRepresentation { Text("selected") }.ignoresSafeArea()
          }
          .edgesIgnoringSafeArea(.all)
        } else {
          HStack {
            Text("\(km) km")
            Spacer()
            Image(systemName: "checkmark")
          }
        }
      }
    }
  }
}

/// An app's own subclass, as `final class …HostingController: UIHostingController<…> {}`.
private struct UntitledGestures: View {
  var body: some View {
    NavigationStack {
      List { Text("Shake") }
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Reset", role: .destructive) {} } }
    }
  }
}

private struct CheckRow: View {
  let title: String
  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Image(systemName: "checkmark")
    }
  }
}

private final class HistoryHost: UIHostingController<DistanceRows> {}

private struct HostedHistory: View {
  var body: some View { HistoryHost(rootView: DistanceRows(modified: false)) }
}

private struct GestureSections: View {
  @State var directions: [UISwipeGestureRecognizer.Direction] = [.left, .right, .up]
  var body: some View {
    List {
      ForEach(directions, id: \.rawValue) { direction in
        Section(direction == .left ? "Left" : direction == .right ? "Right" : "Up") { Text("Using one finger") }
      }
    }
  }
}
