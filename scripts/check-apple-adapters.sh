#!/usr/bin/env bash
# Compiles Sources/KizunaUIKit on Linux, where no Apple SDK exists (issue 11).
#
# `Tests/AppleStandIns/UIKit` is a module named `UIKit` that declares the UIKit API the adapters
# use, transcribed from Apple's documentation (`@MainActor` classes, optionality, labels);
# `Tests/AppleStandIns/ObjectiveC` the associated-object functions. With them on the import
# path, `#if canImport(UIKit)` is true, so every file of Sources/KizunaUIKit is
# compiled (not just typechecked: region-based isolation is checked in SIL) in Swift 6 mode with
# complete concurrency checking and warnings as errors, against the stand-in and against the
# Kizuna module that `swift build` made.
#
#   scripts/check-apple-adapters.sh              the check
#   scripts/check-apple-adapters.sh --self-test  shows that the check can fail: the snippets of
#                                                Tests/AppleStandIns/SelfTest/Broken (UIKit's
#                                                types or isolation broken) must not compile, and
#                                                those of .../Correct must
#
# What it cannot show: that the stand-in matches Apple's SDK. Each declaration there names the
# Apple page it was copied from; an Apple build (xcodebuild) remains the final word.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
case "${1:-}" in
  "") ;;
  --self-test) mode=self-test ;;
  *) echo "usage: $0 [--self-test]" >&2; exit 2 ;;
esac

traits=()
[ "$(uname)" = "Linux" ] && traits=(--traits OpenCombine)

# The Kizuna module, from the same build products the rest of CI uses.
swift build "${traits[@]}" --target Kizuna >/dev/null
bin=$(swift build "${traits[@]}" --show-bin-path)
modules="$bin/Modules"
[ -f "$modules/Kizuna.swiftmodule" ] || [ -d "$modules/Kizuna.swiftmodule" ] || {
  echo "check-apple-adapters: no Kizuna.swiftmodule in $modules" >&2
  exit 1
}
# Kizuna imports its C helper module; clients need its module map to load Kizuna.
c_module_map=$(find "$bin" -path '*CKizunaPlatform.build/module.modulemap' | head -n 1)
[ -n "$c_module_map" ] || { echo "check-apple-adapters: no CKizunaPlatform module map" >&2; exit 1; }

out=.build/apple-adapters
rm -rf "$out"
mkdir -p "$out/modules"

# SwiftPM compiles every target of this package with `-package-name` set to the package's
# identity (its directory's name, lowercased, with other characters than letters, digits and
# underscores replaced by underscores); KizunaUIKit is such a target.
package_name=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')

# The settings Package.swift gives every target.
common=(
  -swift-version 6 -strict-concurrency=complete -warnings-as-errors -parse-as-library
  -I "$out/modules" -I "$modules" -Xcc "-fmodule-map-file=$c_module_map"
)
features=(
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InferIsolatedConformances
  -enable-upcoming-feature ImmutableWeakCaptures
)

# 1. The stand-in modules: the Objective-C runtime's associated objects, and UIKit.
for module in ObjectiveC UIKit; do
  swiftc -emit-module -module-name "$module" -parse-as-library -swift-version 6 \
    -strict-concurrency=complete -warnings-as-errors -I "$out/modules" \
    -emit-module-path "$out/modules/$module.swiftmodule" \
    "Tests/AppleStandIns/$module"/*.swift
done

# 2. Every file of KizunaUIKit, as one module, compiled to an object file.
adapters=(Sources/KizunaUIKit/*.swift)
compile_adapters() {
  swiftc -module-name KizunaUIKit -package-name "$package_name" "${common[@]}" "${features[@]}" \
    -wmo -c \
    -emit-module -emit-module-path "$out/modules/KizunaUIKit.swiftmodule" \
    -o "$out/KizunaUIKit.o" "${adapters[@]}"
}

if [ "$mode" = check ]; then
  compile_adapters
  echo "check-apple-adapters: Sources/KizunaUIKit (${#adapters[@]} files) compiles against the UIKit stand-in (Swift 6, complete concurrency checking, no warnings)."
  exit 0
fi

# --self-test: the correct snippets compile; each broken one fails with the error it names in
# its first line (`// expect: <text of the compiler's error>`).
compile_adapters
failures=0
for snippet in Tests/AppleStandIns/SelfTest/Correct/*.swift; do
  log="$out/$(basename "$snippet" .swift).log"
  if swiftc -typecheck "${common[@]}" "$snippet" >"$log" 2>&1; then
    echo "self-test ok: $snippet compiles"
  else
    echo "self-test FAILED: $snippet does not compile:"
    sed 's/^/  /' "$log"
    failures=$((failures + 1))
  fi
done
for snippet in Tests/AppleStandIns/SelfTest/Broken/*.swift; do
  log="$out/$(basename "$snippet" .swift).log"
  expected=$(sed -n '1s|^// expect: ||p' "$snippet")
  if [ -z "$expected" ]; then
    echo "self-test FAILED: $snippet does not start with '// expect: <error>'"
    failures=$((failures + 1))
  elif swiftc -typecheck "${common[@]}" "$snippet" >"$log" 2>&1; then
    echo "self-test FAILED: $snippet compiled, but it must not"
    failures=$((failures + 1))
  elif ! grep -qF -- "$expected" "$log"; then
    echo "self-test FAILED: $snippet did not fail with \"$expected\":"
    sed 's/^/  /' "$log"
    failures=$((failures + 1))
  else
    echo "self-test ok: $snippet is rejected ($expected)"
  fi
done

if [ "$failures" -gt 0 ]; then
  echo "check-apple-adapters --self-test: $failures failure(s)"
  exit 1
fi
echo "check-apple-adapters --self-test: the correct snippets compile; every broken one is rejected."
