/// The engine behind every derived collection (`map`, `filter`, `sorted(by:)`, `grouped(by:)`,
/// `crystallize()`): it observes the upstream array (and the query signal, if any), runs the
/// operator's ``CollectionDerivation`` on each input, one at a time and outside every lock, and
/// publishes the resulting change sets through its own ``ChangesetPublisher``.
///
/// Inputs from the upstream and from the query arrive on whatever threads send them; a
/// ``SerialDelivery`` (the library's one serial-drain mechanism) queues them and hands them to
/// one thread at a time, in arrival order. An input that arrives while another is processed
/// (from another thread, or from an observer of the derived collection that edits the
/// upstream) is processed after it. The upstream's change sets arrive in the upstream's order,
/// so the derivation always sees the upstream as it was after the previous change set.
///
/// Lifetime, as for an operator chain: the upstream array's observer list reaches the
/// derivation but not this object, which the derived array's views, the derived arrays made
/// from it and the derived array's observations keep alive. It keeps alive the derived array it
/// is made from (`keepAlive`), not the mutable array at the root of the chain nor the query
/// signal: when the root array goes away it completes, and so does every derived array made
/// from it, ending their observations (which frees the chain). Releasing the last reference
/// ends the observations of the upstream and the query.
@usableFromInline
final class DerivedCollection<Derivation: CollectionDerivation & Sendable>: Sendable {
  @usableFromInline typealias Output = Derivation.Output

  /// The derived collection and its change sets.
  @usableFromInline let publisher: ChangesetPublisher<Output.Collection, Output.Change>
  @usableFromInline let inputs: SerialDelivery<Void, DerivationRunner<Derivation>>
  @usableFromInline let observations: CompositeDisposable
  /// The derived collection this one is made from, if any: part of the chain.
  @usableFromInline let keepAlive: (any Sendable)?

  /// Starts deriving from `upstream` (and from `query`, whose values go to
  /// ``CollectionDerivation/changeQuery(_:from:)``).
  ///
  /// - Parameters:
  ///   - keepAlive: The engine of the derived array `upstream` is, if it is one.
  ///   - site: Where the derived array was made, for ``LiveBindings``.
  @inlinable
  init(
    _ derivation: Derivation,
    upstream: some SignalProtocol<Derivation.Upstream, Never>,
    keepAlive: (any Sendable)?,
    query: (any SignalProtocol<Derivation.Query, Never>)? = nil,
    site: BindingSite = BindingSite()
  ) {
    let publisher = Output.makePublisher(Output.empty)
    self.publisher = publisher
    let inputs = SerialDelivery(
      (), target: DerivationRunner(derivation: derivation, publisher: publisher))
    self.inputs = inputs
    let observations = CompositeDisposable()
    self.observations = observations
    self.keepAlive = keepAlive
    func subscribe() -> any Disposable {
      // The query first: with an observable that replays its value, the upstream's elements
      // are then derived once, with the query already known.
      if let query {
        observations.insert(
          query.observeNext { value in
            inputs.update { _, outbox in outbox.send(.query(value)) }
          })
      }
      observations.insert(
        upstream.observe { event in
          switch event {
          case .next(let change): inputs.update { _, outbox in outbox.send(.upstream(change)) }
          case .completed: inputs.update { _, outbox in outbox.send(.upstreamCompleted) }
          }
        })
      return observations
    }
    if _slowPath(BindingRecorder.isOn) {
      _ = BindingRecorder.record(.derivedArray, at: site, on: upstream, target: nil) {
        subscribe()
      }
    } else {
      _ = subscribe()
    }
  }

  deinit {
    observations.dispose()
  }
}

extension ChangesetPublisher {
  /// Observes the publisher of a derived collection: the observation keeps `derivation` (the
  /// chain's engine) alive, as an observation keeps an operator chain alive, until it is
  /// disposed or the publisher completes. Disposing releases the engine at once, even while the
  /// caller still holds the disposable.
  @inlinable
  func observe(
    keepingAlive derivation: any Sendable,
    with observer: @escaping @Sendable (Event<Change, Never>) -> Void
  ) -> any Disposable {
    let link = KeepAliveLink(derivation)
    let subscription = observe { event in
      observer(event)
      if event.isTerminal { link.release() }
    }
    return BlockDisposable {
      subscription.dispose()
      link.release()
    }
  }
}

/// Holds a derived collection's engine for an observation, until the observation ends.
@usableFromInline
final class KeepAliveLink: Sendable {
  private let held: Lock<(any Sendable)?>

  @usableFromInline init(_ value: any Sendable) { held = Lock.make(value) }

  /// Lets go of the engine (outside the lock: its deinit ends its own observations).
  @usableFromInline
  func release() {
    let released = held.withLock { held in
      defer { held = nil }
      return held
    }
    _ = released
  }
}

/// One input of a derivation, in the order it arrived.
@usableFromInline
enum DerivationInput<Upstream: Sendable, Query: Sendable>: Sendable {
  /// A change set of the upstream array.
  case upstream(Upstream)
  /// A new value of the query signal.
  case query(Query)
  /// The upstream ended (the array at the root of the chain went away).
  case upstreamCompleted
}

/// Runs a derivation on each input and publishes its output; the target of the
/// ``SerialDelivery`` that orders the inputs.
@usableFromInline
final class DerivationRunner<Derivation: CollectionDerivation & Sendable>: DeliveryTarget,
  @unchecked Sendable
{
  @usableFromInline typealias Output = Derivation.Output

  // Safety: `derivation` is read and changed only in `receive(_:)`, which the owning
  // `SerialDelivery` calls on one thread at a time (its drainer); successive drainers are
  // ordered by the acquire-release updates of its pending count (`SerialDrain`), so every
  // access happens after the previous one. It is never touched under a lock, so it may call
  // the user's closures.
  @usableFromInline var derivation: Derivation
  /// Whether the upstream completed; later inputs (queries) are ignored. Guarded as
  /// `derivation` is.
  @usableFromInline var isCompleted = false
  @usableFromInline let publisher: ChangesetPublisher<Output.Collection, Output.Change>

  @inlinable
  init(
    derivation: Derivation,
    publisher: ChangesetPublisher<Output.Collection, Output.Change>
  ) {
    self.derivation = derivation
    self.publisher = publisher
  }

  @inlinable var isActive: Bool { true }

  @inlinable
  func receive(_ event: Event<DerivationInput<Derivation.Upstream, Derivation.Query>, Never>) {
    guard case .next(let input) = event, !isCompleted else { return }
    switch input {
    case .upstreamCompleted:
      isCompleted = true
      publisher.complete()
    case .upstream(let change):
      switch change.kind {
      case .initial, .replacement:
        let derived = derivation.reset(change.collection)
        publisher.mutate { collection, _ in
          let replacement = Output.replacement(of: collection, with: derived)
          collection = derived
          return (replacement, ())
        }
      case .edits:
        var edits: [Output.Edit] = []
        for step in change.patch { derivation.translate(step, into: &edits) }
        guard !edits.isEmpty else { return }
        publisher.mutateInPlace { collection in Output.apply(edits, to: &collection) }
      }
    case .query(let query):
      // The derivation's output is the publisher's collection: only this runner changes it.
      let current = publisher.collection
      guard let (derived, change) = derivation.changeQuery(query, from: current) else { return }
      publisher.mutate { collection, _ in
        collection = derived
        return (change, ())
      }
    }
  }
}
