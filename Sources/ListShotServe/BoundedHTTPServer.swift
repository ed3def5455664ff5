import FlyingFox
import FlyingSocks
import Foundation
import ListShotCore

/// The HTTP/1.1 server of `preview --serve` and `review`, on 127.0.0.1: FlyingSocks' sockets,
/// FlyingFox's request and response types, and bounds FlyingFox's own server lacks.
///
/// Why this is written here rather than configured: FlyingFox 0.27.1's `HTTPServer` reads a
/// request head line by line with no bound on its size (a line is collected until its "\n",
/// in time quadratic in its length), gives no deadline to that read (its `timeout` bounds the
/// handler only), starts a task for every connection it accepts with no bound on their number,
/// and ends its listening loop for good when accept(2) fails (EMFILE). Its `Configuration` has
/// no option for any of these and its connection type is internal, so the accept loop, the
/// reading of requests (`RequestReader`) and the writing of responses are done here, with:
/// - a head of at most `Limits.maxRequestHeadBytes` (answered 431, then closed);
/// - `Limits.requestReadSeconds` to send a whole request once the server waits for one;
/// - at most `Limits.maxServerConnections` connections: past it, a new connection closes the
///   one that has waited longest for a request, so connections that send nothing (or one byte)
///   cannot keep a page from being served; a failed accept(2) is retried, never the end.
public actor BoundedHTTPServer {
  public typealias Handler = @Sendable (HTTPRequest, _ port: UInt16) async -> HTTPResponse

  private let handler: Handler
  private let maxBody: Int
  private var connections: [Int: Connection] = [:]
  private var nextID = 0

  struct Connection {
    var task: Task<Void, Never>?
    /// When it began to wait for a request; nil while a request is answered.
    var waitingSince: ContinuousClock.Instant?
    var closing = false
  }

  public init(maxBody: Int = 0, handler: @escaping Handler) {
    self.maxBody = maxBody
    self.handler = handler
  }

  /// Connections open now (for tests and logs).
  public var openConnections: Int { connections.count }

  /// Binds and listens on 127.0.0.1:`port` (0: a free port), starts serving, returns the port.
  public func start(port: UInt16) async throws -> UInt16 {
    let socket = try Socket(domain: AF_INET)
    do {
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
      try socket.listen()
    } catch {
      try? socket.close()
      throw error
    }
    guard case .ip4(_, let bound) = try socket.sockname() else { throw SocketError.unsupportedAddress }
    let pool = HTTPServer.defaultPool()
    try await pool.prepare()
    let listener = try AsyncSocket(socket: socket, pool: pool)
    Task { try? await pool.run() }
    Task { await acceptLoop(listener, port: bound) }
    return bound
  }

  private func acceptLoop(_ listener: AsyncSocket, port: UInt16) async {
    while !Task.isCancelled {
      let client: AsyncSocket
      do {
        client = try await listener.accept()
      } catch {
        // EMFILE, ENFILE, ECONNABORTED …: the socket still listens; try again shortly.
        try? await Task.sleep(for: .milliseconds(100))
        continue
      }
      admit(client, port: port)
    }
  }

  private func admit(_ client: AsyncSocket, port: UInt16) {
    let open = connections.values.filter { !$0.closing }
    if open.count >= Limits.maxServerConnections {
      let waiting = connections.filter { !$0.value.closing && $0.value.waitingSince != nil }
      guard connections.count < 2 * Limits.maxServerConnections,
        let oldest = waiting.min(by: { $0.value.waitingSince! < $1.value.waitingSince! })
      else {
        try? client.close()
        return
      }
      connections[oldest.key]?.closing = true
      connections[oldest.key]?.task?.cancel()
    }
    let id = nextID
    nextID += 1
    connections[id] = Connection(waitingSince: .now)
    connections[id]?.task = Task { await serve(client, id: id, port: port) }
  }

  private func waiting(_ id: Int, _ waiting: Bool) {
    connections[id]?.waitingSince = waiting ? .now : nil
  }

  private func closed(_ id: Int) { connections[id] = nil }

  private func serve(_ client: AsyncSocket, id: Int, port: UInt16) async {
    let reader = RequestReader(socket: client, maxBody: maxBody)
    defer {
      try? client.close()
      closed(id)
    }
    while !Task.isCancelled {
      waiting(id, true)
      let request: HTTPRequest
      do {
        request = try await Self.withDeadline(seconds: Limits.requestReadSeconds) { try await reader.next() }
      } catch let refusal as RequestReader.Refusal {
        var headers = HTTPHeaders()
        headers[.contentType] = "text/plain; charset=utf-8"
        let body = Data("\(refusal.status.code) \(refusal.status.phrase): \(refusal.message)\n".utf8)
        let response = HTTPResponse(statusCode: refusal.status, headers: headers, body: body)
        try? await ResponseWriter.write(response, to: client, close: true)
        return
      } catch {
        return  // closed by the peer, past the deadline, or evicted
      }
      waiting(id, false)
      let keepAlive = Self.keepsAlive(request)
      let response = await handler(request, port)
      do { try await ResponseWriter.write(response, to: client, close: !keepAlive) } catch { return }
      if !keepAlive { return }
    }
  }

  /// RFC 9112 §9.3: HTTP/1.1 keeps the connection unless `Connection: close`; 1.0 closes it
  /// unless `Connection: keep-alive`.
  static func keepsAlive(_ request: HTTPRequest) -> Bool {
    let tokens = (request.headers[.connection] ?? "").lowercased().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return request.version == .http11 ? !tokens.contains("close") : tokens.contains("keep-alive")
  }

  /// `body`'s value, or an error once `seconds` have passed (`body` is then cancelled).
  static func withDeadline<T: Sendable>(seconds: Int, _ body: @escaping @Sendable () async throws -> T)
    async throws -> T
  {
    try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask { try await body() }
      group.addTask {
        try await Task.sleep(for: .seconds(seconds))
        return nil
      }
      defer { group.cancelAll() }
      guard let value = try await group.next() ?? nil else { throw SocketError.timeout(message: "request") }
      return value
    }
  }
}
