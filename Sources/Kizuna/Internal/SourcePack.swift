/// The sources of a variadic multi-source operator, kept as a tuple of a parameter pack.
///
/// A class so that the operator's producer closure captures one reference rather than a pack
/// (closures capturing packs are not reliably supported by the compiler yet).
final class SourcePack<each Element: Sendable, Failure: Error>: Sendable {
  let sources: (repeat any SignalProtocol<each Element, Failure>)

  init(_ sources: repeat any SignalProtocol<each Element, Failure>) {
    self.sources = (repeat each sources)
  }

  /// Observes every source into its slot of `storage`, in order.
  func attach(
    to core: CombineLatestCore<LatestPack<repeat each Element>, Failure>,
    slots storage: LatestPack<repeat each Element>
  ) {
    let slots = storage.slots
    for (source, slot) in repeat (each sources, each slots) {
      core.attach(source, to: slot)
    }
  }

  /// Observes every source into its slot of `storage`, in order.
  func attach(
    to core: ZipCore<BufferPack<repeat each Element>, Failure>,
    slots storage: BufferPack<repeat each Element>
  ) {
    let slots = storage.slots
    for (source, slot) in repeat (each sources, each slots) {
      core.attach(source, to: slot)
    }
  }

  /// Observes every source into its slot of `storage`, in order (the sampled sources of
  /// `with(latestFrom:)`).
  func attach<Sampler: Sendable>(to core: WithLatestFromCore<Sampler, repeat each Element, Failure>)
  {
    let slots = core.storage.slots
    for (source, slot) in repeat (each sources, each slots) {
      core.attach(source, to: slot)
    }
  }
}
