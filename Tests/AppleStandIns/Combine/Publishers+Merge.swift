extension Publisher {
  /// https://developer.apple.com/documentation/combine/publisher/merge(with:)-7qt71
  /// Apple: `func merge<P>(with other: P) -> Publishers.Merge<Self, P> where P : Publisher,
  /// Self.Failure == P.Failure, Self.Output == P.Output`
  ///
  /// The overload with one other publisher. OpenCombine 0.14.0 lacks it.
  public func merge<P>(with other: P) -> Publishers.Merge<Self, P>
  where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output {
    Publishers.Merge(self, other)
  }
}

extension Publishers {
  /// https://developer.apple.com/documentation/combine/publishers/merge
  /// Apple: `struct Merge<A, B> where A : Publisher, B : Publisher, A.Failure == B.Failure,
  /// A.Output == B.Output`
  public struct Merge<A, B>: Publisher
  where A: Publisher, B: Publisher, A.Failure == B.Failure, A.Output == B.Output {
    /// https://developer.apple.com/documentation/combine/publishers/merge/output
    /// No Apple page: none among the stored developer.apple.com pages searched for it
    public typealias Output = A.Output
    /// https://developer.apple.com/documentation/combine/publishers/merge/failure
    /// No Apple page: none among the stored developer.apple.com pages searched for it
    public typealias Failure = A.Failure

    /// https://developer.apple.com/documentation/combine/publishers/merge/a
    /// No Apple page: none among the stored developer.apple.com pages searched for it
    public let a: A
    /// https://developer.apple.com/documentation/combine/publishers/merge/b
    /// Apple: `let b: B`
    public let b: B

    /// https://developer.apple.com/documentation/combine/publishers/merge/init(_:_:)
    /// Apple: `init(_ a: A, _ b: B)`
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// https://developer.apple.com/documentation/combine/publishers/merge/receive(subscriber:)
    /// No Apple page: none among the stored developer.apple.com pages searched for it
    public func receive<S>(subscriber: S)
    where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input {
      compiledOnly("Publishers.Merge.receive(subscriber:)") as Void
    }
  }
}
