import Kizuna
import KizunaExamples

/// The favourites screen: a searchable, sortable table of stories; each row's star count and
/// button redraw when the user (or, with "Live stars" on, someone else) favourites the story.
///
/// The table shows the view model's `visibleRows`, a derived array (the stories filtered by
/// the search field's text, sorted by the sort toggle's order), through the table binder: a
/// keystroke inserts and deletes rows, a tap replaces one row (moving it when the order is by
/// stars), the toggle moves rows, all as row changes, never a redraw of the list.
@MainActor
final class FavouritesScreen: WebScreen {
  nonisolated static let descriptor = WebScreenDescriptor(
    path: "favourites", title: "Favourites",
    summary: "Search and sort stories; stars change when you favourite one; closing the tab "
      + "releases the screen.",
    body: """
      <h1>Stories</h1>
      <div class="search-row">
        <input id="search" type="search" data-control="textField" autocomplete="off"
          placeholder="Search titles" aria-label="Search titles">
        <button id="sortOrder" data-control="button" aria-label="Sort order"></button>
      </div>
      <div id="stories" data-control="table" data-cell="button" class="table"></div>
      <label class="switch-row"><input id="live" type="checkbox" role="switch" data-control="switch">
        <span>Live stars (others favourite stories)</span></label>
      <p class="footnote"><span id="shownCount"></span> · Redraws: <span id="redraws">0</span></p>
      """,
    make: { page, scheduler in
      MainActor.assumeIsolated {
        FavouritesScreen(page: page, stories: Story.samples(), scheduler: scheduler)
      }
    })

  /// How often a story changes while "Live stars" is on.
  static let liveInterval = Duration.milliseconds(250)

  let model: FavouritesViewModel
  private let scheduler: any SignalScheduler
  private let liveTicks = SerialDisposable()
  private var tick = 0
  private let bag = DisposeBag()

  init(page: WebPage, stories: [Story], scheduler: any SignalScheduler) {
    let model = FavouritesViewModel(stories: stories)
    self.model = model
    self.scheduler = scheduler
    let table = WebTableView<String, FavouriteRow>(
      id: "stories", in: page, rowID: { "story-\($0.storyID)" }, rowTitle: { $0.title },
      bindCell: { row, cell in
        cell.detail.text.value = row.starsText
        cell.button.title.value = row.buttonTitle
        return cell.button.tap.observeNext { [weak model] in
          model?.toggleFavourite(storyID: row.storyID)
        }
      })
    table.bind(model.visibleRows, metadata: "").dispose(in: bag)

    let search = WebTextField(id: "search", in: page)
    model.searchText.bidirectionalBind(to: search.text).dispose(in: bag)
    let sortOrder = WebButton(id: "sortOrder", title: "", in: page)
    model.sortOrder.map { "Sort: \($0.title)" }.bind(to: sortOrder.title).dispose(in: bag)
    sortOrder.tap.observeNext { [weak model] in model?.toggleSortOrder() }.dispose(in: bag)

    let shownCount = WebLabel(id: "shownCount", in: page)
    let total = stories.count
    model.visibleRows.map { (change: ArrayChangeset<FavouriteRow>) in
      "\(change.collection.count) of \(total) stories"
    }
    .bind(to: shownCount.text).dispose(in: bag)
    let redraws = WebLabel(id: "redraws", in: page)
    model.redrawCount.map { "\($0)" }.bind(to: redraws.text).dispose(in: bag)

    let live = WebSwitch(id: "live", in: page)
    liveTicks.dispose(in: bag)
    live.isOn.observeNext { [weak self] isOn in
      MainActor.assumeIsolated { self?.setLive(isOn) }
    }.dispose(in: bag)
  }

  /// Starts or stops the simulated favourites of other people.
  private func setLive(_ isOn: Bool) {
    liveTicks.inner = isOn ? scheduleLiveTick() : nil
  }

  private func scheduleLiveTick() -> any Disposable {
    scheduler.schedule(after: Self.liveInterval) { [weak self] in
      MainActor.assumeIsolated { self?.liveTick() }
    }
  }

  /// Someone else stars a story (or takes a star back): every 250 ms, one story changes on the
  /// server, as the user types.
  private func liveTick() {
    let stories = model.stories
    let story = stories[(tick * 5) % stories.count]
    let change = tick % 3 == 2 ? -1 : 2
    tick += 1
    story.favourites.value.stars = max(0, story.favourites.value.stars + change)
    liveTicks.inner = scheduleLiveTick()
  }
}
