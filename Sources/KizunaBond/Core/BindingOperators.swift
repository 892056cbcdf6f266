infix operator ->> : BondBindingPrecedence
infix operator ->>< : BondBindingPrecedence

/// The precedence of Bond v4's binding operators: below assignment's neighbours, left to right.
precedencegroup BondBindingPrecedence {
  associativity: left
  lowerThan: TernaryPrecedence
  higherThan: AssignmentPrecedence
}

/// Bond v4's `->>`: binds `source` to `destination` (`source.bindTo(destination)`).
///
/// ```swift
/// name ->> label.bnd_text
/// ```
///
/// - Parameters:
///   - source: The producer.
///   - destination: The target.
/// - Returns: A disposable that ends the binding.
@discardableResult
public func ->> <O: EventProducerType, B: BindableType>(
  source: O, destination: B
) -> any DisposableType where B.Element == O.EventType {
  source.bindTo(destination)
}

/// Bond v4's `->>` into a target that takes optionals.
///
/// - Parameters:
///   - source: The producer.
///   - destination: The target.
/// - Returns: A disposable that ends the binding.
@discardableResult
public func ->> <O: EventProducerType, B: BindableType>(
  source: O, destination: B
) -> any DisposableType where B.Element == O.EventType? {
  source.bindTo(destination)
}

/// Bond v4's `->><`: binds `source` and `destination` both ways.
///
/// ```swift
/// model.name ->>< textField.bnd_text
/// ```
///
/// - Parameters:
///   - source: One side; its value goes to `destination` first.
///   - destination: The other side.
/// - Returns: A disposable that ends both directions.
@discardableResult
public func ->>< <B: BindableType & EventProducerType>(
  source: B, destination: B
) -> any DisposableType where B.Element == B.EventType {
  let forward = source.bindTo(destination)
  let backward = destination.bindTo(source)
  return CompositeDisposable([forward, backward])
}
