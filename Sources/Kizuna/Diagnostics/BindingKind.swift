/// Which entry point made a binding.
public enum BindingKind: String, Hashable, Sendable, CaseIterable {
  /// `observe(with:)`: every event.
  case observe
  /// `observeNext(with:)`: values only.
  case observeNext
  /// `observeFailed(with:)`.
  case observeFailed
  /// `observeCompleted(with:)`.
  case observeCompleted
  /// `bind(to:)` in any of its forms: a one-way binding into a target.
  case bind
  /// `bidirectionalBind(to:)`: a two-way binding.
  case bidirectionalBind
  /// A table or collection binding (``TableBinder/bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)`` and the adapters built on it).
  case table
  /// A derived array (`map`, `filter`, `sorted`, `grouped`, ...) observing its upstream (and its
  /// query or order signal) for as long as it lives.
  case derivedArray
  /// A bridge into another framework (a Combine publisher's subscription, an async sequence).
  case bridge
}
