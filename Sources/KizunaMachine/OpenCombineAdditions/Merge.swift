// Combine's `merge` family, which OpenCombine 0.14.0 lacks. On Apple platforms Combine's own
// types are used, so the same resolver code compiles on both.
#if !canImport(Combine)

  extension Publisher {
    /// Combines the values of this publisher and `other` into one stream, in arrival order.
    ///
    /// The merged publisher finishes when both have finished and fails as soon as either
    /// fails. It honours the subscriber's demand.
    ///
    /// ```swift
    /// let plus = PassthroughSubject<Int, Never>()
    /// let minus = PassthroughSubject<Int, Never>()
    /// let observation = plus.merge(with: minus).sink { print($0) }
    /// plus.send(1)    // prints 1
    /// minus.send(-1)  // prints -1
    /// ```
    ///
    /// - Parameter other: Another publisher of the same values.
    /// - Returns: A publisher of the values of both.
    public func merge<Other: Publisher>(with other: Other) -> Publishers.Merge<Self, Other>
    where Other.Output == Output, Other.Failure == Failure {
      Publishers.Merge(self, other)
    }

    /// Combines the values of this publisher and two others into one stream.
    ///
    /// - Returns: A publisher of the values of all three.
    public func merge<B: Publisher, C: Publisher>(
      with b: B, _ c: C
    )
      -> Publishers.Merge3<
        Self, B, C
      >
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
      Publishers.Merge3(self, b, c)
    }

    /// Combines the values of this publisher and three others into one stream.
    ///
    /// - Returns: A publisher of the values of all four.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(
      with b: B, _ c: C, _ d: D
    )
      -> Publishers.Merge4<Self, B, C, D>
    where
      B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
      D.Output == Output, D.Failure == Failure
    {
      Publishers.Merge4(self, b, c, d)
    }
  }

  extension Publishers {
    /// A publisher of the values of two publishers, in arrival order (Combine's `Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
      public typealias Output = A.Output
      public typealias Failure = A.Failure

      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B

      /// Creates a publisher of the values of `a` and `b`.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
      }
    }

    /// A publisher of the values of three publishers, in arrival order (Combine's `Merge3`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where
      A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure
    {
      public typealias Output = A.Output
      public typealias Failure = A.Failure

      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C

      /// Creates a publisher of the values of `a`, `b` and `c`.
      public init(_ a: A, _ b: B, _ c: C) {
        self.a = a
        self.b = b
        self.c = c
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
          .receive(subscriber: subscriber)
      }
    }

    /// A publisher of the values of four publishers, in arrival order (Combine's `Merge4`).
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
      A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
      A.Output == D.Output, A.Failure == D.Failure
    {
      public typealias Output = A.Output
      public typealias Failure = A.Failure

      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C
      /// The fourth publisher.
      public let d: D

      /// Creates a publisher of the values of `a`, `b`, `c` and `d`.
      public init(_ a: A, _ b: B, _ c: C, _ d: D) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        MergeMany(
          a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
          d.eraseToAnyPublisher()
        ).receive(subscriber: subscriber)
      }
    }

    /// A publisher of the values of any number of publishers of one type, in arrival order
    /// (Combine's `MergeMany`).
    ///
    /// It subscribes to every upstream publisher at once, finishes when all have finished and
    /// fails, cancelling the others, as soon as one fails. The work is done by OpenCombine's
    /// `flatMap` over the upstream publishers, which honours demand and delivers serially.
    ///
    /// ```swift
    /// let observation = Publishers.MergeMany(Just(1), Just(2)).sink { print($0) }
    /// // prints 1, then 2
    /// ```
    public struct MergeMany<Upstream: Publisher>: Publisher {
      public typealias Output = Upstream.Output
      public typealias Failure = Upstream.Failure

      /// The upstream publishers.
      public let publishers: [Upstream]

      /// Creates a publisher of the values of `upstream`.
      public init(_ upstream: Upstream...) {
        publishers = upstream
      }

      /// Creates a publisher of the values of the publishers in `upstream`.
      public init<Upstreams: Swift.Sequence<Upstream>>(_ upstream: Upstreams) {
        publishers = Array(upstream)
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
          .flatMap { $0 }
          .receive(subscriber: subscriber)
      }

      /// A publisher of the values of these publishers and `other`.
      public func merge(with other: Upstream) -> MergeMany<Upstream> {
        MergeMany(publishers + [other])
      }
    }
  }

#endif
