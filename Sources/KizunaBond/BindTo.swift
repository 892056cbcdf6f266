extension SignalProtocol where Failure == Never {
  /// Bond v4's one-way binding into an observable or subject.
  ///
  /// ```swift
  /// let source = Observable("a"), target = Observable("")
  /// source.bindTo(target).disposeIn(bag)  // target.value == "a"
  /// ```
  ///
  /// - Parameter target: The observable or subject that receives every value.
  /// - Returns: A disposable that ends the binding.
  @available(*, deprecated, renamed: "bind(to:)")
  @discardableResult
  public func bindTo<Target: SubjectProtocol & AnyObject>(_ target: Target) -> any Disposable
  where Target.Element == Element {
    bind(to: target)
  }
}

extension SignalProtocol where Failure == Never {
  /// Bond v4's binding into a user-interface property (`button.bnd_enabled`), on the main
  /// actor.
  ///
  /// - Parameter target: The property (KizunaUIKit's `reactive` members).
  /// - Returns: A disposable that ends the binding.
  @available(*, deprecated, renamed: "bind(to:)")
  @MainActor @discardableResult
  public func bindTo<Base: AnyObject>(_ target: BindingTarget<Base, Element>) -> any Disposable {
    bind(to: target)
  }

  /// Bond v4's binding into an optional user-interface property (`label.bnd_text` from a
  /// `String` signal), on the main actor.
  ///
  /// - Parameter target: The property (KizunaUIKit's `reactive` members).
  /// - Returns: A disposable that ends the binding.
  @available(*, deprecated, renamed: "bind(to:)")
  @MainActor @discardableResult
  public func bindTo<Base: AnyObject>(_ target: BindingTarget<Base, Element?>) -> any Disposable {
    bind(to: target)
  }
}

extension SubjectProtocol where Self: AnyObject, Failure == Never {
  /// Bond v4's two-way binding: this side's value goes to `other` first, then each side
  /// follows the other without echoing.
  ///
  /// ```swift
  /// let field = Observable("typed"), model = Observable("")
  /// field.bidirectionalBindTo(model).disposeIn(bag)  // model.value == "typed"
  /// ```
  ///
  /// - Parameter other: The observable or subject kept equal to this one.
  /// - Returns: A disposable that ends both directions.
  @available(*, deprecated, renamed: "bidirectionalBind(to:)")
  @discardableResult
  public func bidirectionalBindTo<Other: SubjectProtocol & AnyObject>(
    _ other: Other
  )
    -> any Disposable
  where Other.Element == Element, Other.Failure == Never {
    bidirectionalBind(to: other)
  }
}
