extension SignalProtocol where Failure == Never {
  /// Binds each value to `target` by calling `setter`, holding `target` weakly.
  ///
  /// The binding never keeps `target` alive. It ends when the returned disposable is disposed,
  /// when the signal completes, and when `target` is gone: at once if `target` is a
  /// ``DisposeBagProvider`` (the binding lives in its bag), else at the next value.
  ///
  /// ```swift
  /// final class Screen: DisposeBagProvider {
  ///   let bag = DisposeBag()
  ///   var greeting = ""
  /// }
  /// let name = Observable("Ann")
  /// let screen = Screen()
  /// name.bind(to: screen) { screen, name in screen.greeting = "Hello, \(name)" }
  /// print(screen.greeting)  // "Hello, Ann"
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object that receives values; held weakly.
  ///   - context: Where `setter` runs; `.immediate` runs it on the sending thread.
  ///   - setter: Applies a value to the target.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind<Target: AnyObject & Sendable>(
    to target: Target,
    context: some ExecutionContext = .immediate,
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

  /// Binds each value to the property of `target` at `keyPath`, holding `target` weakly.
  ///
  /// Main-actor user interface targets use the `@MainActor` overload in the same way.
  ///
  /// ```swift
  /// let celsius = Observable(20.0)
  /// let fahrenheit = Observable(0.0)
  /// celsius.map { $0 * 9 / 5 + 32 }.bind(to: fahrenheit, keyPath: \.value)
  /// print(fahrenheit.value)  // 68.0
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object that receives values; held weakly.
  ///   - keyPath: The property to set.
  ///   - context: Where the property is set; `.immediate` sets it on the sending thread.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind<Target: AnyObject & Sendable>(
    to target: Target,
    keyPath: any ReferenceWritableKeyPath<Target, Element> & Sendable,
    context: some ExecutionContext = .immediate
  ) -> any Disposable {
    bind(to: target, context: context) { target, element in target[keyPath: keyPath] = element }
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
