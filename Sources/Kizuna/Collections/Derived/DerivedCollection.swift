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
/// Lifetime: the derived collection keeps its upstream (and query signal) alive, like an
/// operator chain; the upstream's observer reaches the derivation but not this object, so
/// releasing the derived collection ends both observations.
final class DerivedCollection<Derivation: CollectionDerivation & Sendable>: Sendable {
  typealias Output = Derivation.Output

  /// The derived collection and its change sets.
  let publisher: ChangesetPublisher<Output.Collection, Output.Change>
  private let inputs: SerialDelivery<Void, DerivationRunner<Derivation>>
  private let observations: CompositeDisposable
  /// Keeps the upstream and the query signal alive as long as the derived collection.
  private let sources: [any Sendable]

  /// Starts deriving from `upstream` (and from `query`, whose values go to
  /// ``CollectionDerivation/changeQuery(_:from:)``).
  init(
    _ derivation: Derivation,
    upstream: some SignalProtocol<ArrayChangeset<Derivation.Source>, Never>,
    query: (any SignalProtocol<Derivation.Query, Never>)? = nil
  ) {
    let publisher = Output.makePublisher(Output.empty)
    self.publisher = publisher
    let inputs = SerialDelivery(
      (), target: DerivationRunner(derivation: derivation, publisher: publisher))
    self.inputs = inputs
    let observations = CompositeDisposable()
    self.observations = observations
    var sources: [any Sendable] = [upstream]
    // The query first: with an observable that replays its value, the upstream's elements are
    // then derived once, with the query already known.
    if let query {
      sources.append(query)
      observations.insert(
        query.observeNext { value in
          inputs.update { _, outbox in outbox.send(.query(value)) }
        })
    }
    observations.insert(
      upstream.observeNext { change in
        inputs.update { _, outbox in outbox.send(.upstream(change)) }
      })
    self.sources = sources
  }

  deinit {
    observations.dispose()
  }
}

/// One input of a derivation, in the order it arrived.
enum DerivationInput<Source: Sendable, Query: Sendable>: Sendable {
  /// A change set of the upstream array.
  case upstream(ArrayChangeset<Source>)
  /// A new value of the query signal.
  case query(Query)
}

/// Runs a derivation on each input and publishes its output; the target of the
/// ``SerialDelivery`` that orders the inputs.
final class DerivationRunner<Derivation: CollectionDerivation & Sendable>: DeliveryTarget,
  @unchecked Sendable
{
  typealias Output = Derivation.Output

  // Safety: `derivation` is read and changed only in `receive(_:)`, which the owning
  // `SerialDelivery` calls on one thread at a time (its drainer); successive drainers are
  // ordered by the acquire-release updates of its pending count (`SerialDrain`), so every
  // access happens after the previous one. It is never touched under a lock, so it may call
  // the user's closures.
  private var derivation: Derivation
  private let publisher: ChangesetPublisher<Output.Collection, Output.Change>

  init(
    derivation: Derivation,
    publisher: ChangesetPublisher<Output.Collection, Output.Change>
  ) {
    self.derivation = derivation
    self.publisher = publisher
  }

  var isActive: Bool { true }

  func receive(_ event: Event<DerivationInput<Derivation.Source, Derivation.Query>, Never>) {
    guard case .next(let input) = event else { return }
    switch input {
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
