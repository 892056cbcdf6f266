// expect: cannot assign to property: 'isOpen' is a get-only property
import KizunaMachine
import SwiftUI

enum Gate: ResolverType {
  final class Input: BindableInputType { @Published var isOn = false }
  typealias Output = Store
  final class Store: StoredOutputType {
    @Published var openDoors = 0
    var isOpen: Bool { openDoors > 0 }
  }
  struct Extra: ExtraType {}
  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    Polished(output: store, cancellables: [])
  }
}

// A read-only output (here a computed property of the store) cannot be bound to a control; only
// a `@Published` property of a stored output can, as in Ricemill.
struct GateScreen: View {
  @StateObject var machine = Machine<Gate>(input: .init(), store: .init(), extra: .init())
  var body: some View { Toggle("Open", isOn: machine.output.isOpen) }
}
