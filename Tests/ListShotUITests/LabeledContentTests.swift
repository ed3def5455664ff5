import ListShotDisplayList
import ListShotUI
import XCTest

/// `LabeledContent`: the label at the leading edge and the value at the trailing edge in the
/// secondary colour, the value under the label at the accessibility sizes; lowered to its
/// catalogue example.
final class LabeledContentTests: XCTestCase {
  struct About: View {
    var body: some View {
      List {
        VStack {
          LabeledContent("Version", value: "2.1")
          LabeledContent("Storage") {
            HStack {
              Image(systemName: "externaldrive")
              Text("12 GB")
            }
          }
        }
      }
    }
  }

  struct Linked: View {
    var body: some View {
      List {
        NavigationLink {
          Text("Details")
        } label: {
          LabeledContent("Language", value: "English")
        }
      }
    }
  }

  struct Named: View {
    @State var name = ""
    var body: some View {
      List { LabeledContent("Name") { TextField("Required", text: $name) } }
    }
  }

  func testAFieldAsContentFillsWhatTheLabelLeaves() throws {
    for isRTL in [false, true] {
      let variant = Lowering.variant(.large, rightToLeft: isRTL)
      let list = try Lowering.renderer.displayList(for: Screen("named") { Named() }, in: variant)
      let id = "sections[0].rows[0].content.labeledContent"
      let label = try XCTUnwrap(text(list, "\(id).label.text"), "\(variant)")
      let prompt = try XCTUnwrap(text(list, "\(id).content.textField.field.text"), "\(variant)")
      // The prompt starts 16 pt after the label, at the field's leading edge.
      let gap = isRTL ? label.frame.minX - prompt.frame.maxX : prompt.frame.minX - label.frame.maxX
      XCTAssertEqual(gap, 16, accuracy: 1, "\(variant)")
    }
  }

  func testLabeledContentLowersToItsExample() throws {
    try Lowering.assertLowersToItsExample(entry: "LabeledContent", Screen("example") { About() })
  }

  func testTheValueIsTrailingAndSecondaryAndGoesUnderTheLabelAtAccessibilitySizes() throws {
    for size in Lowering.sizes {
      for isRTL in [false, true] {
        let variant = Lowering.variant(size, rightToLeft: isRTL)
        let list = try Lowering.renderer.displayList(for: Screen("example") { About() }, in: variant)
        let id = "sections[0].rows[0].content.vstack[0].labeledContent"
        let label = try XCTUnwrap(text(list, "\(id).label.text"), "\(variant)")
        let value = try XCTUnwrap(text(list, "\(id).content.text"), "\(variant)")
        let width = list.size.width
        XCTAssertEqual(isRTL ? width - label.frame.maxX : label.frame.minX, 32, accuracy: 1, "\(variant)")
        XCTAssertNotEqual(label.color, value.color, "\(variant): the value is in the secondary colour")
        XCTAssertEqual(
          Double(value.color.alpha), Double(label.color.alpha) * 0.6, accuracy: 3, "\(variant): secondary label")
        if size.isAccessibilitySize {
          XCTAssertGreaterThanOrEqual(value.frame.minY, label.frame.maxY, "\(variant): under the label")
          XCTAssertEqual(
            isRTL ? width - value.frame.maxX : value.frame.minX, 32, accuracy: 1, "\(variant): leading")
        } else {
          XCTAssertEqual(value.frame.midY, label.frame.midY, accuracy: 0.5, "\(variant): one line")
          XCTAssertEqual(
            isRTL ? value.frame.minX : width - value.frame.maxX, 32, accuracy: 1, "\(variant): trailing")
        }
        XCTAssertEqual(label.attributes.font.size, value.attributes.font.size, "\(variant): both in Body")
      }
    }
  }

  func testInsideANavigationLinkTheValueStopsBeforeTheChevron() throws {
    for isRTL in [false, true] {
      let variant = Lowering.variant(.large, rightToLeft: isRTL)
      let list = try Lowering.renderer.displayList(for: Screen("linked") { Linked() }, in: variant)
      let value = try XCTUnwrap(
        list.items.compactMap { if case .text(let t) = $0 { t } else { nil } }.first { $0.text == "English" },
        "\(variant)")
      let chevron = try XCTUnwrap(list.items.first { $0.id.description.hasSuffix("chevron") }?.frame)
      if isRTL {
        XCTAssertGreaterThan(value.frame.minX, chevron.maxX, "the value is after the chevron in RTL")
      } else {
        XCTAssertLessThan(value.frame.maxX, chevron.minX, "the value is before the chevron")
      }
    }
  }

  private func text(_ list: DisplayList, _ id: String) -> TextItem? {
    for item in list.items { if case .text(let text) = item, text.id.description == id { return text } }
    return nil
  }
}
