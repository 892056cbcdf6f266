/// Builds the HTML documents the server sends.
enum HTML {
  /// Escapes `text` for use in HTML text and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A screen's page.
  static func page(for screen: WebScreenDescriptor) -> String {
    document(
      title: screen.title,
      body: """
        <body data-screen="\(escape(screen.path))">
        <nav><a href="/">← All screens</a><span class="nav-end"><a id="bindings" \
        href="/inspector" target="_blank" rel="noopener" hidden></a><span id="connection" \
        class="connection"></span></span></nav>
        <main>
        \(screen.body)
        </main>
        <script src="/app.js"></script>
        </body>
        """)
  }

  /// The index page listing every screen, and with `linksInspector` the binding inspector.
  static func index(of screens: [WebScreenDescriptor], linksInspector: Bool = false) -> String {
    let items = screens.map {
      """
      <li><a href="/\(escape($0.path))">\(escape($0.title))</a><p>\(escape($0.summary))</p></li>
      """
    }
    return document(
      title: "Kizuna demo",
      body: """
        <body>
        <main>
        <h1>Kizuna sample screens</h1>
        <p>Each screen is a view model written with Kizuna, bound to this page over a WebSocket.
        Every tab gets its own view model.</p>
        <ul class="screens">
        \(items.joined(separator: "\n"))
        </ul>
        \(linksInspector ? inspectorItem : "")
        </main>
        </body>
        """)
  }

  /// The index page's link to the inspector.
  private static let inspectorItem = """
    <h2>Under the hood</h2>
    <ul class="screens">
    <li><a id="inspector" href="/inspector">Binding inspector</a><p>Every open tab's bindings, \
    live, as a graph: the line that made each one and the events it carried. Close a tab and \
    its bindings go away.</p></li>
    </ul>
    """

  /// The binding inspector's page; `/inspector.js` fills it from `/inspector.json`.
  static func inspector() -> String {
    document(
      title: "Binding inspector",
      body: """
        <body class="inspector">
        <nav><a href="/">← All screens</a><span id="status" class="connection"></span></nav>
        <main>
        <h1>Binding inspector</h1>
        <p class="inspector-summary"><strong id="total">–</strong> live bindings, \
        <strong id="screens">–</strong> screens open \
        · <a href="/inspector.dot" target="_blank" rel="noopener">as Graphviz DOT</a></p>
        <p class="footnote">Each screen's tab has its own session, and the session labels every \
        binding it makes (<code>LiveBindings.withLabel</code>). In each graph, the boxes on the \
        left are the sources the bindings observe, the middle nodes are the bindings with the \
        line that made each, and the boxes on the right the targets they drive; edges carry \
        event counts, and a dashed line joins a target that other bindings observe to its box \
        on the left, so a chain reads through it. Open a screen in another tab and its group appears; close the tab and the \
        group goes away, because each of its bindings was released. Refreshed every second; \
        at most \(InspectorReport.maximumBindings) bindings are listed.</p>
        <p id="notice" class="warning" hidden></p>
        <ul id="released" class="released" aria-live="polite"></ul>
        <div id="groups"></div>
        </main>
        <script src="/inspector.js"></script>
        </body>
        """)
  }

  private static func document(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title)) · Kizuna</title>
    <link rel="stylesheet" href="/style.css">
    </head>
    \(body)
    </html>
    """
  }
}
