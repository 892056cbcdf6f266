// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/001_08b023f9c359a4b6.txt ("reactive programming with a hand-made Swift
// Bond", 2015), the file the article captions story.swift, on the closest KizunaBond type.
// Changes:
// - the article's own `Dynamic<Int>` (a value box keeping weak boxes of listeners) is
//   KizunaBond's `Observable<Int>` (Bond v4's name for it, as the article's note on Bond v4
//   says: Dynamic became Observable), so `Dynamic(starCount)` is `Observable(starCount)`, and
//   the file imports KizunaBond (the article's Dynamic lived in the app's own module);
// - the class's closing brace, missing from the printed block, is added.
// The screen that shows the star count (MyViewController.swift) needs UIKit: it is in
// Tests/AppleStandIns/Bond. Its home is the BondSeeds package (it needs no UIKit);
// scripts/check-apple-adapters.sh compiles this same file into the seeds' UIKit module too.
import KizunaBond

class Story {
    let title: String
    let body: String
    var starCount: Observable<Int>


    init(title: String, body: String, starCount: Int = 0) {
        self.title = title
        self.body = body
        self.starCount = Observable(starCount)
    }
}
