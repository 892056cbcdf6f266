import Kizuna
import KizunaTestSupport
import Logging
import Testing

@testable import KizunaWeb

@MainActor
@Suite struct WebSessionTests {
  static let logger = Logger(label: "kizuna-web-session-tests") { _ in SwiftLogNoOpLogHandler() }

  /// The view model a sample screen owns.
  static func viewModel(of screen: any WebScreen) -> AnyObject? {
    switch screen {
    case let screen as SignUpScreen: screen.model
    case let screen as MessageComposerScreen: screen.model
    case let screen as CounterScreen: screen.machine
    case let screen as FavouritesScreen: screen.model
    case let screen as SectionedInputsScreen: screen.model
    default: nil
    }
  }

  /// Clicks and types a little on each screen, so bindings fire in both directions.
  static let use: [String: [String]] = [
    "sign-up": [
      #"{"type":"input","id":"loginID","value":"a","seq":1}"#,
      #"{"type":"change","id":"terms","checked":true,"seq":1}"#,
    ],
    "composer": [#"{"type":"input","id":"message","value":"hi","seq":1}"#],
    "counter": [#"{"type":"change","id":"active","checked":true,"seq":1}"#],
    "favourites": [
      #"{"type":"input","id":"search","value":"bond","seq":1}"#,
      #"{"type":"click","id":"story-1-button"}"#, #"{"type":"click","id":"sortOrder"}"#,
      #"{"type":"change","id":"live","checked":true,"seq":1}"#,
    ],
    "sectioned-inputs": [
      #"{"type":"click","id":"addThree"}"#, #"{"type":"click","id":"reverse"}"#,
      #"{"type":"input","id":"row-1","value":"Ann","seq":1}"#,
    ],
  ]

  @Test(arguments: WebScreenDescriptor.samples.map(\.path))
  func closingATabReleasesItsScreenPageAndViewModel(path: String) throws {
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == path })
    weak var screen: (any WebScreen)?
    weak var page: WebPage?
    weak var model: AnyObject?
    do {
      let session = WebSession(
        screen: descriptor, scheduler: TestScheduler(), logger: Self.logger)
      screen = session.screen
      page = session.page
      model = Self.viewModel(of: session.screen)
      #expect(model != nil)
      #expect(session.takePending().changes?.isEmpty == false)
      for message in Self.use[path] ?? [] { #expect(session.receive(message).error == nil) }
      _ = session.receive(#"{"type":"click","id":"nothing-here"}"#)
    }
    #expect(screen == nil)
    #expect(page == nil)
    #expect(model == nil)
  }

  @Test func eachSessionHasItsOwnPageAndViewModel() throws {
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == "counter" })
    let first = WebSession(screen: descriptor, scheduler: TestScheduler(), logger: Self.logger)
    let second = WebSession(screen: descriptor, scheduler: TestScheduler(), logger: Self.logger)
    _ = first.takePending()
    _ = second.takePending()
    _ = first.receive(#"{"type":"change","id":"active","checked":true,"seq":1}"#)
    let counted = first.receive(#"{"type":"click","id":"increment"}"#)
    #expect(counted.changes?.contains(.text("count", "1")) == true)
    #expect(second.takePending().changes == [])
    #expect(first.page !== second.page)
  }

  @Test func changesMadeOutsideAnEventRequestOneFlush() {
    let flushes = LockedCounter()
    let page = WebPage { flushes.increment() }
    let label = WebLabel(id: "label", in: page)
    _ = page.takePending()
    let before = flushes.value
    label.text.value = "a"
    label.text.value = "b"
    #expect(flushes.value == before + 1)
    #expect(page.takePending() == [.text("label", "a"), .text("label", "b")])
    label.text.value = "b"  // a repeat is not sent again
    #expect(page.takePending() == [])
    #expect(flushes.value == before + 1)
  }

  @Test func aTimersChangesFormOneBatch() {
    let flushes = LockedCounter()
    let page = WebPage { flushes.increment() }
    let base = TestScheduler()
    let scheduler = BatchingScheduler(base: base, page: page)
    let first = WebLabel(id: "first", in: page)
    let second = WebLabel(id: "second", in: page)
    _ = page.takePending()
    let before = flushes.value
    scheduler.schedule(after: .seconds(1)) {
      first.text.value = "1"
      second.text.value = "2"
    }
    base.advance(by: .seconds(1))
    #expect(flushes.value == before + 1)
    #expect(page.takePending() == [.text("first", "1"), .text("second", "2")])
  }
}

final class LockedCounter: Sendable {
  private let count = Lock.make(0)
  func increment() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

/// Keeps every logged message, to check that rejected input is logged.
struct CapturingLogHandler: LogHandler {
  let messages: LockedMessages
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    messages.append("\(event.level): \(event.message)")
  }
}

final class LockedMessages: Sendable {
  private let storage = Lock.make([String]())
  func append(_ message: String) { storage.withLock { $0.append(message) } }
  var all: [String] { storage.withLock { $0 } }
}

@MainActor
@Suite struct WebSessionLoggingTests {
  func signUpSession(
    logger: Logger, scheduler: TestScheduler = TestScheduler()
  ) throws -> WebSession {
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == "sign-up" })
    return WebSession(screen: descriptor, scheduler: scheduler, logger: logger)
  }

