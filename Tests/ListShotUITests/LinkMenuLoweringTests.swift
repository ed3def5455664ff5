import Foundation
import ListShotUI
import XCTest

/// `Link`, `ShareLink` and `Menu` are their labels in the tint, as buttons' are; `AsyncImage`
/// is its placeholder (nothing is fetched).
final class LinkMenuLoweringTests: XCTestCase {
  let url = URL(string: "https://example.com/privacy")!

  func testALinkAShareLinkAndAMenuAreTheirLabelsInTheTint() throws {
    let url = self.url
    let swiftUI = try Lowering.screen("links") {
      List {
        Link("Privacy Policy", destination: url)
        ShareLink(item: url)
        ShareLink("Share App", item: url)
        Menu("Sort By") { Button("Name") {} }
        Menu {
          Button("Name") {}
        } label: {
          Label("Filter", systemImage: "line.3.horizontal.decrease")
        }
      }
    }
    let spec = try Lowering.spec(
      """
        - name: links
          style: insetGrouped
          rows:
            - content: { text: Privacy Policy, foregroundStyle: accent }
            - content: { label: { title: Share, systemImage: square.and.arrow.up }, foregroundStyle: accent }
            - content: { label: { title: Share App, systemImage: square.and.arrow.up }, foregroundStyle: accent }
            - content: { text: Sort By, foregroundStyle: accent }
            - content: { label: { title: Filter, systemImage: line.3.horizontal.decrease }, foregroundStyle: accent }
      """)
    XCTAssertEqual(swiftUI, spec)
  }

  func testABorderedLinkIsABorderedButton() throws {
    let url = self.url
    let swiftUI = try Lowering.screen("bordered") {
      List { Link("Terms", destination: url).buttonStyle(.bordered) }
    }
    let spec = try Lowering.spec(
      """
        - name: bordered
          style: insetGrouped
          rows:
            - content: { button: { label: Terms, style: bordered } }
      """)
    XCTAssertEqual(swiftUI, spec)
  }

  func testAnAsyncImageIsItsPlaceholder() throws {
    let url = self.url
    let swiftUI = try Lowering.screen("images") {
      List {
        AsyncImage(url: url).frame(width: 44, height: 44)
        AsyncImage(url: url) { image in
          image.resizable()
        } placeholder: {
          Image(systemName: "photo")
        }
        AsyncImage(url: url) { phase in
          if let image = phase.image {
            image
          } else {
            Color.orange
          }
        }
        .frame(width: 44, height: 44)
      }
    }
    let spec = try Lowering.spec(
      """
        - name: images
          style: insetGrouped
          rows:
            - content: { color: { token: ios.fill, opacity: 0.8 }, frame: { width: 44, height: 44 } }
            - content: { image: photo }
            - content: { color: orange, frame: { width: 44, height: 44 } }
      """)
    XCTAssertEqual(swiftUI, spec)
  }
}
