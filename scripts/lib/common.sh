#!/usr/bin/env bash
# The one set of `swift build`/`swift test` flags per package that every script uses, so that a
# CI run (or a developer's) compiles each configuration once: SwiftPM rebuilds everything when
# the flags change, and a script passing one flag more than another would rebuild the library
# and the demo's web server again.
#
# No `-Xswiftc -warnings-as-errors` here: it is a flag of its own, so every script would have
# to repeat it, and `swift run` (the README's demo command) would then rebuild what
# scripts/test.sh built. CI instead builds each package once from a fresh clone, where every
# file is compiled and every warning printed, and scripts/check-warnings.sh fails on any warning
# in the project's own files.
#
# Sourced:   . scripts/lib/common.sh   sets the arrays below
# Executed:  scripts/lib/common.sh --library | --demo | --benchmarks | --tsan | --demo-tsan
#            prints that package's flags, one per line (for Python scripts)

# The library: KizunaMachine needs the OpenCombine trait where Combine is missing.
library_flags=()
[ "$(uname)" = "Linux" ] && library_flags=(--traits OpenCombine)
# The demo package (Demo/): its manifest sets the library's traits itself.
demo_flags=(--package-path Demo)
# The benchmark: release, as the numbers it prints are meant.
benchmark_flags=(--package-path Benchmarks -c release)
# Thread Sanitizer builds: one scratch folder of their own (so they never evict the debug
# builds), shared by the library and the demo, so that the library's modules are compiled once
# under the sanitizer. SwiftPM reuses a module built for one package when the other asks for it
# with the same compiler arguments, so the library is built with the traits the demo gives
# Kizuna (BindingInspector changes nothing in a debug build, which has the inspector anyway).
# SwiftPM writes a package's enabled traits as `-D` flags in the order of a hashed set; with
# the hash seed fixed (SWIFT_DETERMINISTIC_HASHING, set by scripts/tsan-tests.sh for these
# commands) both packages write them in the same order. Should the orders differ, the demo only
# compiles the library's modules again, as it did in a folder of its own.
tsan_flags=(--sanitize=thread --scratch-path .build-tsan --traits BindingInspector,OpenCombine)
demo_tsan_flags=(--sanitize=thread --package-path Demo --scratch-path .build-tsan)

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-}" in
    --library) printf '%s\n' "${library_flags[@]}" ;;
    --demo) printf '%s\n' "${demo_flags[@]}" ;;
    --benchmarks) printf '%s\n' "${benchmark_flags[@]}" ;;
    --tsan) printf '%s\n' "${tsan_flags[@]}" ;;
    --demo-tsan) printf '%s\n' "${demo_tsan_flags[@]}" ;;
    *)
      echo "usage: $0 --library | --demo | --benchmarks | --tsan | --demo-tsan" >&2
      exit 2
      ;;
  esac
fi
