extension SignalProtocol where Failure == Never {
  /// Binds each value to a main-actor target by calling `setter` on the main actor, holding
  /// `target` weakly.
  ///
  /// This is the binding for user-interface objects, and it is called from main-actor code
  /// (Xcode's default isolation) without any `@unchecked` or `nonisolated(unsafe)`. Values
  /// are delivered through ``MainActorScheduler/shared``: at once when they are sent on the
  /// main thread and nothing is queued, otherwise in order on the main actor. The binding ends
  /// when the returned disposable is disposed, when the signal completes, and when `target` is
  /// gone (at once for a ``DisposeBagProvider`` or a ``ReactiveExtensionsProvider``, whose bag
  /// holds the binding; else at the next value).
  ///
  /// ```swift
  /// @MainActor final class SignUpView {
  ///   let button = Button()
  ///   let bag = DisposeBag()
  ///   func bind(_ viewModel: SignUpViewModel) {
  ///     viewModel.isSignUpEnabled.bind(to: button) { button, isEnabled in
  ///       button.isEnabled = isEnabled
  ///       button.alpha = isEnabled ? 1.0 : 0.5
  ///     }.dispose(in: bag)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - target: The main-actor object that receives values; held weakly.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - setter: Applies a value to the target, on the main actor.
  /// - Returns: A disposable that ends the binding.
  @MainActor @discardableResult
  public func bind<Target: AnyObject>(
    to target: Target,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    setter: @escaping @MainActor (Target, Element) -> Void
  ) -> any Disposable {
    let sink = MainActorSink(target: target) { target, element in setter(target, element) }
    guard _slowPath(BindingRecorder.isOn) else { return bindOnMainActor(sink, target: target) }
    return BindingRecorder.recordOnMainActor(
      .bind, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
      on: self, target: target
    ) {
      bindOnMainActor(sink, target: target)
    }
  }

  /// Binds each value to the property of a main-actor `target` at `keyPath`, on the main actor.
  ///
  /// ```swift
  /// viewModel.warningText.bind(to: warningLabel, keyPath: \.text).dispose(in: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The main-actor object that receives values; held weakly.
  ///   - keyPath: The property to set.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @MainActor @discardableResult
  public func bind<Target: AnyObject>(
    to target: Target,
    keyPath: ReferenceWritableKeyPath<Target, Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> any Disposable {
    let sink = MainActorSink(target: target) { target, element in target[keyPath: keyPath] = element
    }
    guard _slowPath(BindingRecorder.isOn) else { return bindOnMainActor(sink, target: target) }
    return BindingRecorder.recordOnMainActor(
      .bind, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
      on: self, target: target
    ) {
      bindOnMainActor(sink, target: target)
    }
  }

  /// Calls `observer` on the main actor with each value.
  ///
  /// The main-actor counterpart of ``observeNext(with:)``: values are delivered through
  /// ``MainActorScheduler/shared`` (at once when sent on the main thread with nothing queued).
  ///
  /// ```swift
  /// viewModel.result.observeNext(on: .mainActor) { [weak self] message in
  ///   self?.showAlert(message)
  /// }.dispose(in: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: The main-actor scheduler.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - observer: Called on the main actor with each value.
  /// - Returns: A disposable that ends the observation.
  @MainActor
  public func observeNext(
    on scheduler: MainActorScheduler,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    with observer: @escaping @MainActor (Element) -> Void
  ) -> any Disposable {
    let deliver = MainActorValue<@MainActor (Element) -> Bool> { element in
      observer(element)
      return true
    }
    guard _slowPath(BindingRecorder.isOn) else {
      return observeOnMainActor(through: scheduler, deliver)
    }
    return BindingRecorder.recordOnMainActor(
      .observeNext, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
      on: self, target: nil
    ) {
      observeOnMainActor(through: scheduler, deliver)
    }
  }

  @MainActor
  private func bindOnMainActor<Target: AnyObject>(
    _ sink: MainActorSink<Target, Element>, target: Target
  ) -> any Disposable {
    let binding = observeOnMainActor(
      through: .shared, MainActorValue { element in sink.apply(element) })
    if let provider = target as? any DisposeBagProvider {
      provider.bag.insert(binding)
    } else if let provider = target as? any ReactiveExtensionsProvider {
      reactiveBag(of: provider).insert(binding)
    }
    return binding
  }

  /// Observes the signal and hands each value to `deliver` on the main actor, in order; the
  /// observation ends when `deliver` returns false (its target is gone), when it is disposed,
  /// and when the signal ends, after the values sent before the end have been delivered.
  @MainActor
  private func observeOnMainActor(
    through scheduler: MainActorScheduler,
    _ deliver: MainActorValue<@MainActor (Element) -> Bool>
  ) -> SerialDisposable {
    let observation = SerialDisposable()
    // As in `bind(to:context:setter:)`, the handler holds `observation` so that it can end it;
    // the cycle is broken by every way an observation ends.
    observation.inner = observe { event in
      guard case .next(let element) = event else {
        // Through the scheduler, so that values queued before the end are still delivered.
        scheduler.execute { observation.dispose() }
        return
      }
      scheduler.execute {
        guard !observation.isDisposed else { return }
        let keepGoing = MainActor.assumeIsolated { deliver.value(element) }
        if !keepGoing { observation.dispose() }
      }
    }
    return observation
  }
}

/// A weakly held main-actor target and what to do with it; main-actor isolated, so that
/// non-Sendable targets and key paths never leave the main actor.
@MainActor
final class MainActorSink<Target: AnyObject, Element> {
  weak var target: Target?
  let apply: @MainActor (Target, Element) -> Void

  init(target: Target, apply: @escaping @MainActor (Target, Element) -> Void) {
    self.target = target
    self.apply = apply
  }

  /// Applies `element` to the target; returns false if the target is gone.
  func apply(_ element: Element) -> Bool {
    guard let target else { return false }
    apply(target, element)
    return true
  }
}

/// A value that stays on the main actor (a non-Sendable closure, for example).
@MainActor
final class MainActorValue<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}
