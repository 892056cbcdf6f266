import Foundation
import Kizuna
import KizunaTestSupport
import Testing

/// A source conforming to `SignalProtocol` in user code, as a user's own type would.
private struct Countdown: SignalProtocol {
  typealias Element = Int
  typealias Failure = Never
  let subject = PublishSubject<Int, Never>()
  func observe(with observer: @escaping @Sendable (Event<Int, Never>) -> Void) -> any Disposable {
    subject.observe(with: observer)
  }
}

private func observeGenerically<S: SignalProtocol>(_ source: S) -> (any Disposable, Int) {
  (source.observe { _ in }, #line)
}

private func observeExistential(_ source: any SignalProtocol<Int, Never>) -> (any Disposable, Int) {
  (source.observeNext { _ in }, #line)
}

@Suite(.hangGuard) struct LiveBindingsTests {
  @Test func observeRecordsTheCallersLineAndTheSourceType() {
    let recording = BindingRecording()
    let count = Observable(0)
    let (observation, line) = recording.record { (count.observe { _ in }, #line) }
    let bindings = recording.liveBindings().bindings
    #expect(bindings.count == 1)
    #expect(bindings.first?.kind == .observe)
    #expect(bindings.first?.site.line == line)
    #expect(bindings.first?.site.fileID == "KizunaTests/LiveBindingsTests.swift")
    #expect(bindings.first?.source.typeName == "Observable<Int>")
    observation.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func everyReceiverKindRecordsItsCallSite() {
    let recording = BindingRecording()
    let subject = PublishSubject<Int, Never>()
    let countdown = Countdown()
    let bag = DisposeBag()
    var lines: [Int] = []
    recording.record {
      subject.observeNext { _ in }.dispose(in: bag)
      lines.append(#line - 1)
      let (generic, genericLine) = observeGenerically(subject)
      generic.dispose(in: bag)
      lines.append(genericLine)
      let (existential, existentialLine) = observeExistential(subject)
      existential.dispose(in: bag)
      lines.append(existentialLine)
      subject.map { $0 + 1 }.observe { _ in }.dispose(in: bag)
      lines.append(#line - 1)
      countdown.observeNext { _ in }.dispose(in: bag)
      lines.append(#line - 1)
    }
    let recorded = recording.liveBindings().bindings.map(\.site.line)
    // The user's own conformer keeps its own method; a call reaches it through the recording
    // entry point all the same (its `observe` is a requirement Kizuna calls by name).
    #expect(recorded == lines)
  }

  @Test func aBindingEndsWithItsSource() {
    let recording = BindingRecording()
    var count: Observable<Int>? = Observable(0)
    let observation = recording.record { count!.observeNext { _ in } }
    #expect(recording.liveBindings().bindings.count == 1)
    count = nil
    #expect(recording.liveBindings().bindings.isEmpty)
    _ = observation
  }

  @Test func aDroppedDisposableDoesNotEndTheObservationAndStaysListed() {
    let recording = BindingRecording()
    let count = Observable(0)
    recording.record {
      _ = count.map { $0 * 2 }.observeNext { _ in }
    }
    // Dropping a disposable does not end an observation in Kizuna (as in Bond): it is live.
    #expect(recording.liveBindings().bindings.count == 1)
    #expect(count.observerCount == 1)
  }

  @Test func aBindingShowsItsTargetItsSourcesNamesAndEventCounts() throws {
    let recording = BindingRecording()
    let email = Observable("")
    LiveBindings.name(email, "email")
    let shown = Observable("")
    let binding = recording.record { email.map { $0.lowercased() }.bind(to: shown) }
    email.value = "A@B"
    email.value = "C@D"
    let live = try #require(recording.liveBindings().bindings.first)
    #expect(live.kind == .bind)
    #expect(live.target == "Observable<String>")
    #expect(live.source.typeName == "Signal<String, Never>")
    #expect(live.upstream.map(\.source.description) == ["Observable<String> \"email\""])
    #expect(live.upstream.first?.events == 3)
    #expect(live.events == 3)
    #expect(live.summary.hasPrefix("bind at KizunaTests/LiveBindingsTests.swift:"))
    binding.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func theEdgesOfACombinedBindingReachEverySource() throws {
    let recording = BindingRecording()
    let password = Observable("")
    let confirmation = Observable("")
    LiveBindings.name(password, "password")
    LiveBindings.name(confirmation, "confirmation")
    let matches = Observable(false)
    let binding = recording.record {
      combineLatest(password, confirmation).map { $0 == $1 }.bind(to: matches)
    }
    password.value = "a"
    let live = try #require(recording.liveBindings().bindings.first)
    #expect(
      live.upstream.map(\.source.description)
        == ["Observable<String> \"password\"", "Observable<String> \"confirmation\""])
    #expect(live.upstream.map(\.events) == [2, 1])
    binding.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func theGraphFollowsAChainThroughABindsTarget() throws {
    let recording = BindingRecording()
    let typed = Observable("")
    let shown = Observable("")
    LiveBindings.name(typed, "typed")
    LiveBindings.name(shown, "shown")
    let bag = DisposeBag()
    recording.record {
      typed.bind(to: shown).dispose(in: bag)
      shown.observeNext { _ in }.dispose(in: bag)
    }
    let snapshot = recording.liveBindings()
    let bind = try #require(snapshot.bindings.first)
    #expect(bind.targetObject?.description == "Observable<String> \"shown\"")
    #expect(bind.targetObject?.objectID == ObjectIdentifier(shown))
    #expect(snapshot.bindings.last?.targetObject == nil)
    let dot = snapshot.dot()
    // typed -> bind -> shown -> observeNext: `shown` is one box, the bind's target and the
    // observation's source.
    #expect(dot.components(separatedBy: "shape=box").count == 3)
    let bindNode = "b\(bind.id)"
    let observeNode = "b\(try #require(snapshot.bindings.last).id)"
    #expect(dot.contains("  s0 -> \(bindNode) [label=\"1\"];"))
    #expect(dot.contains("  \(bindNode) -> s1 [style=dashed];"))
    #expect(dot.contains("  s1 -> \(observeNode) [label=\"1\"];"))
    #expect(snapshot.dump().contains("-> Observable<String> \"shown\""))
  }

  @Test func innerSignalsAnOperatorSubscribesLaterAreEdgesOfTheSameBinding() throws {
    let recording = BindingRecording()
    let outer = PublishSubject<PublishSubject<Int, Never>, Never>()
    let inners = (0..<40).map { _ in PublishSubject<Int, Never>() }
    for (index, inner) in inners.enumerated() { LiveBindings.name(inner, "inner \(index)") }
    // Recording stays on while the operator subscribes to each new inner subject.
    let observation = recording.record {
      let observation = outer.switchToLatest().observeNext { _ in }
      for inner in inners {
        outer.send(inner)
        inner.send(1)
      }
      return observation
    }
    let live = try #require(recording.liveBindings().bindings.first)
    #expect(recording.liveBindings().bindings.count == 1)
    // The outer subject and the latest inner one; the 39 inner subscriptions that ended are gone.
    #expect(
      live.upstream.map(\.source.description)
        == [
          "PublishSubject<PublishSubject<Int, Never>, Never>",
          "PublishSubject<Int, Never> \"inner 39\"",
        ])
    #expect(live.upstream.last?.events == 1)
    observation.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func aTwoWayBindingIsOneBindingWithTwoEdges() throws {
    let recording = BindingRecording()
    let field = Observable("")
    let model = Observable("")
    let binding = recording.record { field.bidirectionalBind(to: model) }
    let live = try #require(recording.liveBindings().bindings.first)
    #expect(recording.liveBindings().bindings.count == 1)
    #expect(live.kind == .bidirectionalBind)
    #expect(live.upstream.count == 2)
    binding.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func anObservationMadeInsideAnObserverIsABindingOfItsOwn() {
    let recording = BindingRecording()
    let outer = Observable(0)
    let inner = Observable(0)
    let bag = DisposeBag()
    recording.record {
      outer.observeNext { _ in
        inner.observeNext { _ in }.dispose(in: bag)
      }.dispose(in: bag)
    }
    // The outer observer ran once (the replayed value) and observed `inner` from its own line.
    let kinds = recording.liveBindings().bindings.map(\.source.typeName)
    #expect(kinds == ["Observable<Int>", "Observable<Int>"])
    bag.dispose()
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func anObservationTheAppMakesWhileAnOperatorDeliversIsABindingOfItsOwn() {
    let recording = BindingRecording()
    let rows = PublishSubject<Int, Never>()
    let cellText = Observable("")
    let bag = DisposeBag()
    recording.record {
      // As a table configures a cell while its binder delivers a change.
      rows.map { row in
        cellText.observeNext { _ in }.dispose(in: bag)
        return row
      }.observeNext { _ in }.dispose(in: bag)
      rows.send(1)
      rows.send(2)
    }
    let kinds = recording.liveBindings().bindings.map(\.source.typeName)
    #expect(kinds == ["Signal<Int, Never>", "Observable<String>", "Observable<String>"])
  }

  @Test func theProgramWideSwitchRecordsEverywhere() {
    LiveBindings.isRecording = true
    defer { LiveBindings.isRecording = false }
    let count = Observable(0)
    let line = #line + 1
    let observation = count.observe { _ in }
    #expect(
      LiveBindings.snapshot().bindings.contains {
        $0.site.line == line && $0.site.fileID == "KizunaTests/LiveBindingsTests.swift"
      })
    observation.dispose()
    #expect(
      !LiveBindings.snapshot().bindings.contains {
        $0.site.line == line && $0.site.fileID == "KizunaTests/LiveBindingsTests.swift"
      })
  }

  @Test func labelsTellWhoMadeABinding() {
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    recording.record {
      LiveBindings.withLabel("Login") { count.observeNext { _ in }.dispose(in: bag) }
      count.observeNext { _ in }.dispose(in: bag)
    }
    #expect(recording.liveBindings().bindings.map(\.label) == ["Login", nil])
  }

  @Test func workQueuedForTheMainActorKeepsTheRecordingAndTheLabel() async {
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    await recording.record {
      await withCheckedContinuation { continuation in
        LiveBindings.withLabel("Later") {
          MainActorScheduler.shared.executeLater {
            count.observeNext { _ in }.dispose(in: bag)
            continuation.resume()
          }
        }
      }
    }
    #expect(recording.liveBindings().bindings.map(\.label) == ["Later"])
  }

  @Test func workOthersQueuedForTheMainActorDoesNotJoinTheRecordingThatStartedTheDrain() async {
    let recording = BindingRecording()
    let count = Observable(0)
    let bag = DisposeBag()
    await recording.record {
      // Likely starts the main actor's drain from inside the recording.
      MainActorScheduler.shared.executeLater {}
      // Work queued by someone outside the recording, for the same drain.
      await Task.detached {
        MainActorScheduler.shared.executeLater {
          count.observeNext { _ in }.dispose(in: bag)
        }
      }.value
      await withCheckedContinuation { continuation in
        MainActorScheduler.shared.executeLater { continuation.resume() }
      }
    }
    #expect(count.observerCount == 1)
    #expect(recording.liveBindings().bindings.isEmpty)
  }

  @Test func dumpAndDotNameSitesSourcesAndCounts() {
    let recording = BindingRecording()
    let name = Observable("")
    LiveBindings.name(name, "na\"me")
    let shown = Observable("")
    let bag = DisposeBag()
    recording.record {
      name.bind(to: shown).dispose(in: bag)
      name.observeNext { _ in }.dispose(in: bag)
    }
    name.value = "x"
    let snapshot = recording.liveBindings()
    let text = snapshot.dump()
    #expect(text.hasPrefix("2 live bindings\n"))
    #expect(text.contains("bind at KizunaTests/LiveBindingsTests.swift:"))
    #expect(text.contains("-> Observable<String>"))
    #expect(text.contains("Observable<String> \"na\"me\" (2 events, at Kizuna/Bind.swift:"))
    let dot = snapshot.dot()
    #expect(dot.hasPrefix("digraph bindings {\n  rankdir=LR;\n"))
    // One box for the one source, observed by both bindings, and one for the bind's target.
    #expect(dot.components(separatedBy: "shape=box").count == 3)
    #expect(dot.contains("label=\"Observable<String> \\\"na\\\"me\\\"\""))
    #expect(dot.components(separatedBy: " -> b").count == 3)
    #expect(dot.hasSuffix("}\n"))
  }
}
