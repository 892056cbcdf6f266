// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt ("Swift Bond
// practical samples"), the file the article captions TextInputTableCellVM.swift, as printed.
// Changes: `import Bond` is `import KizunaBond` (the module that is Bond v4's API here).
// Its home is the BondSeeds package (it needs no UIKit); scripts/check-apple-adapters.sh
// compiles this same file into the seeds' UIKit module too.
import Foundation
import KizunaBond

class TextInputTableCellVM {

    let itemLabelText = Observable<String?>("自由入力")
    let inputText = Observable<String?>("")

}
