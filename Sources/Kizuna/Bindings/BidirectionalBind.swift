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
  /// - Parameters:
  ///   - other: The other side; its own value is replaced at once if the receiver has one.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding in both directions.
  @discardableResult
  public func bidirectionalBind<Other: SubjectProtocol & AnyObject>(
    to other: Other,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  where Other.Element == Element, Other.Failure == Never {
    link(
      other, map: { $0 }, reverse: { $0 }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Keeps `other` equal to the receiver's values mapped by `map`, and the receiver equal to
  /// `other`'s values mapped back by `reverse`: a two-way binding between related types.
  ///
  /// It keeps every guarantee of `bidirectionalBind(to:)`: the receiver's current value wins
  /// at the start, a forwarded value is never echoed back (so `map` and `reverse` need not be
  /// exact inverses: `nil` can become `""` one way without bouncing back as `""`), both sides
  /// end equal under concurrent updates, both are held weakly.
  ///
  /// ```swift
  /// let field = Observable<String?>(nil)   // Bond's bnd_text: a text field's optional text
  /// let count = Observable(0)
  /// field.bidirectionalBind(to: count, map: { Int($0 ?? "") ?? 0 }, reverse: { String($0) })
  /// print(count.value)                     // prints "0"
  /// count.value = 3
  /// print(field.value ?? "nil")            // prints "3"
  /// ```
  ///
  /// - Parameters:
  ///   - other: The other side; its value is replaced at once if the receiver has one.
  ///   - map: Turns the receiver's values into `other`'s; called on the receiver's thread.
  ///   - reverse: Turns `other`'s values into the receiver's; called on `other`'s thread.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding in both directions.
  @discardableResult
  public func bidirectionalBind<Other: SubjectProtocol & AnyObject>(
    to other: Other,
    map: @escaping @Sendable (Element) -> Other.Element,
    reverse: @escaping @Sendable (Other.Element) -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  where Other.Failure == Never {
    link(
      other, map: map, reverse: reverse, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Keeps an optional string (a text field's `text`, Bond's `bnd_text`) and a string equal:
  /// `nil` is the empty string.
  ///
  /// ```swift
  /// let field = Observable<String?>(nil)
  /// let name = Observable("Ann")
  /// name.bidirectionalBind(to: field)
  /// print(field.value ?? "nil")   // prints "Ann"
  /// field.value = nil
  /// print(name.value.isEmpty)     // prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - other: The optional side; its value is replaced at once.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding in both directions.
  @discardableResult
  public func bidirectionalBind<Other: SubjectProtocol & AnyObject>(
    to other: Other,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  where Element == String, Other.Element == String?, Other.Failure == Never {
    link(
      other, map: { $0 }, reverse: { $0 ?? "" }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Keeps a string and an optional string (a text field's `text`) equal: `nil` is the empty
  /// string.
  ///
  /// ```swift
  /// let field = Observable<String?>("typed")
  /// let name = Observable("")
  /// field.bidirectionalBind(to: name)
  /// print(name.value)   // prints "typed"
  /// ```
  ///
  /// - Parameters:
  ///   - other: The string side; its value is replaced at once.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding in both directions.
  @discardableResult
  public func bidirectionalBind<Other: SubjectProtocol & AnyObject>(
    to other: Other,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  where Element == String?, Other.Element == String, Other.Failure == Never {
    link(
      other, map: { $0 ?? "" }, reverse: { $0 }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// The one implementation of every two-way binding.
  private func link<Other: SubjectProtocol & AnyObject>(
    _ other: Other,
    map: @escaping @Sendable (Element) -> Other.Element,
    reverse: @escaping @Sendable (Other.Element) -> Element,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> any Disposable where Other.Failure == Never {
    guard _slowPath(BindingRecorder.isOn) else { return link(other, map: map, reverse: reverse) }
    return BindingRecorder.record(
      .bidirectionalBind,
      at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column), on: self,
      target: other
    ) { link(other, map: map, reverse: reverse) }
  }

  private func link<Other: SubjectProtocol & AnyObject>(
    _ other: Other,
    map: @escaping @Sendable (Element) -> Other.Element,
    reverse: @escaping @Sendable (Other.Element) -> Element
  ) -> any Disposable where Other.Failure == Never {
    let link = BidirectionalLink()
    let binding = CompositeDisposable()
    // `other` is observed without its replayed (current) value: only the caller's value may
    // win at the start.
    binding.insert(
      other.observeChanges { [weak self] event in
        guard case .next(let element) = event else { return binding.dispose() }
        guard link.shouldForwardFromOther() else { return }
        guard let self else { return binding.dispose() }
        self.send(reverse(element))
      })
    binding.insert(
      observe { [weak other] event in
        guard case .next(let element) = event else { return binding.dispose() }
        guard link.shouldForwardFromReceiver() else { return }
        guard let other else { return binding.dispose() }
        other.send(map(element))
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
