import Kizuna
import KizunaMachine

/// A subscriber that asks for a fixed demand, to check that publishers honour it.
///
/// It requests `initial` on subscription and `perValue` more after each value (what its
/// `receive(_:)` returns), and logs what it receives. Thread-safe.
final class DemandSubscriber<Input: Sendable, Failure: Error>: Subscriber, Sendable {
  enum Entry: Sendable {
    case value(Input)
    case completion(Subscribers.Completion<Failure>)
  }

  private struct State: Sendable {
    var entries: [Entry] = []
    var subscription: SubscriptionBox?
  }

  /// Safety: only `request` and `cancel` are called through it; Combine subscriptions accept
  /// those from any thread.
  private struct SubscriptionBox: @unchecked Sendable {
    let subscription: any Subscription
  }

  private let initial: Subscribers.Demand
  private let perValue: Subscribers.Demand
  private let state = Lock<State>.make(State())

  init(initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
    self.initial = initial
    self.perValue = perValue
  }

  func receive(subscription: any Subscription) {
    state.withLock { $0.subscription = SubscriptionBox(subscription: subscription) }
    if initial > .none { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.entries.append(.value(input)) }
    return perValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.entries.append(.completion(completion)) }
  }

  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.subscription }?.subscription.request(demand)
  }

  /// Cancels the subscription.
  func cancel() {
    state.withLock { $0.subscription }?.subscription.cancel()
  }

  /// The values received, in order.
  var values: [Input] {
    state.withLock { state in
      state.entries.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }
  }

  /// Whether the publisher finished normally.
  var isFinished: Bool {
    state.withLock { state in
      state.entries.contains { entry in
        if case .completion(.finished) = entry { true } else { false }
      }
    }
  }

  /// The failure received, if any.
  var failure: Failure? {
    state.withLock { state in
      for case .completion(.failure(let failure)) in state.entries { return failure }
      return nil
    }
  }

  /// How many completions arrived (at most one for a correct publisher).
  var completionCount: Int {
    state.withLock { state in
      state.entries.count { if case .completion = $0 { true } else { false } }
    }
  }
}

/// An error for failure tests.
struct TestFailure: Error, Equatable {
  let code: Int
}
