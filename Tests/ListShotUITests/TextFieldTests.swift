import ListShotDisplayList
import ListShotUI
import XCTest

/// `TextField`, `SecureField`, `TextEditor`: the bound text or the prompt in the placeholder
/// colour, bullets for a secure field, the rounded border, lowered to their catalogue examples.
final class TextFieldTests: XCTestCase {
  struct Fields: View {
    @State var email = ""
    @State var filled = "ada@example.com"

    var body: some View {
      List {
        VStack {
          TextField("Email", text: $email)
          TextField("Email", text: $filled).textFieldStyle(.roundedBorder)
        }
      }
    }
  }

  struct Secure: View {
    @State var empty = ""
    @State var password = "hunter2"

    var body: some View {
      List {
        VStack {
          SecureField("Password", text: $empty)
          SecureField("Password", text: $password, prompt: Text("Required"))
        }
      }
    }
  }

  struct Editor: View {
    @State var note = "Leave at the door, please. The bell does not work."
    var body: some View { List { TextEditor(text: $note) } }
  }

  struct Notes: View {
    @State var notes = "A long note that wraps onto a second line when the field grows vertically, as it does."
    @State var single = "A long note that wraps onto a second line when the field grows vertically, as it does."

    var body: some View {
      List {
        TextField("Notes", text: $notes, axis: .vertical)
        TextField("Notes", text: $single)
      }
    }
  }

  func testTheFieldsLowerToTheirExamples() throws {
    try Lowering.assertLowersToItsExample(entry: "TextField", Screen("example") { Fields() })
    try Lowering.assertLowersToItsExample(entry: "SecureField", Screen("example") { Secure() })
    try Lowering.assertLowersToItsExample(entry: "TextEditor", Screen("example") { Editor() })
  }

  func testAPromptIsInThePlaceholderColourAndBoundTextInTheLabelColour() throws {
    for variant in Lowering.variants {
      let list = try Lowering.renderer.displayList(for: Screen("fields") { Fields() }, in: variant)
      let prompt = try XCTUnwrap(texts(list).first { $0.text == "Email" }, "\(variant)")
      let text = try XCTUnwrap(texts(list).first { $0.text == "ada@example.com" }, "\(variant)")
      XCTAssertLessThan(Double(prompt.color.alpha), 255 * 0.5, "\(variant): the placeholder colour")
      XCTAssertEqual(text.color.alpha, 255, "\(variant): the label colour")
      XCTAssertEqual(prompt.maxLines, 1)
      // The rounded border: a stroked rounded rectangle (drawn inside its frame) around the
      // text, inset 7 pt; the plain field's text is where the row's content starts.
      let border = try XCTUnwrap(
        list.items.first { $0.id.description.hasSuffix("roundedRectangle") }?.frame, "\(variant)")
      XCTAssertEqual(text.frame.minY - border.minY, 6.5, accuracy: 0.75, "\(variant)")
      let isRTL = variant.direction == .rightToLeft
      let leading = isRTL ? prompt.frame.maxX - text.frame.maxX : text.frame.minX - prompt.frame.minX
      XCTAssertEqual(leading, 7, accuracy: 0.5, "\(variant): inset in the border")
      XCTAssertEqual(border.midX, list.size.width / 2, accuracy: 0.5, "\(variant): fills the row")
      XCTAssertEqual(
        border.width, list.size.width - 2 * (isRTL ? list.size.width - prompt.frame.maxX : prompt.frame.minX),
        accuracy: 1.5)
    }
  }

  func testASecureFieldDrawsABulletPerCharacter() throws {
    let list = try Lowering.renderer.displayList(for: Screen("secure") { Secure() }, in: Lowering.variant(scale: 1))
    XCTAssertEqual(texts(list).map(\.text), ["Password", "•••••••"])
  }

  func testAVerticalFieldWrapsAndAHorizontalOneKeepsOneLine() throws {
    for size in Lowering.sizes {
      let variant = Lowering.variant(size, rightToLeft: false)
      let list = try Lowering.renderer.displayList(for: Screen("notes") { Notes() }, in: variant)
      let fields = texts(list)
      XCTAssertEqual(fields.count, 2)
      XCTAssertEqual(fields[0].maxLines, 0, "\(size): as many lines as it takes")
      XCTAssertEqual(fields[1].maxLines, 1, "\(size)")
      XCTAssertGreaterThan(fields[0].frame.height, fields[1].frame.height * 1.5, "\(size): wrapped")
    }
  }

  struct LabelledEditor: View {
    @State var note = "Leave at the door, please. The bell does not work."
    var body: some View {
      List {
        VStack(alignment: .leading, spacing: 0) {
          Text("Notes")
          TextEditor(text: $note)
        }
      }
    }
  }

  func testAnEditorsTextIsInsetAsUITextViewsAndGrowsWithDynamicType() throws {
    var heights: [Double] = []
    for size in Lowering.sizes {
      for isRTL in [false, true] {
        let variant = Lowering.variant(size, rightToLeft: isRTL)
        let list = try Lowering.renderer.displayList(for: Screen("editor") { LabelledEditor() }, in: variant)
        let label = try XCTUnwrap(texts(list).first)
        let text = try XCTUnwrap(texts(list).last)
        let inset = isRTL ? label.frame.maxX - text.frame.maxX : text.frame.minX - label.frame.minX
        XCTAssertEqual(inset, 5, accuracy: 1, "\(variant): the line fragment padding")
        XCTAssertEqual(text.frame.minY - label.frame.maxY, 8, accuracy: 0.5, "\(variant): the container inset")
        if !isRTL { heights.append(text.frame.height) }
      }
    }
    XCTAssertEqual(heights, heights.sorted(), "the text grows with Dynamic Type")
    XCTAssertGreaterThan(heights.last!, heights.first! * 2)
  }

  struct Trailing: View {
    @State var name = ""
    var body: some View {
      List {
        HStack {
          Text("Name")
          TextField("Required", text: $name).multilineTextAlignment(.trailing)
        }
      }
    }
  }

  func testMultilineTextAlignmentPutsTheTextAtTheFieldsTrailingEdge() throws {
    for isRTL in [false, true] {
      let variant = Lowering.variant(.large, rightToLeft: isRTL)
      let list = try Lowering.renderer.displayList(for: Screen("trailing") { Trailing() }, in: variant)
      let label = try XCTUnwrap(texts(list).first { $0.text == "Name" })
      let prompt = try XCTUnwrap(texts(list).first { $0.text == "Required" })
      let width = list.size.width
      // The row's content runs from 32 pt to 32 pt from the screen's sides (iOS 26 inset grouped).
      XCTAssertEqual(isRTL ? label.frame.maxX : label.frame.minX, isRTL ? width - 32 : 32, accuracy: 1)
      XCTAssertEqual(isRTL ? prompt.frame.minX : width - prompt.frame.maxX, 32, accuracy: 1, "\(variant)")
    }
  }

  private func texts(_ list: DisplayList) -> [TextItem] {
    list.items.compactMap { if case .text(let text) = $0 { text } else { nil } }
  }
}
