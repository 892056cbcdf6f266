extension Publisher {
  /// https://developer.apple.com/documentation/combine/publisher/combinelatest(_:)
  /// Apple: `func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P :
  /// Publisher, Self.Failure == P.Failure`
  ///
  /// OpenCombine 0.14.0 lacks it.
  public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P: Publisher, Self.Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// https://developer.apple.com/documentation/combine/publisher/combinelatest(_:_:)-1n30g
  /// Apple: `func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) ->
  /// T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P : Publisher, Self.Failure
  /// == P.Failure`
  ///
  /// The overload with one other publisher and a transform. OpenCombine 0.14.0 lacks it.
  public func combineLatest<P, T>(
    _ other: P, _ transform: @escaping (Self.Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
  where P: Publisher, Self.Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}

extension Publishers {
  /// https://developer.apple.com/documentation/combine/publishers/combinelatest
  /// Apple: `struct CombineLatest<A, B> where A : Publisher, B : Publisher, A.Failure == B.Failure`
  public struct CombineLatest<A, B>: Publisher
  where A: Publisher, B: Publisher, A.Failure == B.Failure {
    /// No Apple page: searched
    /// developer.apple.com/documentation/combine/publishers/combinelatest/output
    public typealias Output = (A.Output, B.Output)
    /// No Apple page: searched
    /// developer.apple.com/documentation/combine/publishers/combinelatest/failure
    public typealias Failure = A.Failure

    /// No Apple page: searched developer.apple.com/documentation/combine/publishers/combinelatest/a
    public let a: A
    /// No Apple page: searched developer.apple.com/documentation/combine/publishers/combinelatest/b
    public let b: B

    /// No Apple page: searched
    /// developer.apple.com/documentation/combine/publishers/combinelatest/init(_:_:)
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// No Apple page: searched
    /// developer.apple.com/documentation/combine/publishers/combinelatest/receive(subscriber:)
    public func receive<S>(subscriber: S)
    where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      compiledOnly("Publishers.CombineLatest.receive(subscriber:)") as Void
    }
  }
}
