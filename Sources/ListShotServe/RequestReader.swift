import FlyingFox
import FlyingSocks
import Foundation
import ListShotCore

/// Reads one HTTP/1.1 request after another from a connection of `BoundedHTTPServer`, within
/// bounds: a head of at most `Limits.maxRequestHeadBytes` (scanned once, in linear time), a
/// body of at most `maxBody` bytes that states its length. Bytes read past a request are kept
/// for the next one. One task at a time uses a reader (its connection's).
final class RequestReader: @unchecked Sendable {
  /// Why a request is answered with an error and its connection closed.
  struct Refusal: Error {
    var status: HTTPStatusCode
    var message: String
  }

  private let socket: AsyncSocket
  private let maxBody: Int
  private var buffer: [UInt8] = []

  init(socket: AsyncSocket, maxBody: Int) {
    self.socket = socket
    self.maxBody = maxBody
  }

  /// The next request; throws `Refusal` for a request to answer with an error,
  /// `SocketError.disconnected` when the peer closed, `CancellationError` when cancelled.
  func next() async throws -> HTTPRequest {
    let head = try await readHead()
    let request = try Self.parse(head)
    let length = try Self.bodyLength(request.headers, maxBody: maxBody)
    while buffer.count < length { try await fill() }
    var parsed = request
    parsed.setBodyData(Data(buffer[0..<length]))
    buffer.removeFirst(length)
    return parsed
  }

  /// The head's bytes up to and without the blank line that ends it.
  private func readHead() async throws -> ArraySlice<UInt8> {
    var scanned = 0
    while true {
      // The blank line is "\r\n\r\n" (or "\n\n"): each byte is looked at once or twice.
      var index = max(scanned, 1)
      while index < buffer.count {
        if buffer[index] == 0x0A,
          buffer[index - 1] == 0x0A
            || (index >= 3 && buffer[index - 1] == 0x0D
              && buffer[index - 2] == 0x0A && buffer[index - 3] == 0x0D)
        {
          guard index < Limits.maxRequestHeadBytes else { throw Self.headTooLarge }
          let head = buffer[0...index]
          buffer.removeFirst(index + 1)
          return head
        }
        index += 1
      }
      scanned = buffer.count
      guard buffer.count < Limits.maxRequestHeadBytes else { throw Self.headTooLarge }
      try await fill()
    }
  }

  private static let headTooLarge = Refusal(
    status: .requestHeaderFieldsTooLarge,
    message: "a request head (request line and headers) of at most \(Limits.maxRequestHeadBytes) bytes")

  private func fill() async throws {
    let bytes = try await socket.read(atMost: 4096)
    guard !bytes.isEmpty else { throw SocketError.disconnected }
    buffer.append(contentsOf: bytes)
  }

  /// The request line and headers as FlyingFox's request (its path and query decoding).
  static func parse(_ head: ArraySlice<UInt8>) throws -> HTTPRequest {
    // Split as bytes: to a Swift string "\r\n" is one character, which is not "\n".
    var lines = head.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
    guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/1.") else {
      throw Refusal(status: .badRequest, message: "not an HTTP/1.1 request line")
    }
    var headers = HTTPHeaders()
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
      else { throw Refusal(status: .badRequest, message: "a header line without a name and a colon") }
      let name = HTTPHeader(String(line[..<colon]))
      // Two Hosts or two lengths could be read two ways (by a proxy and by this server).
      if let framing = [HTTPHeader.host, .contentLength, .transferEncoding].first(where: { $0 == name }),
        headers[name] != nil
      {
        throw Refusal(status: .badRequest, message: "a repeated \(framing.rawValue) header")
      }
      headers.addValue(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces), for: name)
    }
    let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    return HTTPRequest(
      method: HTTPMethod(String(parts[0])), version: HTTPVersion(String(parts[2])),
      target: .init(path: String(target[0]), query: target.count > 1 ? String(target[1]) : ""),
      headers: headers, body: HTTPBodySequence(data: Data()))
  }

  /// The body's length from `Content-Length`; a chunked body is refused (the pages send lengths).
  static func bodyLength(_ headers: HTTPHeaders, maxBody: Int) throws -> Int {
    if headers[.transferEncoding] != nil {
      throw Refusal(status: .lengthRequired, message: "a request body with its Content-Length, not chunked")
    }
    guard let value = headers[.contentLength] else { return 0 }
    guard value.count <= 12, value.allSatisfy(\.isASCIIDigit), let length = Int(value) else {
      throw Refusal(status: .badRequest, message: "a Content-Length that is not a number")
    }
    guard length <= maxBody else {
      throw Refusal(status: .payloadTooLarge, message: "a request body of at most \(maxBody) bytes")
    }
    return length
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
