// A module named `Combine` for Linux, where Apple's Combine does not exist: it re-exports
// OpenCombine, which reproduces Combine's API (`Publisher`, `PassthroughSubject`, `@Published`,
// `ObservableObject`, `AnyCancellable`, ...) under the same names.
//
// With it on the import path `canImport(Combine)` is true, so KizunaMachine's CombineShim takes
// its Apple branch (`@_exported public import Combine`) and the SwiftUI stand-in's `StateObject`
// and `ObservedObject` constrain to the same `ObservableObject` as KizunaMachine's `Machine`.
// Every declaration is OpenCombine's, except the two operators OpenCombine 0.14.0 lacks and
// resolvers use (`merge(with:)`, `combineLatest(_:)` and `combineLatest(_:_:)`, with their
// publishers), transcribed from Apple's Combine documentation beside this file: KizunaMachine
// adds them itself only where `canImport(Combine)` is false, which it is not with this module
// on the path. They are compiled, never run. See Tests/AppleStandIns/README.md.
@_exported import OpenCombine
