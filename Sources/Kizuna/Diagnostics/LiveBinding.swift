/// One running binding in a ``BindingSnapshot``: the line that made it, what it observes,
/// what it drives, and how many events it received.
public struct LiveBinding: Hashable, Sendable, Identifiable {
  /// A number unique to the binding for the life of the program.
  public let id: Int
  /// The entry point that made it.
  public let kind: BindingKind
  /// The line of code that called the entry point.
  public let site: BindingSite
  /// What the entry point was called on.
  public let source: BindingSource
  /// The type of the target of a `bind` or the other side of a two-way binding; `nil` for
  /// `observe`.
  public let target: String?
  /// The target as a source other bindings may observe (its type, identity and name), so that
  /// a graph can follow a chain: `a.bind(to: b)` then `b.observe`; `nil` for `observe`.
  public let targetObject: BindingSource?
  /// The label given with ``LiveBindings/withLabel(_:_:)``, if any.
  public let label: String?
  /// Events the binding's observer received (for `observe` and its kin), or that reached it
  /// through its inner edges (for bindings).
  public let events: Int
  /// The sources the binding reaches through the operators between it and them: one edge per
  /// live subscription Kizuna made for it to an object (a subject, an observable, an array; for
  /// `switchToLatest`, the outer subject and the current inner one), with that subscription's
  /// event count. A binding on a subject directly has one edge, to the subject.
  public let upstream: [BindingEdge]

  init(_ record: BindingRecord) {
    id = record.id
    kind = record.kind
    site = record.site
    source = BindingSource(record.source)
    target = record.target?.typeName
    targetObject = record.target.map(BindingSource.init)
    label = record.label
    let edges = record.edges
    upstream = edges.map(BindingEdge.init)
    events = record.hasToken ? record.eventCount : edges.map(\.eventCount).reduce(0, +)
  }

  /// `kind at site: source -> target`, as in
  /// `bind at App/Login.swift:42: Observable<String> "email" -> UILabel`.
  public var summary: String {
    "\(kind.rawValue) at \(site): \(source)" + (target.map { " -> \($0)" } ?? "")
  }
}

/// The source of a binding: its type, and its name if one was given.
public struct BindingSource: Hashable, Sendable, CustomStringConvertible {
  /// The source's type, as in `Observable<String>`.
  public let typeName: String
  /// The name given with ``LiveBindings/name(_:_:)``.
  public let name: String?
  /// The source object's identity (subjects, observables, arrays); `nil` for signals, which
  /// are values.
  public let objectID: ObjectIdentifier?

  init(_ source: RecordedSource) {
    typeName = source.typeName
    objectID = source.objectID
    name = BindingRecorder.name(of: source.objectID)
  }

  /// The type, then the name in quotes.
  public var description: String {
    typeName + (name.map { " \"\($0)\"" } ?? "")
  }
}

/// A subscription Kizuna made for a binding, to one of the sources it observes.
public struct BindingEdge: Hashable, Sendable {
  /// The source observed.
  public let source: BindingSource
  /// Where the subscription was made (inside an operator, or the binding's own line).
  public let site: BindingSite
  /// Events it delivered.
  public let events: Int

  init(_ record: BindingRecord) {
    source = BindingSource(record.source)
    site = record.site
    events = record.eventCount
  }
}
