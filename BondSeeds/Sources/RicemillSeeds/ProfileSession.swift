// Code around Ricemill view models as a Swift 5 app writes it: plain functions and generic
// helpers with no isolation, over `MachineType` and `AnyResolverBasedMachineType`, and the
// proxies' members read as Ricemill's README reads them.
import KizunaRicemill

/// Edits a profile as a SwiftUI form would: the nickname through the stored output's binding,
/// the toggle through the bindable input, then a save.
public func saveProfile(named nickname: String, isPublic: Bool) -> ProfileViewModel {
  let viewModel = ProfileViewModel()
  let name: PublishedBinding<String> = viewModel.output.nickname
  name.wrappedValue = nickname
  viewModel.input.isPublic.wrappedValue = isPublic
  viewModel.input.save.send()
  return viewModel
}

/// What the profile shows: values read through the output proxy, and its publisher by `$`.
public func describe(_ viewModel: ProfileViewModel) -> (String, Int, AnyPublisher<String, Never>) {
  let nickname: String = viewModel.output.nickname
  let saves: Int = viewModel.output.savedCount
  return (nickname, saves, viewModel.output.$visibility)
}

/// Feeds `publisher` into the lamp's switch: a generic helper over any machine with the lamp's
/// input, as an app shares one between screens.
public func connect<M: MachineType, P: Publisher>(
  _ publisher: P, to machine: M
) -> AnyCancellable where M.Input == LampViewModel.Input, P.Output == Void, P.Failure == Never {
  publisher.subscribe(machine.input.flip)
}

/// Creates a machine of any type that takes any resolver, with `resolver`'s parts.
public func make<M: AnyResolverBasedMachineType, R: ResolverType>(
  _ type: M.Type, resolver: R.Type, input: R.Input, store: R.Store, extra: R.Extra
) -> M where M.Input == R.Input, M.Output == R.Output {
  M(input: input, store: store, extra: extra, resolver: resolver)
}

/// A lamp behind a type-erased machine, turned on and dimmed from code with no isolation.
public func dimmedLamp(
  to brightness: Int
) -> AnyResolverBasedMachine<
  LampViewModel.Input, LampViewModel.Output
> {
  let lamp = make(
    AnyResolverBasedMachine<LampViewModel.Input, LampViewModel.Output>.self,
    resolver: LampViewModel.self, input: .init(), store: .init(), extra: .init())
  lamp.input.flip.send()
  lamp.input.dim.send(brightness)
  return lamp
}
