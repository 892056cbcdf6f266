/// A one-way binding target: a main-actor object and how to show a value on it (a label's
/// text, a view's `isHidden`).
///
/// Bind a signal to it with `bind(to:)`: values are applied on the main actor, in order; the
/// object is held weakly, and the binding ends when it is released.
///
/// ```swift
/// @MainActor final class Badge { var count = 0 }
/// let badge = Badge()
/// let target = BindingTarget(badge) { badge, count in badge.count = count }
/// Observable(3).bind(to: target)
/// print(badge.count)   // prints "3" (on the main thread)
/// ```
@MainActor
public struct BindingTarget<Base: AnyObject, Value> {
  /// The object values are shown on.
  public let base: Base
  /// Shows a value on the object.
  public let setter: @MainActor (Base, Value) -> Void

  /// Creates a target that shows values on `base` with `setter`.
  ///
  /// - Parameters:
  ///   - base: The object; the binding holds it weakly.
  ///   - setter: Shows a value on the object, on the main actor.
  public init(_ base: Base, setter: @escaping @MainActor (Base, Value) -> Void) {
    self.base = base
    self.setter = setter
  }
}

extension SignalProtocol where Failure == Never {
  /// Shows each value on `target`, on the main actor, holding its object weakly.
  ///
  /// The binding ends when the returned disposable is disposed, when the signal completes, and
  /// when the object is gone (at once if it is a ``ReactiveExtensionsProvider`` or a
  /// ``DisposeBagProvider``: the binding lives in its bag).
  ///
  /// ```swift
  /// viewModel.warningText.bind(to: warningLabel.reactive.text).dispose(in: bag)
  /// ```
  ///
  /// - Parameters:
  ///   - target: Where to show the values.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @MainActor @discardableResult
  public func bind<Base: AnyObject>(
    to target: BindingTarget<Base, Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> any Disposable {
    bind(
      to: target.base, fileID: fileID, filePath: filePath, line: line, column: column,
      setter: target.setter)
  }

  /// Shows each value on a target of optional values (a label's `String?` text), on the main
  /// actor, holding its object weakly.
  ///
  /// ```swift
  /// viewModel.loginID.bind(to: nameLabel.reactive.text).dispose(in: bag)   // a String signal
  /// ```
  ///
  /// - Parameters:
  ///   - target: Where to show the values.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  @MainActor @discardableResult
  public func bind<Base: AnyObject>(
    to target: BindingTarget<Base, Element?>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> any Disposable {
    let setter = target.setter
    return bind(to: target.base, fileID: fileID, filePath: filePath, line: line, column: column) {
      base, element in setter(base, element)
    }
  }
}
