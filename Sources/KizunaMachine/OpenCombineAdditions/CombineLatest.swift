// Combine's `combineLatest` family, which OpenCombine 0.14.0 lacks. On Apple platforms
// Combine's own types are used, so the same resolver code compiles on both.
#if !canImport(Combine)

  extension Publisher {
    /// Pairs the latest values of this publisher and `other`, each time either sends.
    ///
    /// Nothing is sent until both have sent a value. The combined publisher finishes when both
    /// have finished and fails as soon as either fails. It honours the subscriber's demand.
    ///
    /// ```swift
    /// let isOn = PassthroughSubject<Bool, Never>()
    /// let count = PassthroughSubject<Int, Never>()
    /// let observation = isOn.combineLatest(count).sink { print($0) }
    /// isOn.send(true)  // prints nothing yet
    /// count.send(0)    // prints (true, 0)
    /// count.send(1)    // prints (true, 1)
    /// ```
    ///
    /// - Parameter other: Another publisher with the same failure type.
    /// - Returns: A publisher of pairs of latest values.
    public func combineLatest<Other: Publisher>(
      _ other: Other
    )
      -> Publishers.CombineLatest<
        Self, Other
      > where Other.Failure == Failure
    {
      Publishers.CombineLatest(self, other)
    }

    /// Combines the latest values of this publisher and `other` with `transform`.
    ///
    /// ```swift
    /// isOn.combineLatest(count) { $0 && $1 > 0 }  // "is -1 enabled"
    /// ```
    ///
    /// - Returns: A publisher of the transformed pairs.
    public func combineLatest<Other: Publisher, Result>(
      _ other: Other, _ transform: @escaping (Output, Other.Output) -> Result
    ) -> Publishers.Map<Publishers.CombineLatest<Self, Other>, Result>
    where Other.Failure == Failure {
      Publishers.CombineLatest(self, other).map(transform)
    }

    /// Combines the latest values of this publisher and two others into triples.
    ///
    /// - Returns: A publisher of triples of latest values.
    public func combineLatest<B: Publisher, C: Publisher>(
      _ b: B, _ c: C
    )
      -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
      Publishers.CombineLatest3(self, b, c)
    }

    /// Combines the latest values of this publisher and two others with `transform`.
    ///
    /// - Returns: A publisher of the transformed triples.
    public func combineLatest<B: Publisher, C: Publisher, Result>(
      _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> Result
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, Result>
    where B.Failure == Failure, C.Failure == Failure {
      Publishers.CombineLatest3(self, b, c).map(transform)
    }

    /// Combines the latest values of this publisher and three others into quadruples.
    ///
    /// - Returns: A publisher of quadruples of latest values.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(
      _ b: B, _ c: C, _ d: D
    )
      -> Publishers.CombineLatest4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
      Publishers.CombineLatest4(self, b, c, d)
    }

    /// Combines the latest values of this publisher and three others with `transform`.
    ///
    /// - Returns: A publisher of the transformed quadruples.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher, Result>(
      _ b: B, _ c: C, _ d: D,
      _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> Result
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, B, C, D>, Result>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
      Publishers.CombineLatest4(self, b, c, d).map(transform)
    }
  }

  extension Publishers {
    /// A publisher of the latest values of two publishers, sent each time either sends
    /// (Combine's `CombineLatest`).
    ///
    /// Built from OpenCombine operators: the two upstreams are merged (as tagged values), a
    /// `scan` keeps the latest value of each, and a pair is sent once both are known. Demand,
    /// serial delivery and cancellation are therefore OpenCombine's own.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure {
      public typealias Output = (A.Output, B.Output)
      public typealias Failure = A.Failure

      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B

      /// Creates a publisher of the latest values of `a` and `b`.
      public init(_ a: A, _ b: B) {
        self.a = a
        self.b = b
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Latest = (a: A.Output?, b: B.Output?)
        let tagged = Publishers.Merge(
          a.map { LatestValue<A.Output, B.Output>.a($0) },
          b.map { LatestValue<A.Output, B.Output>.b($0) })
        tagged
          .scan(Latest(a: nil, b: nil)) { latest, value in
            switch value {
            case .a(let element): (a: element, b: latest.b)
            case .b(let element): (a: latest.a, b: element)
            }
          }
          .compactMap { latest -> Output? in
            guard let a = latest.a, let b = latest.b else { return nil }
            return (a, b)
          }
          .receive(subscriber: subscriber)
      }
    }

    /// A publisher of the latest values of three publishers (Combine's `CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure {
      public typealias Output = (A.Output, B.Output, C.Output)
      public typealias Failure = A.Failure

      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C

      /// Creates a publisher of the latest values of `a`, `b` and `c`.
      public init(_ a: A, _ b: B, _ c: C) {
        self.a = a
        self.b = b
        self.c = c
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        CombineLatest(CombineLatest(a, b), c)
          .map { ab, c in (ab.0, ab.1, c) }
          .receive(subscriber: subscriber)
      }
    }

    /// A publisher of the latest values of four publishers (Combine's `CombineLatest4`).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>:
      Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
      public typealias Output = (A.Output, B.Output, C.Output, D.Output)
      public typealias Failure = A.Failure

      /// The first publisher.
      public let a: A
      /// The second publisher.
      public let b: B
      /// The third publisher.
      public let c: C
      /// The fourth publisher.
      public let d: D

      /// Creates a publisher of the latest values of `a`, `b`, `c` and `d`.
      public init(_ a: A, _ b: B, _ c: C, _ d: D) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
      }

      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Failure {
        CombineLatest(CombineLatest(a, b), CombineLatest(c, d))
          .map { ab, cd in (ab.0, ab.1, cd.0, cd.1) }
          .receive(subscriber: subscriber)
      }
    }
  }

  /// A value from one side of a `CombineLatest`, tagged with its side.
  private enum LatestValue<A, B> {
    case a(A)
    case b(B)
  }

#endif
