// A view controller's outlets, as plain objects (UIKit itself exists only on Apple systems).
final class Label { var text: String? }
final class Button { var isEnabled = true }
let label = Label()
let minus = Button()
var cancellables: Set<AnyCancellable> = []
