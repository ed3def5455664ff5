import FlyingFox
import FlyingSocks
import Foundation
import ListShotCore
import ListShotFiles
import ListShotReport

/// The HTTP side of `listshot review`, on the same FlyingFox server as `preview --serve`,
/// bound to 127.0.0.1 only:
///
///     GET  /                         the report page with Accept and Reject (`ReportPage`)
///     GET  /images/<digest>.png      an image of the report folder
///     GET  /review/state             the decisions, as JSON
///     POST /review/decide            {"action": "accept" | "reject", "goldens": [...]}
///     POST /review/finish            ends the review: the command prints what it wrote
///
/// Every request must name this loopback address as its Host (as `PreviewServer` checks), and
/// come from the page itself or from the address bar: an `Origin`, when sent, is this
/// server's, and `Sec-Fetch-Site`, when sent, is `same-origin` or `none` (so another site can
/// neither load the page in a frame or a window of its own nor fetch anything). A request
/// that changes anything must be a POST from the page itself: its Origin is this server's,
/// `Sec-Fetch-Site` (when sent) says `same-origin`, its body is JSON of at most `maxBody`
/// bytes. No answer may be framed (`ResponseWriter`), and the page has no hook that presses
/// its keys: a web page elsewhere can neither read the state nor accept a change.
public struct ReviewServer: Sendable {
  public let session: ReviewSession
  /// Called once, after the page asked to finish and was answered.
  public var onFinish: @Sendable () -> Void
  public var requestLog: (@Sendable (String) -> Void)?
  /// Called with each golden written, as it is (a review interrupted later has said it).
  public var onWrite: (@Sendable (URL) -> Void)?
  private let page: Data
  private let finished = FinishFlag()

  public static let maxBody = 1 << 20

  public init(
    session: ReviewSession, onFinish: @escaping @Sendable () -> Void,
    requestLog: (@Sendable (String) -> Void)? = nil, onWrite: (@Sendable (URL) -> Void)? = nil
  ) {
    self.session = session
    self.onFinish = onFinish
    self.requestLog = requestLog
    self.onWrite = onWrite
    page = Data(ReportPage.html(session.run, review: true).utf8)
  }

  /// Starts listening on 127.0.0.1:`port` (0: a free port) and returns the page's URL once
  /// the socket listens. Throws when the port cannot be bound.
  public func start(port: UInt16) async throws -> String {
    let handler = self
    let server = BoundedHTTPServer(maxBody: Self.maxBody) { request, port in
      await handler.respond(to: request, port: port)
    }
    let bound: UInt16
    do {
      bound = try await server.start(port: port)
    } catch {
      throw ListShotError(
        .badInput, "cannot listen on 127.0.0.1:\(port): \(error)", hint: "pass --port 0 for a free port")
    }
    return "http://127.0.0.1:\(bound)/"
  }

  func respond(to request: HTTPRequest, port: UInt16) async -> HTTPResponse {
    let response = await route(request, port: port)
    requestLog?("\(request.method.rawValue) \(request.path) \(response.statusCode.code)")
    return response
  }

  func route(_ request: HTTPRequest, port: UInt16?) async -> HTTPResponse {
    guard let port, PreviewServer.isLoopbackHost(request.headers[.host], port: port) else {
      return Self.text(.forbidden, "this server answers requests for 127.0.0.1 or localhost only")
    }
    if let refusal = PreviewServer.refuseOtherSites(request, port: port) { return refusal }
    switch (request.method, request.path) {
    case (.GET, "/"): return Self.data(page, type: "text/html; charset=utf-8")
    case (.GET, "/review/state"): return Self.json(StateAnswer(items: session.state, summary: session.summary))
    case (.POST, "/review/decide"), (.POST, "/review/finish"):
      if let refusal = Self.refuseCrossSite(request, port: port) { return refusal }
      guard let length = request.bodySequence.count, length <= Self.maxBody else {
        return Self.text(.payloadTooLarge, "a request body of at most \(Self.maxBody) bytes, with its length")
      }
      guard let body = try? await request.bodyData else { return Self.text(.badRequest, "cannot read the body") }
      return request.path == "/review/finish" ? finish() : decide(body)
    case (.GET, _) where request.path.hasPrefix("/images/"):
      return image(String(request.path.dropFirst()))
    case (.GET, _): return Self.text(.notFound, "not found")
    default: return Self.text(.methodNotAllowed, "GET to read, POST from the page to decide")
    }
  }

