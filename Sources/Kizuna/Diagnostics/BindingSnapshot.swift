/// The live bindings at one moment, from ``LiveBindings/snapshot()`` or
/// ``BindingRecording/liveBindings()``; printable as text or as a Graphviz graph.
///
/// ```swift
/// let recording = BindingRecording()
/// let name = Observable("")
/// let bag = DisposeBag()
/// recording.record { name.observeNext { _ in }.dispose(in: bag) }
/// print(recording.liveBindings().dot().hasPrefix("digraph"))  // prints "true"
/// ```
public struct BindingSnapshot: Sendable, CustomStringConvertible {
  /// The bindings, oldest first.
  public let bindings: [LiveBinding]

  /// How many live bindings each label had when the snapshot was taken, listed in
  /// ``bindings`` or not: a snapshot made with a limit
  /// (``LiveBindings/snapshot(labeled:limit:)``) may list fewer. Bindings without a label are
  /// not counted.
  public let liveCounts: [String: Int]

  /// Creates a snapshot of the given bindings; ``liveCounts`` counts them.
  public init(bindings: [LiveBinding]) {
    self.bindings = bindings
    liveCounts = Self.counts(of: bindings)
  }

  init(records: [BindingRecord]) {
    self.init(bindings: records.map(LiveBinding.init))
  }

  init(records: [BindingRecord], liveCounts: [String: Int]) {
    bindings = records.map(LiveBinding.init)
    self.liveCounts = liveCounts
  }

  private static func counts(of bindings: [LiveBinding]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for binding in bindings {
      if let label = binding.label { counts[label, default: 0] += 1 }
    }
    return counts
  }

  /// One block per binding: its number, kind, site and label, then one line per source it
  /// observes with the events received.
  ///
  /// ```
  /// 1 live binding
  /// #4 bind at App/Login.swift:42 -> UILabel [Login]
  ///     Observable<String> "email" (3 events, at Kizuna/Bind.swift:38)
  /// ```
  public func dump() -> String {
    var text = "\(bindings.count) live binding\(bindings.count == 1 ? "" : "s")\n"
    for binding in bindings {
      text += "#\(binding.id) \(binding.kind.rawValue) at \(binding.site)"
      if let target = binding.targetObject { text += " -> \(target)" }
      if let label = binding.label { text += " [\(label)]" }
      text += "\n"
      for edge in binding.upstream {
        text += "    \(edge.source) (\(edge.events) event\(edge.events == 1 ? "" : "s")"
        if edge.site != binding.site { text += ", at \(edge.site)" }
        text += ")\n"
      }
    }
    return text
  }

  /// The bindings as a Graphviz graph: a box per object (a source, or a target another
  /// binding may observe; a signal is its own box), an ellipse per binding labelled with its
  /// kind, site and label, an edge from each source to each binding that observes it, labelled
  /// with the events it carried, and a dashed edge from a binding to its target, so that a
  /// chain (`a.bind(to: b)`, then `b.observe`) reads left to right.
  public func dot() -> String {
    var lines = ["digraph bindings {", "  rankdir=LR;"]
    var objectNodes: [String: String] = [:]
    func node(key: String, label: String) -> String {
      if let existing = objectNodes[key] { return existing }
      let node = "s\(objectNodes.count)"
      objectNodes[key] = node
      lines.append("  \(node) [shape=box, label=\"\(Self.escape(label))\"];")
      return node
    }
    for binding in bindings {
      let bindingNode = "b\(binding.id)"
      var parts = [binding.kind.rawValue, binding.site.description]
      if let name = binding.label { parts.append("[\(name)]") }
      let label = parts.map(Self.escape).joined(separator: "\\n")
      lines.append("  \(bindingNode) [shape=ellipse, label=\"\(label)\"];")
      for (index, edge) in binding.upstream.enumerated() {
        let key = edge.source.objectID.map { "\($0)" } ?? "\(bindingNode)-\(index)"
        let source = node(key: key, label: edge.source.description)
        lines.append("  \(source) -> \(bindingNode) [label=\"\(edge.events)\"];")
      }
      if let target = binding.targetObject {
        let key = target.objectID.map { "\($0)" } ?? "\(bindingNode)-target"
        let targetNode = node(key: key, label: target.description)
        lines.append("  \(bindingNode) -> \(targetNode) [style=dashed];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// ``dump()``.
  public var description: String { dump() }

  /// `text` inside a DOT string: quotes and backslashes escaped, line breaks as `\n`.
  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"", "\\": escaped += "\\\(character)"
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
