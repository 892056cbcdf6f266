extension Signal {
  /// A signal that sends the elements of an `AsyncSequence`, iterated in a task.
  ///
  /// Each observation starts a task that iterates `sequence` and sends each element, then
  /// `.completed` when the sequence ends or `.failed` when it throws. Disposing the
  /// observation cancels the task (the sequence ends at its next suspension point, as
  /// cancellation-aware sequences do), and nothing is sent afterwards.
  ///
  /// ```swift
  /// let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
  /// Signal(stream).observe { print($0) }
  /// continuation.yield(1)
  /// continuation.finish()
  /// // prints "next(1)", then "completed" (from the task)
  /// ```
  ///
  /// - Parameter sequence: Iterated once per observation, in a task on the global executor.
  ///   Observers run in that task.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence)
  where Sequence.Element == Element, Sequence.Failure == Failure {
    self.init { observer in
      let task = Task {
        do throws(Failure) {
          var iterator = sequence.makeAsyncIterator()
          while let element = try await iterator.next(isolation: nil) {
            observer.receive(element)
          }
          observer.receive(completion: .finished)
        } catch {
          observer.receive(completion: .failure(error))
        }
      }
      return BlockDisposable { task.cancel() }
    }
  }

  /// A signal that runs one piece of async work per observation and sends its result.
  ///
  /// Each observation starts a task running `operation`; its result is sent followed by
  /// `.completed`, or its error as `.failed`. Disposing the observation cancels the task and
  /// silences the signal. Handy for simulated or real requests.
  ///
  /// ```swift
  /// let signUp = Signal<String, Never> {
  ///   try? await Task.sleep(for: .seconds(1))
  ///   return "welcome"
  /// }
  /// signUp.observe { print($0) }  // a second later: "next(welcome)", "completed"
  /// ```
  ///
  /// - Parameter operation: Runs once per observation, in a task on the global executor.
  ///   Observers run in that task.
  public init(operation: @escaping @Sendable () async throws(Failure) -> Element) {
    self.init { observer in
      let task = Task {
        do throws(Failure) {
          let element = try await operation()
          observer.receive(element)
          observer.receive(completion: .finished)
        } catch {
          observer.receive(completion: .failure(error))
        }
      }
      return BlockDisposable { task.cancel() }
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// A signal that sends this sequence's elements; see `Signal/init(_:)`.
  ///
  /// ```swift
  /// let ticks = AsyncStream<Int> { $0.yield(1); $0.finish() }
  /// ticks.toSignal().observeNext { print($0) }  // prints 1
  /// ```
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public func toSignal() -> Signal<Element, Failure> {
    Signal(self)
  }
}
