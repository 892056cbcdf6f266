public import Kizuna

/// What the binding inspector page shows: the live bindings, grouped by label (one group per
/// open screen), with their creation lines, sources, targets and event counts. The server
/// serves it as JSON at `/inspector.json`.
///
/// The report is bounded whatever the program holds: it lists at most ``maximumBindings``
/// bindings (the oldest first; ``total`` and each group's ``Group/count`` still count them
/// all), at most ``maximumEdgesPerBinding`` upstream edges per binding, and clips every text
/// (label, site, type name) to ``maximumTextLength`` characters. Source objects are named by
/// keys local to one report (`s1`, `s2`, ...), never by address.
///
/// A binding that touches a secret source (a password field's text: the binding observes it,
/// reaches it through an edge, or drives it, or drives an object that such a binding drives)
/// is marked ``Binding/isSecret``, and its event counts and its edges' say only whether any
/// event came (1) or none (0): a count would tell how many keys were typed.
///
/// ```swift
/// LiveBindings.isRecording = true
/// let name = Observable("")
/// let bag = DisposeBag()
/// LiveBindings.withLabel("Sign up #3") { name.observeNext { _ in }.dispose(in: bag) }
/// let report = InspectorReport(
///   snapshot: LiveBindings.snapshot(), openLabels: ["Sign up #3"], isRecording: true)
/// print(report.groups.map(\.label))  // prints [Optional("Sign up #3")]
/// ```
public struct InspectorReport: Codable, Sendable, Hashable {
  /// The most bindings one report lists.
  public static let maximumBindings = 500
  /// The most upstream edges listed per binding.
  public static let maximumEdgesPerBinding = 8
  /// The most characters of any one text (label, site, type name).
  public static let maximumTextLength = 160

  /// Whether `LiveBindings.isRecording` was on: bindings made while it is off are not listed.
  public var isRecording: Bool
  /// Every live binding recorded, listed or not.
  public var total: Int
  /// The bindings listed in ``groups``: at most ``maximumBindings``.
  public var listed: Int
  /// The bindings by label, in the order of their oldest binding; bindings without a label
  /// (server-wide ones) come first, in a group whose label is `nil`.
  public var groups: [Group]

  /// The bindings that carry one label: one screen's session.
  public struct Group: Codable, Sendable, Hashable {
    /// The label, as in `Sign up #3`; `nil` for the bindings made without one.
    public var label: String?
    /// Whether the session with this label is still open. A closed session's bindings go
    /// away as it is released; a group that stays closed is a leak.
    public var isOpen: Bool
    /// Every live binding with this label, listed or not.
    public var count: Int
    /// The events the listed bindings received.
    public var events: Int
    /// The sources the listed bindings observe (their upstream edges' ends).
    public var sources: [Source]
    /// The listed bindings, oldest first.
    public var bindings: [Binding]
  }

  /// One object (or signal) that bindings observe.
  public struct Source: Codable, Sendable, Hashable {
    /// A key unique within the report: `s1`, `s2`, ... The same object has the same key in
    /// every group.
    public var id: String
    /// The type, as in `Observable<String>`.
    public var type: String
    /// The name given with `LiveBindings.name`, if any.
    public var name: String?
  }

  /// One live binding.
  public struct Binding: Codable, Sendable, Hashable {
    /// The binding's number, unique for the life of the process.
    public var id: Int
    /// The entry point: `bind`, `observeNext`, `bidirectionalBind`, ...
    public var kind: String
    /// The line that made it, as in `KizunaWeb/SignUpScreen.swift:44`.
    public var site: String
    /// Whether ``site`` is inside one of Kizuna's library modules rather than in the app.
    public var isInsideKizuna: Bool
    /// What the entry point was called on: its type, and its name in quotes.
    public var source: String
    /// The target's type (a `bind`'s target, a two-way binding's other side); `nil` for an
    /// observer closure.
    public var target: String?
    /// The key of the target (``Source/id``) when it is an object: when it is also a source
    /// of the group (`a.bind(to: b)`, then `b.observeNext`), the page draws the chain through
    /// it. The target is listed in the group's sources only when some binding observes it.
    public var targetSource: String?
    /// The events the binding received.
    public var events: Int
    /// The subscriptions made for it, one per source it reaches: at most
    /// ``InspectorReport/maximumEdgesPerBinding``.
    public var upstream: [Edge]
    /// How many upstream edges it has, listed or not.
    public var upstreamCount: Int
    /// Whether it touches a secret source: its event counts, and its edges', are then 1 if
    /// any event came and 0 if none.
    public var isSecret: Bool
  }

  /// A subscription made for a binding, to one source.
  public struct Edge: Codable, Sendable, Hashable {
    /// The key of the source (``Source/id``).
    public var source: String
    /// Where the subscription was made: the binding's own line or an operator's.
    public var site: String
    /// The events it delivered.
    public var events: Int
  }