  /// Nil when the request comes from this server's own page; else the refusal.
  static func refuseCrossSite(_ request: HTTPRequest, port: UInt16) -> HTTPResponse? {
    let origins = ["http://127.0.0.1:\(port)", "http://localhost:\(port)"]
    guard let origin = request.headers[HTTPHeader("Origin")], origins.contains(origin.lowercased()) else {
      return text(.forbidden, "a decision must come from the review page itself (its Origin)")
    }
    if let site = request.headers[HTTPHeader("Sec-Fetch-Site")], site.lowercased() != "same-origin" {
      return text(.forbidden, "a decision must come from the review page itself (Sec-Fetch-Site: same-origin)")
    }
    guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
      return text(.unsupportedMediaType, "a decision is JSON (Content-Type: application/json)")
    }
    return nil
  }

  struct Decide: Decodable {
    var action: String
    var goldens: [String]
  }

  struct StateAnswer: Encodable {
    var items: [ReviewSession.Item]
    var summary: String
    var finished = false
    var error: String?
  }

  private func decide(_ body: Data) -> HTTPResponse {
    guard finished.isSet == false else { return Self.json(answer(error: "the review is finished"), .conflict) }
    guard let request = try? JSONDecoder().decode(Decide.self, from: body), request.goldens.count <= 100_000,
      ["accept", "reject"].contains(request.action)
    else { return Self.text(.badRequest, "expected {\"action\": \"accept\" or \"reject\", \"goldens\": [...]}") }
    do {
      let outcomes =
        request.action == "accept" ? try session.accept(request.goldens) : try session.reject(request.goldens)
      let state = Dictionary(session.state.map { ($0.golden, $0) }, uniquingKeysWith: { a, _ in a })
      var items = request.goldens.compactMap { state[$0] }
      // A refusal is said once, in the answer to the request that met it.
      for (index, outcome) in zip(items.indices, outcomes) where outcome.refused != nil {
        items[index].refused = outcome.refused
      }
      for outcome in outcomes {
        for file in outcome.files { onWrite?(file) }
      }
      return Self.json(StateAnswer(items: items, summary: session.summary))
    } catch {
      let message = (error as? ListShotError)?.message ?? "\(error)"
      session.noteRefusal(message)
      return Self.json(answer(error: message), .unprocessableContent)
    }
  }

  private func answer(error: String) -> StateAnswer {
    StateAnswer(items: session.state, summary: session.summary, finished: finished.isSet, error: error)
  }

  private func finish() -> HTTPResponse {
    let first = finished.set()
    if first {
      let done = onFinish
      // After the answer has gone out.
      Task {
        try? await Task.sleep(for: .milliseconds(200))
        done()
      }
    }
    return Self.json(StateAnswer(items: session.state, summary: session.summary, finished: true))
  }

  /// `images/<32 hex digits>.png` of the report folder, which never changes.
  private func image(_ relative: String) -> HTTPResponse {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let name = parts.last, name.count == 36, name.hasSuffix(".png"),
      name.prefix(32).allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),
      let url = try? ContainedPath.resolve(relative, under: session.report),
      let bytes = try? InputFile.readIfPresent(url, maxBytes: Limits.maxPNGFileBytes, what: "image")
    else { return Self.text(.notFound, "not found") }
    var headers = HTTPHeaders()
    headers[.contentType] = "image/png"
    headers[.cacheControl] = "public, max-age=31536000, immutable"
    return HTTPResponse(statusCode: .ok, headers: headers, body: Data(bytes))
  }

  private static func json<T: Encodable>(_ value: T, _ status: HTTPStatusCode = .ok) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var headers = HTTPHeaders()
    headers[.contentType] = "application/json"
    headers[.cacheControl] = "no-store"
    return HTTPResponse(statusCode: status, headers: headers, body: (try? encoder.encode(value)) ?? Data())
  }

  private static func data(_ data: Data, type: String) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[.cacheControl] = "no-store"
    return HTTPResponse(statusCode: .ok, headers: headers, body: data)
  }

  private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = "text/plain; charset=utf-8"
    return HTTPResponse(statusCode: status, headers: headers, body: Data((message + "\n").utf8))
  }
}
