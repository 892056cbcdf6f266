/// The derivation of ``ObservableArrayProtocol/map(_:)``: each element transformed once, when it
/// enters the upstream or is updated there; deletes and moves carry over without a call.
struct ArrayMapping<Source: Sendable, Element: Sendable>: CollectionDerivation, Sendable {
  typealias Upstream = ArrayChangeset<Source>
  typealias Output = FlatOutput<Element>

  let transform: @Sendable (Source) -> Element

  mutating func reset(_ elements: [Source]) -> [Element] { elements.map(transform) }

  mutating func translate(_ step: ArrayEdit<Source>, into edits: inout [ArrayEdit<Element>]) {
    switch step {
    case .insert(let element, let index): edits.append(.insert(transform(element), at: index))
    case .delete(let index): edits.append(.delete(at: index))
    case .update(let element, let index): edits.append(.update(transform(element), at: index))
    case .move(let from, let to): edits.append(.move(from: from, to: to))
    }
  }

  mutating func changeQuery(
    _ query: Never, from current: [Element]
  ) -> ([Element], ArrayChangeset<Element>)? {}
}
