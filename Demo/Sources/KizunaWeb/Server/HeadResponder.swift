import HTTPTypes
import Hummingbird

/// Answers `HEAD` on every path as `base` answers `GET` there, without the body: the same
/// status and header fields, `Content-Length` included.
///
/// The router matches a route by method, so a route made with `router.get` alone would answer
/// `HEAD` with 404; this one responder covers every route, present and future.
///
/// ```swift
/// let app = Application(responder: HeadResponder(base: router.buildResponder()))
/// // HEAD /app.js -> 200, Content-Length: 11523, no body
/// ```
struct HeadResponder<Base: HTTPResponder>: HTTPResponder {
  let base: Base

  func respond(to request: Request, context: Base.Context) async throws -> Response {
    guard request.method == .head else {
      return try await base.respond(to: request, context: context)
    }
    var head = request.head
    head.method = .get
    let response = try await base.respond(
      to: Request(head: head, body: request.body), context: context)
    return response.createHeadResponse()
  }
}
