import Kizuna

/// A screen served only by a test server (`kizuna-demo --testing`): one text field whose
/// model rewrites what the user types (lower case, no spaces), so browser tests can check
/// that the caret stays where the user put it when the server changes the text.
///
/// No sample screen rewrites a field any more (the sign-up screen keeps the login id as
/// typed, as the seed does), so this screen exists for that test alone.
final class NormalizingFieldScreen: WebScreen {
  static let descriptor = WebScreenDescriptor(
    path: "test-normalizing-field", title: "Normalizing field (test)",
    summary: "Test only: a field the server rewrites to lower case without spaces.",
    body: """
      <h1>Normalizing field</h1>
      <label class="field"><span>Handle</span>
        <input id="handle" data-control="textField" autocomplete="off"></label>
      """,
    make: { page, _ in NormalizingFieldScreen(page: page) })

  /// The model's text: always lower case without white space.
  let text = Observable("")
  private let bag = DisposeBag()

  init(page: WebPage) {
    let field = WebTextField(id: "handle", in: page)
    text.observeNext { [weak text] value in
      let normalized = String(value.lowercased().filter { !$0.isWhitespace })
      if normalized != value { text?.value = normalized }
    }.dispose(in: bag)
    text.bidirectionalBind(to: field.text).dispose(in: bag)
  }
}
