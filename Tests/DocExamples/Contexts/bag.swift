// The bag a screen keeps its bindings in.
let bag = DisposeBag()
