import Foundation
import Kizuna

/// The live sessions of a test server, by id, held weakly: a closed tab's session goes away
/// as it would without the registry.
///
/// ```swift
/// let registry = SessionRegistry()
/// let id = registry.add(session)
/// print(registry.session(id: id) === session)  // prints true
/// ```
final class SessionRegistry: Sendable {
  private struct Entry {
    weak var session: WebSession?
  }
  private let entries = Lock.make([String: Entry]())

  /// Adds `session` and returns its new, unguessable id.
  func add(_ session: WebSession) -> String {
    let id = UUID().uuidString
    entries.withLock { entries in
      entries = entries.filter { $0.value.session != nil }
      entries[id] = Entry(session: session)
    }
    return id
  }

  /// The session with `id`, if it is still open.
  func session(id: String) -> WebSession? {
    entries.withLock { $0[id]?.session }
  }
}
