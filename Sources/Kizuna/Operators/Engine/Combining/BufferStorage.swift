/// The storage of all sources of a `zip` observation: one ``BufferSlot`` each; its `output()`
/// removes the first value of every buffer.
@usableFromInline protocol BufferStorage: CombiningStorage where Machine == ZipStateMachine {
  @inlinable var sourceCount: Int { get }
  /// How many slots hold at least one value.
  @inlinable var nonEmptyCount: Int { get }
  /// Whether some source has completed with nothing left to zip.
  @inlinable var hasExhaustedSource: Bool { get }
}
