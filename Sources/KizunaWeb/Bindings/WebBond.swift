public import Kizuna

/// A bindable property of a web control, reached through the control's `reactive` namespace.
///
/// A bond holds its control's property weakly: a binding into it ends being useful when the
/// control goes away and never keeps the control alive.
///
/// ```swift
/// model.warningText.bind(to: warningLabel.reactive.text).dispose(in: bag)
/// model.loginID.bidirectionalBind(to: loginField.reactive.text).dispose(in: bag)
/// ```
public final class WebBond<Value: Sendable>: Sendable {
  weak let target: Observable<Value>?

  /// Creates a bond to `target`.
  public init(_ target: Observable<Value>) {
    self.target = target
  }
}

extension SignalProtocol where Failure == Never {
  /// Pushes every value of the receiver into `bond`'s property (one-way binding).
  ///
  /// ```swift
  /// model.signUpAlpha.bind(to: signUpButton.reactive.alpha).dispose(in: bag)
  /// ```
  ///
  /// - Parameter bond: The control property to set.
  /// - Returns: A disposable that ends the binding.
  @discardableResult
  public func bind(to bond: WebBond<Element>) -> any Disposable {
    let target = bond.target
    return observeNext { [weak target] value in target?.value = value }
  }
}

extension Observable where Value: Equatable {
  /// Keeps the receiver and `bond`'s property equal (two-way binding); the receiver gives the
  /// initial value.
  ///
  /// A value equal to the other side's current one is not forwarded, which ends the feedback
  /// loop.
  ///
  /// ```swift
  /// model.acceptsTerms.bidirectionalBind(to: termsSwitch.reactive.isOn).dispose(in: bag)
  /// ```
  ///
  /// - Parameter bond: The control property to keep in step.
  /// - Returns: A disposable that ends both directions.
  @discardableResult
  public func bidirectionalBind(to bond: WebBond<Value>) -> any Disposable {
    guard let target = bond.target else { return SimpleDisposable(isDisposed: true) }
    let forward = observeNext { [weak target] value in
      if let target, target.value != value { target.value = value }
    }
    let backward = target.observeNext { [weak self] value in
      if let self, self.value != value { self.value = value }
    }
    return CompositeDisposable([forward, backward])
  }
}
