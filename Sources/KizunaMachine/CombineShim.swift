// The one file of KizunaMachine that imports Combine (Apple platforms) or OpenCombine (Linux).
//
// The import is `@_exported` so that every other file of this module, and every file of an
// app that writes `import KizunaMachine`, sees the same Combine vocabulary on both platforms:
// `PassthroughSubject`, `AnyPublisher`, `@Published`, `ObservableObject`, `sink`, `assign`,
// `store(in:)`, and `merge` / `combineLatest` (which KizunaMachine adds where OpenCombine
// lacks them). A plain `public import` would not do: with `MemberImportVisibility` on, the
// members of a module (`map`, `sink`, ...) are visible only in files that import it, so every
// file would need its own `#if canImport(Combine)` import.
//
// `@preconcurrency`: neither OpenCombine 0.14.0 nor Combine marks its publishers, subjects and
// cancellables `Sendable`. KizunaMachine uses them on the main actor only (``Machine`` is
// `@MainActor`), and the bridges that cross threads (`toSignal()`, `toPublisher()`,
// ``KizunaScheduler``) wrap them in boxes that say why they are safe; the attribute keeps
// the framework's missing annotations from turning into errors in code that never shares them.

#if canImport(Combine)
  @preconcurrency @_exported public import Combine
#elseif canImport(OpenCombine)
  @preconcurrency @_exported public import OpenCombine
#else
  #error(
    "KizunaMachine needs Combine. Where Combine is missing (Linux), enable the package trait OpenCombine: .package(url: ..., from: ..., traits: [\"OpenCombine\"]), or swift build --traits OpenCombine."
  )
#endif
