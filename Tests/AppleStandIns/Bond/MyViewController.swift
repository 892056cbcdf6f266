// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/001_08b023f9c359a4b6.txt ("reactive programming with a hand-made Swift
// Bond", 2015), the file the article captions MyViewController.swift (class
// MenuViewController): a screen that shows a Story's star count and redraws when it changes,
// on the closest KizunaBond types. Changes:
// - the article's own `Bond<Int>` (an object holding a listener, held by the screen, which the
//   story's Dynamic keeps only weakly) is KizunaBond's `EventProducer<Int>` with the listener as
//   its observer: the screen holds it, and `story!.starCount.bindTo(starCountBond!)` (Bond v4's
//   binding, the article's `starCountBond!.bind(story!.starCount)`) ends when it is released,
//   as the article's weak BondBox does. So `Bond<Int> { listener }` is `EventProducer<Int>()`
//   then `.observe { listener }`, and the binding names the source first. Unlike the article's
//   Bond, `bindTo` sends the current value at once, so the table reloads once when bound;
// - `import UIKit` and `import KizunaBond` are added (the printed block has no imports);
// - Swift 3's renaming: `tableView(tableView:cellForRowAtIndexPath indexPath: NSIndexPath)` is
//   `tableView(_:cellForRowAt indexPath: IndexPath)`;
// - the article elides code with `()` twice: after viewDidLoad() (here: the row count) and in
//   cellForRowAtIndexPath (here: making the cell and returning it). Those parts are the
//   harness's, marked `// harness:`.
import UIKit
import KizunaBond

class MenuViewController: UITableViewController {
    var story: Story?
    var starCountBond: EventProducer<Int>?

    override func viewDidLoad() {
        super.viewDidLoad()
        starCountBond = EventProducer<Int>()
        starCountBond!.observe { [unowned self] viewingCount in
            self.tableView!.reloadData()
        }
        story!.starCount.bindTo(starCountBond!)
    }

    // harness: the row count (elided in the article): one row, the star count.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {

        // harness: the cell (elided in the article), a cell style with a detail label.
        var cell = tableView.dequeueReusableCell(withIdentifier: "StarCount")
        if cell == nil { cell = UITableViewCell(style: .value1, reuseIdentifier: "StarCount") }

        cell!.detailTextLabel!.text = String(story!.starCount.value)

        // harness: the end of the method (elided in the article).
        return cell!
    }
}
