/// The derivation of ``ObservableArrayProtocol/map(fileID:filePath:line:column:_:)``: each element transformed once, when it
/// enters the upstream or is updated there; deletes and moves carry over without a call.
@usableFromInline
struct ArrayMapping<Source: Sendable, Element: Sendable>: CollectionDerivation, Sendable {
  @usableFromInline typealias Upstream = ArrayChangeset<Source>
  @usableFromInline typealias Output = FlatOutput<Element>

  @usableFromInline let transform: @Sendable (Source) -> Element

  @inlinable init(transform: @escaping @Sendable (Source) -> Element) {
    self.transform = transform
  }

  @inlinable
  mutating func reset(_ elements: [Source]) -> [Element] { elements.map(transform) }

  @inlinable
  mutating func translate(_ step: ArrayEdit<Source>, into edits: inout [ArrayEdit<Element>]) {
    switch step {
    case .insert(let element, let index): edits.append(.insert(transform(element), at: index))
    case .delete(let index): edits.append(.delete(at: index))
    case .update(let element, let index): edits.append(.update(transform(element), at: index))
    case .move(let from, let to): edits.append(.move(from: from, to: to))
    }
  }

  @inlinable
  mutating func changeQuery(
    _ query: Never, from current: [Element]
  ) -> ([Element], ArrayChangeset<Element>)? {}
}
