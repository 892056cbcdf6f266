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
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - setter: Applies a value to the target.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind<Target: AnyObject & Sendable>(
    to target: Target,
    context: some ExecutionContext,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    setter: @escaping @Sendable (Target, Element) -> Void
  ) -> any Disposable {
    guard _slowPath(BindingRecorder.isOn) else {
      return makeBinding(to: target, context: context, setter: setter)
    }
    return BindingRecorder.record(
      .bind, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
      on: self, target: target
    ) { makeBinding(to: target, context: context, setter: setter) }
  }

  private func makeBinding<Target: AnyObject & Sendable>(
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
      context.executeInCallersScope {
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
  /// - Parameters:
  ///   - subject: Receives the values; the binding ends when it is released.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind<Subject: SubjectProtocol & AnyObject>(
    to subject: Subject,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> any Disposable
  where Subject.Element == Element {
    bind(
      to: subject, context: .immediate, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { subject, element in subject.send(element) }
  }
}
