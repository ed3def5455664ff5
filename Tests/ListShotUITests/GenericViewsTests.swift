import ListShotModel
import ListShotUI
import XCTest

// What packages an app depends on write against SwiftUI's generic views: a symbol library's
// `Label(_:systemSymbol:)`, a design system's `LabeledContent(verbatim:content:)`, a row that
// stores a `LabeledContent<Label, Content>`.
enum Symbol: String { case questionmarkCircle = "questionmark.circle" }

extension Label where Title == Text, Icon == Image {
  init(_ title: String, systemSymbol: Symbol) { self.init(title, systemImage: systemSymbol.rawValue) }
}

extension LabeledContent where Label == Text {
  init(verbatim label: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(verbatim: label) }
  }
}

struct KeyValueRow<Label: View, Content: View>: View {
  private let labeledContent: LabeledContent<Label, Content>

  init(verbatim label: String, @ViewBuilder content: () -> Content) where Label == Text {
    labeledContent = .init(verbatim: label, content: content)
  }

  var body: some View { labeledContent.accessibilityElement(children: .combine) }
}

/// `Label` and `LabeledContent` are generic as SwiftUI's: such extensions compile, and draw as
/// the views they stand for.
final class GenericViewsTests: XCTestCase {
  func testExtensionsOfTheGenericViewsDrawAsTheViewsTheyStandFor() throws {
    let extended = Screen("s") {
      List {
        Label("How It Works", systemSymbol: .questionmarkCircle)
        LabeledContent(verbatim: "San Francisco") { Text(verbatim: "20 °C, Sunny") }
      }
    }
    let plain = Screen("s") {
      List {
        Label("How It Works", systemImage: "questionmark.circle")
        LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") }
      }
    }
    XCTAssertEqual(try extended.screen(for: ScreenVariant()), try plain.screen(for: ScreenVariant()))
  }

  func testARowThatStoresALabeledContentDrawsItsLabelAndValue() throws {
    let list = try Lowering.renderer.displayList(
      for: Screen("s") { List { KeyValueRow(verbatim: "San Francisco") { Text(verbatim: "20 °C, Sunny") } } },
      in: Lowering.variants[0])
    let texts = list.items.compactMap { item -> String? in
      if case .text(let run) = item { return run.text }
      return nil
    }
    XCTAssertEqual(texts, ["San Francisco", "20 °C, Sunny"])
  }
}
