import Foundation

/// What the server pushes to a page over server-sent events.
enum LiveEvent: Sendable {
  /// Every card of the page's settings (on connecting, and when cards were added or removed).
  case state(LiveState)
  /// One card's image changed: its new digest.
  case card(CardRenders.Image)
  /// The sources are broken: the error, with file:line:col; the page keeps its images.
  case problem(String)
  /// The sources load again: the page hides the error.
  case clear
  /// Keeps the connection known to be open.
  case ping

  /// The event in the `text/event-stream` format: `event:` and one `data:` line of JSON
  /// (JSON has no raw newlines, so one line always holds it).
  var bytes: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func json(_ value: some Encodable) -> String {
      (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
    let text: String
    switch self {
    case .state(let state): text = "event: state\ndata: \(json(state))\n\n"
    case .card(let image): text = "event: card\ndata: \(json(image))\n\n"
    case .problem(let message): text = "event: problem\ndata: \(json(["message": message]))\n\n"
    case .clear: text = "event: clear\ndata: {}\n\n"
    case .ping: text = ": ping\n\n"
    }
    return Array(text.utf8)
  }
}

/// The page's view of one setting: its cards and the current error, if any.
struct LiveState: Sendable, Encodable {
  var cards: [CardRenders.Image]
  var problem: String?
}
