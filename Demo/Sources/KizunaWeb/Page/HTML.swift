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
        <nav><a href="/">← All screens</a><span id="connection" class="connection"></span></nav>
        <main>
        \(screen.body)
        </main>
        <script src="/app.js"></script>
        </body>
        """)
  }

  /// The index page listing every screen.
  static func index(of screens: [WebScreenDescriptor]) -> String {
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
        </main>
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
