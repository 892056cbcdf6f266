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
    /// No Apple page: searched developer.apple.com/documentation/combine/publishers/merge/output
    public typealias Output = A.Output
    /// No Apple page: searched developer.apple.com/documentation/combine/publishers/merge/failure
    public typealias Failure = A.Failure

    /// No Apple page: searched developer.apple.com/documentation/combine/publishers/merge/a
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

    /// No Apple page: searched
    /// developer.apple.com/documentation/combine/publishers/merge/receive(subscriber:)
    public func receive<S>(subscriber: S)
    where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input {
      compiledOnly("Publishers.Merge.receive(subscriber:)") as Void
    }
  }
}
