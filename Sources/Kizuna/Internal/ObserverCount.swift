// How many observers a subject or observable has: not API, for this package's leak tests.

extension PublishSubject {
  package var observerCount: Int { broadcaster.observerCount }
}

extension ReplaySubject {
  package var observerCount: Int { broadcaster.observerCount }
}

extension ReplayOneSubject {
  package var observerCount: Int { broadcaster.observerCount }
}

extension Observable {
  package var observerCount: Int { broadcaster.observerCount }
}
