import ListShotUI
import XCTest

/// Every error ListShotUI reports is quoted in docs/errors.md, as the CLI's are.
final class ErrorTableTests: XCTestCase {
  static let cases: [(name: String, screen: () -> ListShotUI.Screen)] = [
    ("GeometryReader", { Screen("measured") { Measured() } }),
    ("UIViewRepresentable", { Screen("map") { MapScreen() } }),
    ("section outside the list", { Screen("loose") { LooseSection() } }),
    ("missing environment object", { Screen("gauges") { Gauges() } }),
    ("asset catalogue colour", { Screen("branded") { BrandedText() } }),
    ("no list", { Screen("bare") { Text("Hello") } }),
    ("refreshing without refreshable", { Screen("x", state: ScreenState(isRefreshing: true)) { Instruments() } }),
    ("swiped row without actions", { Screen("x", state: ScreenState(swiped: .titled("Oboe"))) { Instruments() } }),
    ("unknown row", { Screen("x", state: ScreenState(swiped: .titled("Tuba"))) { Instruments() } }),
    (
      "context menu the row has not",
      { Screen("menu", state: ScreenState(contextMenu: .titled("Ada"))) { MemberNames() } }
    ),
    ("joined text in two fonts", { Screen("fonts") { TwoFonts() } }),
    ("search field without a title", { Screen("search") { UntitledSearch() } }),
    ("search text without a search field", { Screen("x", state: ScreenState(searchText: "Lo")) { Instruments() } }),
    ("a shape of the app's own", { Screen("star") { StarBadge() } }),
    ("a shape style of the app's own", { Screen("striped") { StripedFill() } }),
    ("a mask that is not a shape", { Screen("masked") { TextMask() } }),
  ]

  func testEveryMessageIsInErrorsMd() throws {
    let doc = try String(contentsOf: DocsExampleTests.root.appendingPathComponent("docs/errors.md"), encoding: .utf8)
    for (name, screen) in Self.cases {
      var message = Lowering.message { try Lowering.renderer.png(for: screen(), in: Lowering.variant()) }
      // The place a GeometryReader is written at is the file and line of your code.
      if let range = message.range(
        of: #"\(ListShotUITests/[A-Za-z]+\.swift:[0-9]+\)"#, options: String.CompareOptions.regularExpression)
      {
        message.replaceSubrange(range, with: "($FILE:$LINE)")
      }
      XCTAssertTrue(doc.contains("`\(message)`"), "docs/errors.md lacks the message of \(name):\n\(message)")
    }
  }
}

/// A colour from an asset catalogue, which Linux has not got.
struct BrandedText: View {
  var body: some View { List { Text("Ada").foregroundStyle(Color("Brand")) } }
}

/// A shape of the app's own whose corners keep their radius at any size: its outline is not a
/// function of its rect's proportions, and needs the size only layout knows.
struct Tab: Shape {
  func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 8) }
}

struct StarBadge: View {
  var body: some View { List { Tab().fill(.yellow).frame(width: 20, height: 20) } }
}

/// A shape style of the app's own.
struct Stripes: ShapeStyle {}

struct StripedFill: View {
  var body: some View { List { Rectangle().fill(Stripes()).frame(height: 20) } }
}

/// A mask made of a text, which ListShot cannot mask with.
struct TextMask: View {
  var body: some View { List { Color.blue.frame(width: 60, height: 20).mask { Text("Mask") } } }
}