  @Test func rejectedMessagesAreLoggedBelowErrorLevel() throws {
    let messages = LockedMessages()
    let logger = Logger(label: "capture") { _ in CapturingLogHandler(messages: messages) }
    let session = try signUpSession(logger: logger)
    _ = session.receive("{")
    _ = session.receive(String(repeating: " ", count: WebSession.maximumMessageBytes + 1))
    let valid = session.receive(#"{"type":"input","id":"loginID","value":"a","seq":1}"#)
    #expect(valid.error == nil)
    #expect(messages.all.count == 2)
    #expect(messages.all.allSatisfy { $0.hasPrefix("info: kizuna-web: rejected ") })
    #expect(messages.all.last?.contains("\(WebSession.maximumMessageBytes)-byte limit") == true)
  }

  @Test func errorRepliesCarryAStableCodeAndNoDecoderInternals() throws {
    let session = try signUpSession(logger: WebSessionTests.logger)
    let replies = [
      session.receive(#"{"type":"input","id":"loginID","value":7,"seq":1}"#),
      session.receive(#"{"type":"teleport","id":"x"}"#),
      session.receive("not json"),
    ]
    for reply in replies {
      #expect(reply.code == "malformed")
      #expect(reply.error == "malformed message rejected")
    }
    #expect(session.receive(#"{"type":"click","id":"nope"}"#).code == "unknown-control")
    #expect(session.receive(#"{"type":"click","id":"warning"}"#).code == "unsupported")
    #expect(session.reject(.binary).code == "binary")
  }

  @Test func eachSessionLogsTenRejectionsAtOnceThenOnePerSecond() throws {
    let messages = LockedMessages()
    let logger = Logger(label: "capture") { _ in CapturingLogHandler(messages: messages) }
    let scheduler = TestScheduler()
    let session = try signUpSession(logger: logger, scheduler: scheduler)
    for _ in 0..<1000 { _ = session.receive("{") }
    #expect(messages.all.count == 10)
    scheduler.advance(by: .milliseconds(999))
    _ = session.receive("{")
    #expect(messages.all.count == 10)
    scheduler.advance(by: .milliseconds(1))
    _ = session.receive("{")
    #expect(messages.all.count == 11)
    #expect(messages.all.last?.hasSuffix("(991 earlier rejections not logged)") == true)
    // Another session has its own allowance.
    let other = try signUpSession(logger: logger, scheduler: scheduler)
    _ = other.receive("{")
    #expect(messages.all.count == 12)
  }

  @Test func theLimiterRefillsOneLinePerIntervalUpToTheBurst() {
    var limiter = RejectionLogLimiter(burst: 2, interval: .seconds(1))
    let admitted = [
      Duration.zero, .zero, .zero, .milliseconds(500), .seconds(1), .seconds(1), .seconds(10),
      .seconds(10), .seconds(10),
    ].map { limiter.admit(at: $0) }
    #expect(admitted == [0, 0, nil, nil, 2, nil, 1, 0, nil])
  }
}
