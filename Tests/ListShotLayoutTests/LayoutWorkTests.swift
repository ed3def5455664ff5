import Foundation
import ListShotCore
import ListShotDisplayList
import ListShotLayout
import ListShotModel
import ListShotTestSupport
import XCTest

/// Layout is linear in the views: each view answers a few distinct proposals whatever the
/// nesting, counted on the texts' measurements (work measured, not timed).
final class LayoutWorkTests: XCTestCase {
  /// Counts the measurements of each distinct text.
  final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [String: Int] = [:]
    let base = FixedMeasurer()

    func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
      lock.lock()
      counts[text, default: 0] += 1
      lock.unlock()
      return base.measure(text, attributes: attributes, maxWidth: maxWidth, maxLines: maxLines)
    }

    func measure(_ runs: [TextRun], attributes: TextAttributes, maxWidth: Double?, maxLines: Int) -> TextMeasurement {
      measure(runs.map(\.text).joined(), attributes: attributes, maxWidth: maxWidth, maxLines: maxLines)
    }
  }

  func measurements(of view: ViewNode) throws -> [String: Int] {
    let counting = CountingMeasurer()
    var environment = try TestEnvironment.layoutEnvironment()
    environment.measurer = counting
    _ = try ScreenLayout.layout(Screen(name: "nested", sections: [Section(rows: [view.asRow])]), in: environment)
    return counting.counts
  }

  /// 63 stacks, each with a text beside the one inside it (127 views): every text is measured
  /// at most four times (smallest, largest, shared width, and the ideal width of the innermost
  /// ones), as for a stack of one level. The stacks used to be placed with the width each child
  /// answered, a new proposal at every level, and one such row took 9 s.
  func testStacksNestedToTheLimitMeasureEachTextAFewTimes() throws {
    for axes in [[StackAxis.horizontal], [.vertical], [.horizontal, .vertical]] {
      var view = ViewNode.text("leaf")
      for depth in 1...63 {
        let axis = axes[depth % axes.count]
        let children = [view, .text("text number \(depth) beside the stack")]
        view = axis == .horizontal ? .hstack(children) : .vstack(children)
      }
      XCTAssertLessThanOrEqual(view.nodeCount, Limits.maxViewsPerRow)
      XCTAssertTrue(view.validate().isEmpty, "the row is within every limit")
      let counts = try measurements(of: view)
      XCTAssertEqual(counts.count, 64, "\(axes): every text is measured")
      XCTAssertLessThanOrEqual(
        counts.values.max() ?? 0, 4, "\(axes): \(counts.sorted { $0.value > $1.value }.prefix(3))")
    }
  }
}
