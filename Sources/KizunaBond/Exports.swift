// KizunaBond re-exports Kizuna, so that a file written against Bond v4 needs one import and
// gets Kizuna's types (`Observable`, `DisposeBag`, `combineLatest`, the operators) with the
// Bond v4 spellings beside them as deprecated shims. Where both modules declare a name
// (`ObservableArray`), KizunaBond's declaration shadows Kizuna's in files that import
// KizunaBond, as Swift's lookup prefers a module's own declarations over those of a module it
// imports.
@_exported public import Kizuna
