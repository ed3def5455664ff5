import ListShotCore

/// What layout learns about a piece of text before placing it.
public struct TextMeasurement: Hashable, Sendable {
  /// The size of the laid-out text (its logical extents).
  public var size: Size
  public var lineCount: Int
  /// True when the line limit or the width cut the text and an ellipsis was drawn.
  public var isTruncated: Bool
  /// Distance from the top of the text box to the first baseline.
  public var firstBaseline: Double

  public init(size: Size, lineCount: Int, isTruncated: Bool, firstBaseline: Double) {
    self.size = size
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.firstBaseline = firstBaseline
  }
}

/// Measures text the way the painter will draw it.
///
/// Layout depends on this protocol only; the Pango-backed implementation lives with the
/// painter, and tests may substitute a deterministic fake. Implementations MUST return the
/// size the painter's text would occupy for the same text, attributes, width and line limit,
/// and MUST be safe to call from several threads.
public protocol TextMeasuring: Sendable {
  /// - Parameters:
  ///   - maxWidth: the wrapping width; nil lays the text out on one unbounded line per paragraph.
  ///   - maxLines: the line limit, 0 for none. Text past it ends in an ellipsis.
  func measure(
    _ text: String, attributes: TextAttributes, maxWidth: Double?, maxLines: Int
  ) -> TextMeasurement

  /// Measures text made of styled runs (their texts joined), the way the painter draws a
  /// `TextItem` with those runs.
  func measure(
    _ runs: [TextRun], attributes: TextAttributes, maxWidth: Double?, maxLines: Int
  ) -> TextMeasurement
}

extension TextMeasuring {
  /// For measurers that do not shape text (test fakes): the runs' text, unstyled.
  public func measure(
    _ runs: [TextRun], attributes: TextAttributes, maxWidth: Double?, maxLines: Int
  ) -> TextMeasurement {
    measure(runs.map(\.text).joined(), attributes: attributes, maxWidth: maxWidth, maxLines: maxLines)
  }
}
