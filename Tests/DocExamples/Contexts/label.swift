// A label, as a plain main-actor object (UIKit itself exists only on Apple systems).
@MainActor final class Label { var text = "" }
