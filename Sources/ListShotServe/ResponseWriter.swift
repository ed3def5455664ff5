import FlyingFox
import FlyingSocks
import Foundation

/// Writes a FlyingFox response on a connection of `BoundedHTTPServer`, as HTTP/1.1: with its
/// `Content-Length` when the body's length is known, else chunked (the event streams), as
/// FlyingFox's own server writes them.
///
/// Every answer of `preview --serve` and `review` says that no other page may frame it
/// (`frame-ancestors 'none'`, `X-Frame-Options: DENY`: a page elsewhere could frame the
/// review page and have the user's clicks or keys accept a change), that its type is not to
/// be guessed, that it sends no referrer, and that a window another site opened keeps no
/// handle on it (`Cross-Origin-Opener-Policy`).
enum ResponseWriter {
  static let securityHeaders: [(HTTPHeader, String)] = [
    (HTTPHeader("Content-Security-Policy"), "frame-ancestors 'none'"),
    (HTTPHeader("X-Frame-Options"), "DENY"),
    (HTTPHeader("X-Content-Type-Options"), "nosniff"),
    (HTTPHeader("Referrer-Policy"), "no-referrer"),
    (HTTPHeader("Cross-Origin-Opener-Policy"), "same-origin"),
  ]

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
    for (header, value) in securityHeaders { headers[header] = value }
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
