// How many observers an observable has: not API, for this package's leak tests. The subjects
// get theirs from their shared body (`_BroadcastingSubject`).

extension Observable {
  package var observerCount: Int { broadcaster.observerCount }
}
