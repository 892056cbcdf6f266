extension EventProducerType {
  /// Calls `observer` with the events sent from now on, without the replayed ones.
  ///
  /// ```swift
  /// let name = Observable("a")
  /// name.observeNew { print($0) }  // prints nothing yet
  /// name.value = "b"               // prints "b"
  /// ```
  ///
  /// - Parameter observer: Called on the thread that sends each event.
  /// - Returns: A disposable that ends the observation.
  @discardableResult
  public func observeNew(_ observer: @escaping (EventType) -> Void) -> any DisposableType {
    // The events delivered while `observe` runs are the replayed ones: as many as were kept,
    // which is fewer than `replayLength` until that many were sent.
    var isReplaying = true
    let disposable = observe { event in
      if !isReplaying { observer(event) }
    }
    isReplaying = false
    return disposable
  }

  /// Sends every event of this producer into `bindable`; the binding ends when `bindable` is
  /// released (or the returned disposable is disposed).
  ///
  /// ```swift
  /// let source = Observable(1), target = Observable(0)
  /// source.bindTo(target)  // target.value == 1
  /// ```
  ///
  /// - Parameter bindable: The target.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bindTo<B: BindableType>(_ bindable: B) -> any DisposableType
  where B.Element == EventType {
    let disposable = SerialDisposable(otherDisposable: nil)
    let sink = bindable.sink(disposable)
    disposable.otherDisposable = observe { sink($0) }
    return disposable
  }

  /// Sends every event of this producer into `bindable`, which takes optionals.
  ///
  /// ```swift
  /// Observable("a").bindTo(label.bnd_text)  // bnd_text takes String?
  /// ```
  ///
  /// - Parameter bindable: The target.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bindTo<B: BindableType>(_ bindable: B) -> any DisposableType
  where B.Element == EventType? {
    let disposable = SerialDisposable(otherDisposable: nil)
    let sink = bindable.sink(disposable)
    disposable.otherDisposable = observe { sink($0) }
    return disposable
  }
}

extension EventProducerType where Self: BindableType {
  /// Binds this producer and `bindable` both ways: this one's current value goes to
  /// `bindable` first, then each follows the other.
  ///
  /// ```swift
  /// let model = Observable("typed"), field = Observable("")
  /// model.bidirectionalBindTo(field)  // field.value == "typed"
  /// field.value = "edited"            // model.value == "edited"
  /// ```
  ///
  /// A value that comes back through the other direction is not sent again (Kizuna's
  /// subjects deliver a re-entrant event after the current one, and the echo stops there when
  /// the values are the same object or the producers have no further observers).
  ///
  /// - Parameter bindable: The other side.
  /// - Returns: A disposable that ends both directions.
  @discardableResult
  public func bidirectionalBindTo<B: BindableType & EventProducerType>(
    _ bindable: B
  ) -> any DisposableType where B.EventType == Element, B.Element == EventType {
    let forward = bindTo(bindable)
    let backward = bindable.bindTo(self)
    return CompositeDisposable([forward, backward])
  }
}
