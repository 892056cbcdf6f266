import Kizuna
import KizunaExamples

/// The favourites screen: a list of stories; each row's star count and button redraw when the
/// user favourites the story.
final class FavouritesScreen: WebScreen {
  static let descriptor = WebScreenDescriptor(
    path: "favourites", title: "Favourites",
    summary: "Stars change when you favourite a story; closing the tab releases the screen.",
    body: """
      <h1>Stories</h1>
      <ul class="stories">
      \(Story.samples().map(row).joined(separator: "\n"))
      </ul>
      <p class="footnote">Redraws: <span id="redraws">0</span></p>
      """,
    make: { page, _ in FavouritesScreen(page: page, stories: Story.samples()) })

  private static func row(_ story: Story) -> String {
    """
    <li class="story"><span class="title">\(HTML.escape(story.title))</span>
      <span id="story-\(story.id)-stars" class="stars"></span>
      <button id="story-\(story.id)-favourite" data-control="button"></button></li>
    """
  }

  let model: FavouritesViewModel
  private let bag = DisposeBag()

  init(page: WebPage, stories: [Story]) {
    model = FavouritesViewModel(stories: stories)
    var stars: [Int: WebLabel] = [:]
    var buttons: [Int: WebButton] = [:]
    for story in stories {
      stars[story.id] = WebLabel(id: "story-\(story.id)-stars", in: page)
      let button = WebButton(id: "story-\(story.id)-favourite", title: "Favourite", in: page)
      buttons[story.id] = button
      button.tap.observeNext { [weak model] in model?.toggleFavourite(storyID: story.id) }
        .dispose(in: bag)
    }
    let redraws = WebLabel(id: "redraws", in: page)
    let labels = stars
    let favouriteButtons = buttons
    model.rows.observeNext { rows in
      for row in rows {
        labels[row.storyID]?.text.value = row.starsText
        favouriteButtons[row.storyID]?.title.value = row.buttonTitle
      }
    }.dispose(in: bag)
    model.redrawCount.map { "\($0)" }.bind(to: redraws.text).dispose(in: bag)
  }
}
