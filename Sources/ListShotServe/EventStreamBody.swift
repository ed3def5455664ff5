import FlyingFox
import FlyingSocks

/// A page's server-sent events as the byte sequence FlyingFox streams as a chunked response
/// body: each event is written as soon as it is pushed. The stream ends when the page goes
/// away (the write fails and the connection closes) or the server stops.
struct EventStreamBody: AsyncBufferedSequence {
  typealias Element = UInt8
  let events: AsyncStream<LiveEvent>

  func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var events: AsyncStream<LiveEvent>.Iterator
    var pending: ArraySlice<UInt8> = []

    mutating func next() async -> UInt8? {
      guard await fill() else { return nil }
      return pending.popFirst()
    }

    mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
      guard await fill() else { return nil }
      let chunk = pending.prefix(Swift.max(1, count))
      pending = pending.dropFirst(chunk.count)
      return chunk
    }

    /// Waits for the next event when nothing is pending; false at the end of the stream.
    private mutating func fill() async -> Bool {
      while pending.isEmpty {
        guard let event = await events.next() else { return false }
        pending = event.bytes[...]
      }
      return true
    }
  }
}
