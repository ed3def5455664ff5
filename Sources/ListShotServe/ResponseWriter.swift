import FlyingFox
import FlyingSocks
import Foundation

/// Writes a FlyingFox response on a connection of `BoundedHTTPServer`, as HTTP/1.1: with its
/// `Content-Length` when the body's length is known, else chunked (the event streams), as
/// FlyingFox's own server writes them.
enum ResponseWriter {
  static func write(_ response: HTTPResponse, to socket: AsyncSocket, close: Bool) async throws {
    guard case .httpBody(let body) = response.payload else {
      // No route answers with a WebSocket.
      return try await write(HTTPResponse(statusCode: .notImplemented), to: socket, close: true)
    }
    var headers = response.headers
    headers.removeValue(.transferEncoding)
    headers.removeValue(.connection)
    if let count = body.count {
      headers[.contentLength] = String(count)
    } else {
      headers.removeValue(.contentLength)
      headers[.transferEncoding] = "chunked"
    }
    headers[.connection] = close ? "close" : "keep-alive"
    var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
    for header in headers.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      for value in headers.values(for: header) { head += "\(header.rawValue): \(value)\r\n" }
    }
    head += "\r\n"
    try await socket.write(Data(head.utf8))
    // A body of unknown length is FlyingFox's `HTTPBodySequence(from:)`, which yields its
    // bytes already framed as chunks (with the last, empty chunk at its end).
    for try await chunk in body where !chunk.isEmpty { try await socket.write(chunk) }
  }
}
