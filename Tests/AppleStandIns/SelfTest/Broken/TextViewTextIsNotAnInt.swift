// expect: cannot convert value of type 'String?' to specified type 'Int'
import UIKit

@MainActor func read(_ view: UITextView) {
  let count: Int = view.text
  _ = count
}
