import FlyingFox
import FlyingSocks
import Foundation
import ListShotCore

/// The HTTP side of `listshot preview --serve`, on FlyingFox, bound to 127.0.0.1 only:
///
///     GET /                          the page (live.html), /live.css, /live.js
///     GET /config                    the switches' choices
///     GET /events?theme=…&scheme=…   server-sent events for those switches
///     GET /state?…                   the same switches' current state as JSON
///     GET /cards/<name>/<digest>.png a card image, cached for good by the browser
///     GET /provenance/<name>?…       the card's items, frames and token paths (`CardProvenance`)
///
/// A request whose Host is not this loopback address is refused (a web page elsewhere
/// cannot reach the server through a DNS name that points at 127.0.0.1).
public struct PreviewServer: Sendable {
  public let preview: LivePreview
  /// Called with `GET /path 200` for every request, when set.
  public var requestLog: (@Sendable (String) -> Void)?

  public init(preview: LivePreview, requestLog: (@Sendable (String) -> Void)? = nil) {
    self.preview = preview
    self.requestLog = requestLog
  }

  /// Starts listening on 127.0.0.1:`port` (0: a free port), serves until the process ends,
  /// and returns the page's URL once the socket listens. Throws when the port cannot be bound.
  /// Request heads, read deadlines and connections are bounded by `BoundedHTTPServer`.
  public func start(port: UInt16) async throws -> String {
    let handler = self
    let server = BoundedHTTPServer { request, port in await handler.respond(to: request, port: port) }
    let bound: UInt16
    do {
      bound = try await server.start(port: port)
    } catch {
      throw ListShotError(
        .badInput, "cannot listen on 127.0.0.1:\(port): \(error)", hint: "pass --port 0 for a free port")
    }
    Task { await SourceWatcher(sources: preview.sources).run(preview) }
    return "http://127.0.0.1:\(bound)/"
  }

  func respond(to request: HTTPRequest, port: UInt16) async -> HTTPResponse {
    let response = await route(request, port: port)
    requestLog?("\(request.method.rawValue) \(request.path) \(response.statusCode.code)")
    return response
  }

  private func route(_ request: HTTPRequest, port: UInt16) async -> HTTPResponse {
    guard request.method == .GET else { return Self.text(.methodNotAllowed, "only GET") }
    guard Self.isLoopbackHost(request.headers[.host], port: port) else {
      return Self.text(.forbidden, "this server answers requests for 127.0.0.1 or localhost only")
    }
    // Every route, images and events included: a page on another origin (another port of
    // localhost is another origin too) must not make this server render or answer.
    if let refusal = Self.refuseOtherSites(request, port: port) { return refusal }
    let query = request.query.map { (name: $0.name, value: $0.value) }
    switch request.path {
    case "/": return Self.file(LivePage.html, type: "text/html; charset=utf-8")
    case "/live.css": return Self.file(LivePage.css, type: "text/css; charset=utf-8")
    case "/live.js": return Self.file(LivePage.script, type: "text/javascript; charset=utf-8")
    case "/config":
      return Self.file(LivePage.config(preview.sources, labels: preview.themeLabels), type: "application/json")
    case "/events", "/state":
      switch PreviewSettings.parse(
        query, themeCount: preview.sources.themes.count, look: preview.sources.look)
      {
      case .failure(let error): return Self.text(.badRequest, error.message)
      case .success(let settings):
        if request.path == "/state" {
          let state = await preview.state(for: settings)
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          return Self.file((try? encoder.encode(state)) ?? Data(), type: "application/json")
        }
        let events = await preview.subscribe(settings)
        var headers = HTTPHeaders()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        return HTTPResponse(
          statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(events: events)))
      }
    default:
      if request.path.hasPrefix(Self.provenancePrefix) {
        return await provenance(String(request.path.dropFirst(Self.provenancePrefix.count)), query: query)
      }
      return image(request.path)
    }
  }

  private static let provenancePrefix = "/provenance/"

  /// `/provenance/<name>?theme=…&scheme=…&size=…&direction=…`: the card's items with their
  /// frames and token paths in those settings, as JSON.
  private func provenance(_ name: String, query: [(name: String, value: String)]) async -> HTTPResponse {
    guard !name.isEmpty, name.count <= 200,
      name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
    else { return Self.text(.notFound, "not found") }
    let settings: PreviewSettings
    switch PreviewSettings.parse(
      query, themeCount: preview.sources.themes.count, look: preview.sources.look)
    {
    case .failure(let error): return Self.text(.badRequest, error.message)
    case .success(let parsed): settings = parsed
    }
    switch await preview.provenance(of: name, settings: settings) {
    case nil: return Self.text(.notFound, "no card named \(name)")
    case .failure(let error)?: return Self.text(.unprocessableContent, LivePreview.message(error))
    case .success(let card)?:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      guard let data = try? encoder.encode(card) else { return Self.text(.internalServerError, "cannot encode") }
      return Self.file(data, type: "application/json")
    }
  }

  /// `/cards/<name>/<digest>.png`: the image with that pixel digest, which never changes.
  private func image(_ path: String) -> HTTPResponse {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[1] == "cards", parts[3].hasSuffix(".png"),
      let png = preview.store.png(String(parts[3].dropLast(4)))
    else { return Self.text(.notFound, "not found") }
    var headers = HTTPHeaders()
    headers[.contentType] = "image/png"
    headers[.cacheControl] = "public, max-age=31536000, immutable"
    return HTTPResponse(statusCode: .ok, headers: headers, body: Data(png))
  }

  /// The 403 for a request another site makes (see `isSameOrigin`), on every route of
  /// `preview --serve` and `review`; nil for the server's own page and the address bar.
  static func refuseOtherSites(_ request: HTTPRequest, port: UInt16) -> HTTPResponse? {
    let own = isSameOrigin(
      origin: request.headers[HTTPHeader("Origin")], fetchSite: request.headers[HTTPHeader("Sec-Fetch-Site")],
      port: port)
    return own ? nil : text(.forbidden, "this server answers its own page only, not requests from other sites")
  }

  /// A request from this server's own page or typed into the address bar: an `Origin`, when
  /// sent, is this server's; `Sec-Fetch-Site`, when sent, is `same-origin` or `none`.
  static func isSameOrigin(origin: String?, fetchSite: String?, port: UInt16) -> Bool {
    if let origin, !["http://127.0.0.1:\(port)", "http://localhost:\(port)"].contains(origin.lowercased()) {
      return false
    }
    if let fetchSite, !["same-origin", "none"].contains(fetchSite.lowercased()) { return false }
    return true
  }

  static func isLoopbackHost(_ host: String?, port: UInt16) -> Bool {
    guard let host else { return false }
    return ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased())
  }

  private static func file(_ data: Data, type: String) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[.cacheControl] = "no-cache"
    return HTTPResponse(statusCode: .ok, headers: headers, body: data)
  }

  private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = "text/plain; charset=utf-8"
    return HTTPResponse(statusCode: status, headers: headers, body: Data((message + "\n").utf8))
  }
}
