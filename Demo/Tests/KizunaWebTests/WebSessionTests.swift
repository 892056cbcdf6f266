import Kizuna
import KizunaTestSupport
import KizunaWeb
import Logging
import Testing

@MainActor
@Suite struct WebSessionTests {
  static let logger = Logger(label: "kizuna-web-session-tests") { _ in SwiftLogNoOpLogHandler() }

  @Test(arguments: WebScreenDescriptor.samples.map(\.path))
  func closingATabReleasesItsScreenAndPage(path: String) throws {
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == path })
    weak var screen: (any WebScreen)?
    weak var page: WebPage?
    do {
      let session = WebSession(
        screen: descriptor, scheduler: TestScheduler(), logger: Self.logger)
      screen = session.screen
      page = session.page
      #expect(session.takePending().changes?.isEmpty == false)
      _ = session.receive(#"{"type":"click","id":"nothing-here"}"#)
    }
    #expect(screen == nil)
    #expect(page == nil)
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
  @Test func rejectedMessagesAreLoggedAsErrors() throws {
    let messages = LockedMessages()
    let logger = Logger(label: "capture") { _ in CapturingLogHandler(messages: messages) }
    let descriptor = try #require(WebScreenDescriptor.samples.first { $0.path == "sign-up" })
    let session = WebSession(screen: descriptor, scheduler: TestScheduler(), logger: logger)
    _ = session.receive("{")
    _ = session.receive(String(repeating: " ", count: WebSession.maximumMessageBytes + 1))
    let valid = session.receive(#"{"type":"input","id":"loginID","value":"a","seq":1}"#)
    #expect(valid.error == nil)
    #expect(messages.all.count == 2)
    #expect(messages.all.allSatisfy { $0.hasPrefix("error: kizuna-web: ") })
    #expect(messages.all.last?.contains("limit is \(WebSession.maximumMessageBytes) bytes") == true)
  }
}
