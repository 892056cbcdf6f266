import Foundation

extension InspectorReport {
  /// The report as a Graphviz graph, as `/inspector.dot` serves it: a box per source (each
  /// once, by its report key), an ellipse per listed binding labelled with its kind, site and
  /// group label, an edge from each source to each binding that observes it labelled with the
  /// events it carried, and a dashed edge from a binding to its target.
  ///
  /// It says what the report says and no more: the same bindings, the same counts (a secret
  /// binding's as 0 or 1).
  ///
  /// ```swift
  /// let report = InspectorReport(
  ///   snapshot: BindingSnapshot(bindings: []), openLabels: [], isRecording: true)
  /// print(report.dot())  // prints "digraph bindings {", "  rankdir=LR;", "}" on three lines
  /// ```
  ///
  /// - Complexity: O(*n*) in the listed bindings and their edges.
  public func dot() -> String {
    var lines = ["digraph bindings {", "  rankdir=LR;"]
    var declared: Set<String> = []
    for group in groups {
      for source in group.sources where declared.insert(source.id).inserted {
        let label = source.type + (source.name.map { " \"\($0)\"" } ?? "")
        lines.append("  \(source.id) [shape=box, label=\"\(Self.escape(label))\"];")
      }
      for binding in group.bindings {
        let node = "b\(binding.id)"
        var parts = [binding.kind, binding.site]
        if let label = group.label { parts.append("[\(label)]") }
        let label = parts.map(Self.escape).joined(separator: "\\n")
        lines.append("  \(node) [shape=ellipse, label=\"\(label)\"];")
        for edge in binding.upstream {
          lines.append("  \(edge.source) -> \(node) [label=\"\(edge.events)\"];")
        }
        guard let target = binding.target else { continue }
        let targetNode = binding.targetSource ?? "t\(binding.id)"
        if declared.insert(targetNode).inserted {
          lines.append("  \(targetNode) [shape=box, label=\"\(Self.escape(target))\"];")
        }
        lines.append("  \(node) -> \(targetNode) [style=dashed];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` inside a DOT string: backslashes and quotes escaped, line breaks as `\n`.
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
