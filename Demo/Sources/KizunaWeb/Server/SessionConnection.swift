import Foundation
import HummingbirdWebSocket
import Kizuna
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOWebSocket

/// One tab's WebSocket connection: reads messages one at a time within the session's budget,
/// queues the replies and flushes in order against the outbound bound, writes them from one
/// writer, and closes the connection when the client stops reading or stays idle.
///
/// Replies and flushes are made and queued on the main actor, where the screens run, so the
/// queue holds them in the order the page changed. See ``SessionLimits`` for the bounds.
final class SessionConnection: Sendable {
  private struct State {
    weak var session: WebSession?
    var lastMessageAt: ContinuousClock.Instant
    var isDropped = false
  }

  private let channel: any Channel
  private let limits: SessionLimits
  private let statistics: ServerStatistics
  private let logger: Logger
  private let labelsBindings: Bool
  private let visitor: String?
  private let queue: OutboundQueue
  private let clock = ContinuousClock()
  private let state: NIOLockedValueBox<State>

  /// Creates a connection; with `labelsBindings`, its session's bindings carry a label of
  /// the ``BindingInspector``'s, shown to `visitor` (the tab's ``VisitorCookie``).
  init(
    channel: any Channel, limits: SessionLimits, statistics: ServerStatistics, logger: Logger,
    labelsBindings: Bool, visitor: String? = nil
  ) {
    self.channel = channel
    self.labelsBindings = labelsBindings
    self.visitor = visitor
    self.limits = limits
    self.statistics = statistics
    self.logger = logger
    queue = OutboundQueue(limit: limits.maximumQueuedOutputBytes, statistics: statistics)
    state = Lock.make(State(lastMessageAt: clock.now))
  }

  /// Serves the session until the client leaves, is dropped, or idles out.
  func serve(
    screen: WebScreenDescriptor, scheduler: any SignalScheduler, inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter, registry: SessionRegistry?
  ) async throws {
    // The WebSocket session has its own idle timeout; the HTTP one no longer applies.
    try? await channel.pipeline.removeHandler(name: IdleConnectionCloser.name).get()
    try await MaskedFrameRequirement.install(on: channel)
    statistics.update { $0.openSessions += 1 }
    // Every binding of the session carries this label; the inspector lists it as open until
    // the connection ends, and then expects its bindings to go away.
    let bindingLabel =
      labelsBindings
      ? BindingInspector.shared.openSession(title: screen.title, visitor: visitor) : nil
    defer {
      queue.close()
      statistics.update { $0.openSessions -= 1 }
      if let bindingLabel { BindingInspector.shared.closeSession(bindingLabel) }
    }
    // Made and first sent in one main-actor turn: a flush requested while the screen is built
    // runs after, and finds nothing left.
    let session = await MainActor.run {
      let session = WebSession(
        screen: screen, scheduler: scheduler, logger: logger, statistics: statistics,
        bindingLabel: bindingLabel, requestFlush: { [weak self] in self?.flushSoon() })
      state.withLock { $0.session = session }
      var initial = session.takePending()
      initial.session = registry?.add(session)
      initial.bindingLabel = bindingLabel
      send(initial)
      return session
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { [queue] in
        while let text = await queue.next() {
          try await outbound.write(.text(text))
          queue.didWrite(text)
        }
      }
      group.addTask { try await self.closeWhenIdle(outbound) }
      defer {
        queue.close()  // the writer's next() returns nil
        group.cancelAll()  // the idle timer stops
      }
      try await read(inbound, session: session)
    }
  }

  /// Handles the client's messages one at a time, each within the session's budget.
  private func read(_ inbound: WebSocketInboundStream, session: WebSession) async throws {
    var budget = MessageBudget(perSecond: limits.messagesPerSecond, burst: limits.messageBurst)
    let start = clock.now
    for try await message in inbound.messages(maxSize: limits.maximumFrameBytes) {
      state.withLock { $0.lastMessageAt = clock.now }
      let wait = budget.admit(at: clock.now - start)
      if wait > .zero { try await Task.sleep(for: wait) }
      statistics.update { $0.handledMessages += 1 }
      let isDropped = await MainActor.run {
        switch message {
        case .text(let text): send(session.receive(text))
        case .binary: send(session.reject(.binary))
        }
        return state.withLock { $0.isDropped }
      }
      if isDropped { return }
    }
  }

  /// Closes the connection (code 1000) once the client has sent no message for the timeout.
  private func closeWhenIdle(_ outbound: WebSocketOutboundWriter) async throws {
    while true {
      let deadline = state.withLock { $0.lastMessageAt } + limits.webSocketIdleTimeout
      try await Task.sleep(until: deadline, clock: clock)
      guard state.withLock({ $0.lastMessageAt }) + limits.webSocketIdleTimeout <= clock.now
      else { continue }
      statistics.update { $0.idleSessionsClosed += 1 }
      var payload = channel.allocator.buffer(capacity: 2)
      payload.write(webSocketErrorCode: .normalClosure)
      try? await outbound.write(
        .custom(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)))
      try? await channel.close()
      return
    }
  }

  /// Queues `message` for the client, or drops the session when its client is too far behind.
  @MainActor private func send(_ message: ServerMessage) {
    // A closed queue means the session has ended: a late flush has no one to go to.
    guard queue.enqueue(WebSession.encode(message)) == .overLimit else { return }
    let isFirst = state.withLock { state in
      defer { state.isDropped = true }
      return !state.isDropped
    }
    guard isFirst else { return }
    statistics.update { $0.droppedSlowSessions += 1 }
    logger.info(
      "kizuna-web: dropped a session whose client did not read (over \(queue.limit) bytes queued)"
    )
    channel.close(promise: nil)
  }

  /// Sends the changes made outside event handling (a timer finishing a request), on the main
  /// actor, after what is queued.
  private func flushSoon() {
    Task { @MainActor in
      guard let session = state.withLock({ $0.session }) else { return }
      let reply = session.takePending()
      if reply.changes?.isEmpty ?? true { return }
      send(reply)
    }
  }
}
