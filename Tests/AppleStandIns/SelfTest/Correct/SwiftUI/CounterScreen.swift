// The counter screen of the mission in SwiftUI, with Ricemill's SwiftUI shape: a machine whose
// store is its output, held in `@StateObject`, its toggle bound to a bindable input; and a
// Kizuna view model shown through Observation (`@State` models, `@Bindable`, `onReceive`).
// It must compile.
import Combine
import Kizuna
import KizunaMachine
import KizunaSwiftUI
import Observation
import SwiftUI

enum CounterResolver: ResolverType {
  final class Input: BindableInputType {
    let increment = PassthroughSubject<Void, Never>()
    let decrement = PassthroughSubject<Void, Never>()
    @Published var isOn = false
  }

  typealias Output = Store

  final class Store: StoredOutputType {
    @Published var count = 0
    @Published var isIncrementEnabled = false
    @Published var isDecrementEnabled = false
  }

  struct Extra: ExtraType {}

  static func polish(input: Publishing<Input>, store: Store, extra: Extra) -> Polished<Output> {
    var cancellables: [AnyCancellable] = []
    input.$isOn.removeDuplicates()
      .assign(to: \.isIncrementEnabled, on: store)
      .store(in: &cancellables)
    input.increment.map { 1 }
      .merge(with: input.decrement.map { -1 })
      .filter { _ in input.isOn }
      .map { store.count + $0 }
      .filter { $0 >= 0 }
      .assign(to: \.count, on: store)
      .store(in: &cancellables)
    input.$isOn
      .combineLatest(store.$count) { isOn, count in isOn && count > 0 }
      .removeDuplicates()
      .assign(to: \.isDecrementEnabled, on: store)
      .store(in: &cancellables)
    return Polished(output: store, cancellables: cancellables)
  }
}

typealias CounterMachine = Machine<CounterResolver>

struct CounterScreen: View {
  @StateObject private var machine = CounterMachine(input: .init(), store: .init(), extra: .init())

  var body: some View {
    VStack(spacing: 12) {
      Text("\(machine.output.count)")
      Toggle("Enabled", isOn: machine.input.isOn)
      Button("+1") { machine.input.increment.send() }
        .disabled(!machine.output.isIncrementEnabled)
      Button("-1") { machine.input.decrement.send() }
        .disabled(!machine.output.isDecrementEnabled)
      CounterFooter(machine: machine)
    }
  }
}

/// A subview that receives the machine: `@ObservedObject`.
struct CounterFooter: View {
  @ObservedObject var machine: CounterMachine

  var body: some View {
    if machine.output.count == 0 {
      Text("Nothing counted yet")
    } else {
      Text("Counted")
    }
  }
}

final class ProfileModel: Sendable {
  let name = Observable("")
  let acceptsTerms = Observable(false)
  let status = PublishSubject<String, Never>()
}

struct ProfileScreen: View {
  let model: ProfileModel
  @State private var name: BoundValue<String>
  @State private var greeting: ObservedValue<String>
  @State private var status = ""

  init(model: ProfileModel) {
    self.model = model
    _name = State(initialValue: BoundValue(model.name))
    _greeting = State(initialValue: ObservedValue(model.name.map { "Hello, \($0)" }, initial: ""))
  }

  var body: some View {
    VStack {
      NameField(name: name)
      Text(greeting.value)
      Toggle("Accept the terms", isOn: model.acceptsTerms.binding)
      Text(status)
        .onReceive(model.status) { status = $0 }
        // SwiftUI's own onReceive, for a Combine publisher, beside Kizuna's for a signal.
        .onReceive(Just("ready")) { status = $0 }
      Text(name.value).onAppear {}.onDisappear {}
      EmptyView()
    }
  }
}

/// A subview that edits an Observation model: `@Bindable`.
struct NameField: View {
  @Bindable var name: BoundValue<String>

  init(name: BoundValue<String>) { _name = Bindable(name) }

  var body: some View {
    TextField("Name", text: $name.value)
    TextField("Name again", text: name.binding)
  }
}
