// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt: the article's
// `shouldReloadInsteadOfUpdateTableView` that returns `true` (every change reloads the table),
// the other version of the one in ViewController.swift's proxy extension. One class cannot
// have both, so this one is in a proxy of its own: the class `ReloadInsteadOfUpdateProxy` is the
// harness's, the method the article's. Changes: the first parameter is unlabelled (Swift 3).
import UIKit
import KizunaBondUIKit

final class ReloadInsteadOfUpdateProxy: BNDTableViewProxyDataSource {
    func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool {
        return true
    }
}
