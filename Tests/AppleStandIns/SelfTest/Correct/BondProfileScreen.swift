// Bond v4 code on a view controller, in Swift 6 mode: the observers are plain closures, so
// the one that sets a view runs with the view controller's (main-actor) isolation.
import KizunaBond
import KizunaBondUIKit
import UIKit

final class ProfileViewController: UIViewController {
  let nameLabel = UILabel()
  let ageLabel = UILabel()
  let name = Observable<String?>("Ann")
  let age = Observable(30)

  func bindViewModel() {
    name.bindTo(nameLabel.bnd_text).disposeIn(bnd_bag)
    age.observe { [weak self] age in self?.ageLabel.text = "\(age)" }.disposeIn(bnd_bag)
  }
}
