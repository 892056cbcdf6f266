// The sample counter screen in SwiftUI, with Ricemill's SwiftUI shape: a machine whose store is
// its output, held in `@StateObject`, its toggle bound to a bindable input; and a Kizuna view
// model shown through Observation (`@State` models, `@Bindable`, `onReceive`). It must compile.
// The resolver is the machine tests' `StoredCounter`
// (Tests/KizunaMachineTests/Fixtures/StoredCounter.swift), which the check compiles with it.
import Combine
import Kizuna
import KizunaMachine
import KizunaSwiftUI
import Observation
import SwiftUI

typealias CounterMachine = Machine<StoredCounter>

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