  /// Creates a report of `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: The live bindings, oldest first (`LiveBindings.snapshot()`, or a labelled
  ///     snapshot, whose `liveCounts` give the groups' counts).
  ///   - openLabels: The labels of the sessions still open.
  ///   - isRecording: Whether recording is on.
  ///   - secretSources: The identities of the secret sources (`ObjectIdentifier`s).
  /// - Complexity: O(*n*) in the bindings of `snapshot`.
  public init(
    snapshot: BindingSnapshot, openLabels: Set<String>, isRecording: Bool,
    secretSources: Set<ObjectIdentifier> = []
  ) {
    self.isRecording = isRecording
    let secret = Self.secretClosure(of: snapshot.bindings, from: secretSources)
    var keys = SourceKeys()
    var groups: [Group] = []
    var groupIndex: [String?: Int] = [nil: 0]
    var listedSources: [Set<String>] = [[]]  // per group: the keys in its `sources`
    groups.append(Group(label: nil, isOpen: true, count: 0, events: 0, sources: [], bindings: []))
    var listed = 0
    for binding in snapshot.bindings {
      let index: Int
      if let existing = groupIndex[binding.label] {
        index = existing
      } else {
        index = groups.count
        groupIndex[binding.label] = index
        let isOpen = binding.label.map(openLabels.contains) ?? true
        groups.append(
          Group(
            label: binding.label.map(Self.clip), isOpen: isOpen, count: 0, events: 0,
            sources: [], bindings: []))
        listedSources.append([])
      }
      groups[index].count += 1
      guard listed < Self.maximumBindings else { continue }
      listed += 1
      let entry = Self.entry(
        for: binding, keys: &keys, sources: &groups[index].sources,
        listedSources: &listedSources[index], secret: secret)
      groups[index].events += entry.events
      groups[index].bindings.append(entry)
    }
    // A labelled snapshot counts what it did not list.
    for (label, count) in snapshot.liveCounts.sorted(by: { $0.key < $1.key }) {
      if let index = groupIndex[label] {
        groups[index].count = max(groups[index].count, count)
      } else if count > 0 {
        groupIndex[label] = groups.count
        groups.append(
          Group(
            label: Self.clip(label), isOpen: openLabels.contains(label), count: count, events: 0,
            sources: [], bindings: []))
      }
    }
    self.listed = listed
    self.groups = groups.filter { $0.count > 0 }
    total = self.groups.map(\.count).reduce(0, +)
  }

  /// `secretSources`, and the targets of the bindings that touch them, again until no
  /// binding adds one: a value derived from a secret is as secret.
  private static func secretClosure(
    of bindings: [LiveBinding], from secretSources: Set<ObjectIdentifier>
  ) -> Set<ObjectIdentifier> {
    var secret = secretSources
    guard !secret.isEmpty else { return secret }
    var grew = true
    while grew {
      grew = false
      for binding in bindings where touches(binding, secret) {
        for object in [binding.source.objectID, binding.targetObject?.objectID] {
          if let object, secret.insert(object).inserted { grew = true }
        }
      }
    }
    return secret
  }

  private static func touches(_ binding: LiveBinding, _ secret: Set<ObjectIdentifier>) -> Bool {
    let objects =
      [binding.source.objectID, binding.targetObject?.objectID]
      + binding.upstream.map(\.source.objectID)
    return objects.contains { $0.map(secret.contains) ?? false }
  }

  private static func entry(
    for binding: LiveBinding, keys: inout SourceKeys, sources: inout [Source],
    listedSources: inout Set<String>, secret: Set<ObjectIdentifier>
  ) -> Binding {
    let isSecret = !secret.isEmpty && touches(binding, secret)
    func reported(_ events: Int) -> Int { isSecret ? min(events, 1) : events }
    let edges = binding.upstream.prefix(maximumEdgesPerBinding).map { edge in
      let key = keys.key(for: edge.source)
      if listedSources.insert(key).inserted {
        sources.append(
          Source(
            id: key, type: clip(edge.source.typeName), name: edge.source.name.map(clip)))
      }
      return Edge(source: key, site: clip(edge.site.description), events: reported(edge.events))
    }
    let targetSource = binding.targetObject.flatMap { target in
      target.objectID == nil ? nil : keys.key(for: target)
    }
    return Binding(
      id: binding.id, kind: binding.kind.rawValue, site: clip(binding.site.description),
      isInsideKizuna: binding.site.isInsideKizuna, source: clip(binding.source.description),
      target: binding.target.map(clip), targetSource: targetSource,
      events: reported(binding.events), upstream: Array(edges),
      upstreamCount: binding.upstream.count, isSecret: isSecret)
  }

  /// `text`, cut to ``maximumTextLength`` characters with an ellipsis.
  static func clip(_ text: String) -> String {
    guard text.count > maximumTextLength else { return text }
    return text.prefix(maximumTextLength - 1) + "…"
  }
}

/// The report-local keys of source objects: one per object, one per signal edge.
private struct SourceKeys {
  private var byObject: [ObjectIdentifier: String] = [:]
  private var count = 0

  /// The key of `source`: the same for the same object, a new one for each signal.
  mutating func key(for source: BindingSource) -> String {
    if let object = source.objectID, let key = byObject[object] { return key }
    count += 1
    let key = "s\(count)"
    if let object = source.objectID { byObject[object] = key }
    return key
  }
}
