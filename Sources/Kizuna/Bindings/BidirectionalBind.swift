extension SubjectProtocol where Self: AnyObject, Failure == Never {
  /// Keeps the receiver and `other` equal: a value sent to either one is sent to the other.
  ///
  /// The receiver's current value wins at the start (for an ``Observable``, `other` is set to
  /// it at once). A value forwarded to the other side is not echoed back, and no value is
  /// delivered twice; so there is no feedback loop. Safe under concurrency: each side delivers
  /// its values in order, and the binding counts the values it forwarded instead of using a
  /// shared "is updating" flag, so both sides end equal even when both are set at the same
  /// time from different threads. Both sides are held weakly; the binding ends when either is
  /// released or completes, or when the returned disposable is disposed.
  ///
  /// ```swift
  /// let field = Observable("draft")     // e.g. a text field's text
  /// let model = Observable("")          // the view model's property
  /// field.bidirectionalBind(to: model)
  /// print(model.value)                  // "draft"
  /// model.value = "from model"
  /// print(field.value)                  // "from model"
  /// ```
  ///
  /// - Parameter other: The other side; its own value is replaced at once if the receiver has one.
  /// - Returns: A disposable that ends the binding in both directions.
  @discardableResult
  public func bidirectionalBind<Other: SubjectProtocol & AnyObject>(
    to other: Other
  )
    -> any Disposable
  where Other.Element == Element, Other.Failure == Never {
    let link = BidirectionalLink()
    let binding = CompositeDisposable()
    // `other` is observed without its replayed (current) value: only the caller's value may
    // win at the start.
    binding.insert(
      other.observeChanges { [weak self] event in
        guard case .next(let element) = event else { return binding.dispose() }
        guard link.shouldForwardFromOther() else { return }
        guard let self else { return binding.dispose() }
        self.send(element)
      })
    binding.insert(
      observe { [weak other] event in
        guard case .next(let element) = event else { return binding.dispose() }
        guard link.shouldForwardFromReceiver() else { return }
        guard let other else { return binding.dispose() }
        other.send(element)
      })
    return binding
  }
}

/// The echo bookkeeping of a two-way binding.
///
/// Forwarding a value to one side makes that side deliver it back to the binding; the link
/// counts the forwarded values per side and skips that many deliveries, instead of a flag that
/// threads would race on. Since every side delivers its values in order, the last value a
/// side delivers is never skipped, so both sides end equal.
final class BidirectionalLink: Sendable {
  private struct State {
    /// Deliveries from `other` to skip, one per forward.
    var echoesFromOther = 0
    /// Deliveries from the receiver to skip, one per forward.
    var echoesFromReceiver = 0
  }
  private let state = Lock.make(State())

  /// Called for each value `other` delivers: whether to forward it to the receiver.
  func shouldForwardFromOther() -> Bool {
    state.withLock { state in
      if state.echoesFromOther > 0 {
        state.echoesFromOther -= 1
        return false
      }
      state.echoesFromReceiver += 1
      return true
    }
  }

  /// Called for each value the receiver delivers: whether to forward it to `other`.
  func shouldForwardFromReceiver() -> Bool {
    state.withLock { state in
      if state.echoesFromReceiver > 0 {
        state.echoesFromReceiver -= 1
        return false
      }
      state.echoesFromOther += 1
      return true
    }
  }
}
