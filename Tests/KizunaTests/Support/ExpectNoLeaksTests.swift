import Foundation
import Kizuna
import KizunaTestSupport
import Testing

// Four common leaks (one per MARK below), each made as an app would make it, each reported at
// its line; and the same code written correctly, reported for nothing.

/// Lines of the leaking calls below (each marked with a `// leak:` comment), for the
/// expectations: read from this file, so that they follow its edits.
private enum Lines {
  static let strongSelf = line(marked: "strong self")
  static let global = line(marked: "global")
  static let cell = line(marked: "cell")
  static let twoWay = line(marked: "two-way")

  private static func line(marked marker: String, filePath: String = #filePath) -> Int {
    let text = (try? String(contentsOfFile: filePath, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.hasSuffix("// leak: \(marker)") }) else {
      preconditionFailure("no line marked \"// leak: \(marker)\" in \(filePath)")
    }
    return index + 1
  }
}

// MARK: A strong `self` capture in `observe`.

private final class ProfileViewModel: Sendable {
  let name = Observable("")
  let greeting = Observable("")
  let bag = DisposeBag()

  init(leaking: Bool) {
    if leaking {
      name.observeNext { self.greeting.value = "Hi, \($0)" }.dispose(in: bag)  // leak: strong self
    } else {
      name.observeNext { [weak self] in self?.greeting.value = "Hi, \($0)" }.dispose(in: bag)
    }
  }
}

// MARK: A disposable kept in a global.

/// Settings that live as long as the app.
private let appSettings = Observable(12)
/// A bag that lives as long as the app.
private let appWideBag = DisposeBag()

private final class ReaderScreen: Sendable {
  let fontSize = Observable(0)
  let bag = DisposeBag()

  init(leaking: Bool) {
    if leaking {
      appSettings.bind(to: fontSize, context: .immediate) { $0.send($1) }  // leak: global
        .dispose(in: appWideBag)
    } else {
      appSettings.bind(to: fontSize, context: .immediate) { $0.send($1) }.dispose(in: bag)
    }
  }
}

// MARK: A cell bag never emptied, whose observer holds the cell.

/// Messages that live as long as the app (an app-wide store).
private let storedMessages = (0..<10).map { Observable("message \($0)") }

private final class MessageCell: Sendable {
  let text = Observable("")
  let bag = DisposeBag()

  func configure(row: Int, leaking: Bool) {
    if leaking {
      storedMessages[row].observeNext { self.text.value = $0 }.dispose(in: bag)  // leak: cell
    } else {
      bag.dispose()  // prepareForReuse
      storedMessages[row].bind(to: text).dispose(in: bag)
    }
  }
}

/// Shows rows through a reuse pool of three cells, as a table scrolls.
private func scrollThroughMessages(leaking: Bool) {
  let pool = [MessageCell(), MessageCell(), MessageCell()]
  for row in storedMessages.indices {
    pool[row % pool.count].configure(row: row, leaking: leaking)
  }
}

// MARK: A two-way binding on a released view model.

private final class SearchViewModel: Sendable {
  let query = Observable("")
  let bag = DisposeBag()

  /// - Parameter searchField: A text field that outlives the screens that use it (a shared
  ///   search bar).
  init(searchField: Observable<String>, leaking: Bool) {
    if leaking {
      query.bidirectionalBind(to: searchField, map: { $0 }, reverse: normalized)  // leak: two-way
        .dispose(in: bag)
    } else {
      query.bidirectionalBind(to: searchField, map: { $0 }, reverse: Self.normalize)
        .dispose(in: bag)
    }
  }

  func normalized(_ text: String) -> String { Self.normalize(text) }
  static func normalize(_ text: String) -> String { text.lowercased() }
}

@Suite(.hangGuard) struct ExpectNoLeaksTests {
  /// Runs `expectNoLeaks` on `body` expecting exactly the leaks at `lines`, and returns them.
  private func expectLeaks(
    at lines: [Int], _ body: () async -> Void
  ) async -> BindingSnapshot {
    var leaks = BindingSnapshot(bindings: [])
    await withKnownIssue {
      leaks = await expectNoLeaks { await body() }
    } matching: { issue in
      guard let location = issue.sourceLocation else { return false }
      return location.fileID == "KizunaTests/ExpectNoLeaksTests.swift"
        && lines.contains(location.line)
    }
    #expect(leaks.bindings.map(\.site.line) == lines)
    return leaks
  }

  @Test func aStrongSelfCaptureInObserveIsReportedAtItsLine() async throws {
    let leaks = await expectLeaks(at: [Lines.strongSelf]) {
      let model = ProfileViewModel(leaking: true)
      model.name.value = "Ann"
    }
    let leak = try #require(leaks.bindings.first)
    #expect(leak.kind == .observeNext)
    #expect(leak.source.typeName == "Observable<String>")
    #expect(leak.events == 2)
  }

  @Test func aDisposableKeptInAGlobalIsReportedAtItsLine() async throws {
    let leaks = await expectLeaks(at: [Lines.global]) {
      _ = ReaderScreen(leaking: true)
    }
    // The screen is gone; the binding to its field ended at the next value, but the global
    // bag keeps the disposable, whose observation of the settings has not ended yet.
    #expect(leaks.bindings.first?.kind == .bind)
    #expect(leaks.bindings.first?.target == "Observable<Int>")
    appWideBag.dispose()
  }

  @Test func aCellBagNeverEmptiedIsReportedOncePerRowItShowed() async {
    let leaks = await expectLeaks(at: Array(repeating: Lines.cell, count: storedMessages.count)) {
      scrollThroughMessages(leaking: true)
    }
    #expect(leaks.bindings.allSatisfy { $0.kind == .observeNext })
  }

  @Test func aTwoWayBindingOnAReleasedViewModelIsReportedAtItsLine() async throws {
    let searchField = Observable("")
    let leaks = await expectLeaks(at: [Lines.twoWay]) {
      let model = SearchViewModel(searchField: searchField, leaking: true)
      searchField.value = "Kizuna"
      #expect(model.query.value == "kizuna")
    }
    let leak = try #require(leaks.bindings.first)
    #expect(leak.kind == .bidirectionalBind)
    #expect(leak.target == "Observable<String>")
    #expect(leak.upstream.count == 2)
  }

  @Test func theSameCodeWrittenCorrectlyLeaksNothing() async {
    let searchField = Observable("")
    let leaks = await expectNoLeaks {
      let profile = ProfileViewModel(leaking: false)
      profile.name.value = "Ann"
      _ = ReaderScreen(leaking: false)
      scrollThroughMessages(leaking: false)
      let search = SearchViewModel(searchField: searchField, leaking: false)
      searchField.value = "Kizuna"
      #expect(search.query.value == "kizuna")
    }
    #expect(leaks.bindings.isEmpty)
  }

  @Test func theIssueSaysWhatLeaked() async {
    await withKnownIssue {
      await expectNoLeaks {
        _ = ProfileViewModel(leaking: true)
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        "Leaked binding: observeNext at KizunaTests/ExpectNoLeaksTests.swift:\(Lines.strongSelf):"
          + " Observable<String> is still alive after the body returned (1 event).")
    }
  }
}
