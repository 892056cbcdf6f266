#if canImport(Testing)
  public import Kizuna
  public import Testing

  /// Runs `body`, lets go of everything it made, and records one test issue for each binding
  /// it made that is still alive, at the line of code that made that binding.
  ///
  /// Every `observe`, `observeNext`, `bind`, `bidirectionalBind` and table binding made while
  /// `body` runs (in its task and in the tasks it starts) is recorded with its call site. When
  /// `body` returns, its locals are released; the main actor then runs what it has queued
  /// (bindings to user-interface objects end there) until nothing more ends. A binding still
  /// alive after that is kept alive by something `body` did not release: a closure that
  /// captures `self` strongly, a disposable stored in a global, a bag that is never emptied, a
  /// view model held by the other side of a two-way binding. The issue names the binding's
  /// kind, its source (and the name given with `LiveBindings.name(_:_:)`), its target and the
  /// events it received, and it points at the binding's line, so that a click in the test
  /// report goes to the code that leaks.
  ///
  /// ```swift
  /// @Test func closingTheScreenReleasesItsBindings() async {
  ///   await expectNoLeaks {
  ///     let screen = LoginScreen(model: LoginViewModel())
  ///     screen.viewDidLoad()
  ///   }
  /// }
  /// ```
  ///
  /// Bindings made by other tests running at the same time are not attributed to this one;
  /// bindings made on a thread or detached task that `body` did not start are not recorded.
  /// Recording needs a debug build of Kizuna (as `swift test` makes) or its `BindingInspector`
  /// trait; without either, the check records an issue saying so instead of passing.
  ///
  /// - Parameters:
  ///   - comment: Added to each issue.
  ///   - isolation: Where `body` runs; the caller's isolation by default.
  ///   - body: The code that makes bindings and is expected to end them all.
  /// - Returns: The bindings still alive (an empty snapshot when nothing leaked), for tests
  ///   that look closer; each is also recorded as an issue.
  @discardableResult
  public func expectNoLeaks(
    _ comment: Comment? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
  ) async rethrows -> BindingSnapshot {
    guard LiveBindings.isAvailable else {
      Issue.record(
        Comment(
          rawValue: "expectNoLeaks cannot record bindings in this build: Kizuna was built for "
            + "release without its BindingInspector trait (debug builds always have it)."))
      try await body()
      return BindingSnapshot(bindings: [])
    }
    let recording = BindingRecording()
    // Recording stays on while the main actor runs what the body queued: a table update that
    // configures cells after the body returned makes bindings of this scope too.
    let leaks = try await recording.record(isolation: isolation) {
      try await body()
      var leaks = recording.liveBindings()
      // Bindings to main-actor objects end on the main actor; a release can queue another.
      var round = 0
      while !leaks.bindings.isEmpty && round < 8 {
        await withCheckedContinuation { continuation in
          MainActorScheduler.shared.executeLater { continuation.resume() }
        }
        await Task.yield()
        leaks = recording.liveBindings()
        round += 1
      }
      return leaks
    }
    for binding in leaks.bindings {
      Issue.record(
        Comment(rawValue: leakReport(binding) + (comment.map { "\n\($0.rawValue)" } ?? "")),
        sourceLocation: SourceLocation(
          fileID: binding.site.fileID, filePath: binding.site.filePath, line: binding.site.line,
          column: binding.site.column))
    }
    return leaks
  }

  /// The text of a leak issue.
  func leakReport(_ binding: LiveBinding) -> String {
    var text = "Leaked binding: \(binding.summary) is still alive after the body returned"
    text += " (\(binding.events) event\(binding.events == 1 ? "" : "s"))"
    let sources = binding.upstream.map(\.source.description).filter { $0 != "\(binding.source)" }
    if !sources.isEmpty { text += "; it observes \(sources.joined(separator: ", "))" }
    return text + "."
  }
#endif
