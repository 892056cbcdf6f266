import KizunaMachine

/// How many times `object` announced a change while `action` ran.
@MainActor
func willChangeCount(of object: some ObservableObject, during action: () -> Void) -> Int {
  var changes = 0
  let observation = object.objectWillChange.sink { _ in changes += 1 }
  action()
  observation.cancel()
  return changes
}
