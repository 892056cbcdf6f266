// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt ("Swift Bond
// practical samples"), the file the article captions TextInputTableCell.swift. Changes:
// - `import Bond` is `import KizunaBond` and `import KizunaBondUIKit` (Bond v4 was one module
//   with its UIKit extensions; here `bnd_bag` and the other `bnd_*` members are
//   KizunaBondUIKit's);
// - `@IBOutlet` is left out (it needs Objective-C, which Swift on Linux has not); the outlets
//   stay `weak var x: T!`;
// - `setSelected(selected: Bool, animated: Bool)` is `setSelected(_ selected: Bool, animated:
//   Bool)` (Swift 3: the first argument of UIKit's method has no label).
// The storyboard's prototype cell (which makes the label and the text field and connects the
// outlets) is the tests' harness: Tests/AppleStandIns/BondUIKitTests/Storyboards.swift.
import UIKit
import KizunaBond
import KizunaBondUIKit

class TextInputTableCell: UITableViewCell {

    weak var itemLabel: UILabel!
    weak var itemTextField: UITextField!

    override func awakeFromNib() {
        super.awakeFromNib()
        // Initialization code
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        bnd_bag.dispose()
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
    }

}
