extension SignalProtocol where Failure == Never {
  /// Binds each value to `target` by calling `setter`, holding `target` weakly.
  ///
  /// The binding never keeps `target` alive. It ends when the returned disposable is disposed,
  /// when the signal completes, and when `target` is gone: at once if `target` is a
  /// ``DisposeBagProvider`` (the binding lives in its bag), else at the next value.
  ///
  /// This is the binding for targets that are `Sendable` on their own (guarded by a lock, or
  /// values like ``Observable``), from any isolation; pass `.immediate` to set them on the
  /// sending thread. User-interface objects are bound from main-actor code with
  /// `bind(to:setter:)`, whose setter runs on the main actor.
  ///
  /// ```swift
  /// final class Screen: DisposeBagProvider {
  ///   let bag = DisposeBag()
  ///   var greeting = ""
  /// }
  /// let name = Observable("Ann")
  /// let screen = Screen()
  /// name.bind(to: screen, context: .immediate) { screen, name in
  ///   screen.greeting = "Hello, \(name)"
  /// }
  /// print(screen.greeting)  // "Hello, Ann"
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object that receives values; held weakly.
  ///   - context: Where `setter` runs; `.immediate` runs it on the sending thread, at once.
  ///   - setter: Applies a value to the target.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind<Target: AnyObject & Sendable>(
    to target: Target,
    context: some ExecutionContext,
    setter: @escaping @Sendable (Target, Element) -> Void
  ) -> any Disposable {
    let binding = SerialDisposable()
    // The handler holds `binding` to end it when the target is gone; that reference cycle
    // (binding -> observation -> handler -> binding) is broken by every way a binding ends:
    // dispose, the signal's terminal event, and the target's release.
    binding.inner = observe { [weak target] event in
      guard case .next(let element) = event else {
        binding.dispose()
        return
      }
      context.execute {
        guard let target else {
          binding.dispose()
          return
        }
        setter(target, element)
      }
    }
    if let provider = target as? any DisposeBagProvider {
      provider.bag.insert(binding)
    }
    return binding
  }

  /// Sends each value into `subject` (for an ``Observable``: sets its value), holding it weakly.
  ///
  /// ```swift
  /// let typed = Observable("")
  /// let shown = Observable("")
  /// typed.bind(to: shown)
  /// typed.value = "hi"
  /// print(shown.value)  // "hi"
  /// ```
  ///
  /// - Parameter subject: Receives the values; the binding ends when it is released.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind<Subject: SubjectProtocol & AnyObject>(to subject: Subject) -> any Disposable
  where Subject.Element == Element {
    bind(to: subject, context: .immediate) { subject, element in subject.send(element) }
  }
}
