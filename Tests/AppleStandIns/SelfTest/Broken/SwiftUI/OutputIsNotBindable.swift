// expect: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'
import KizunaMachine
import SwiftUI

enum Gate: ResolverType {
  final class Input: BindableInputType { @Published var isOn = false }
  typealias Output = Store
  final class Store: StoredOutputType { @Published var isOpen = false }
  struct Extra: ExtraType {}
  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    Polished(output: store, cancellables: [])
  }
}

// Outputs are read-only: a view cannot bind a control to one.
struct GateScreen: View {
  @StateObject var machine = Machine<Gate>(input: .init(), store: .init(), extra: .init())
  var body: some View { Toggle("Open", isOn: machine.output.isOpen) }
}
