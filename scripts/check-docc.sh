#!/usr/bin/env bash
# Builds the DocC catalog of every public module with no warnings. DocC runs from
# the toolchain (`docc convert`) on symbol graphs that `swift-symbolgraph-extract` reads from the
# modules of the build the tests use (the flags of scripts/lib/common.sh; `swift package
# dump-symbol-graph` would build the packages again with flags of its own), instead of through
# swift-docc-plugin: a plugin dependency in Package.swift would be resolved
# by every app that depends on Kizuna, which must resolve swift-atomics only.
# KizunaUIKit is built on Apple systems only: on Linux its sources are all inside
# `#if canImport(UIKit)`, so it has no symbols here, and its catalog is checked on macOS.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/common.sh
OUT=.build-docs/docc
rm -rf "$OUT"
mkdir -p "$OUT"

# graphs NAME MODULES FLAGS...: builds the package (nothing to do after CI's build step),
# extracts the public symbol graphs of MODULES (comma-separated) from its modules with the C
# module maps and include paths SwiftPM gave its targets, and prints their directory.
graphs() {
  local name="$1" modules="$2" dir="$OUT/all-graphs/$1"
  shift 2
  swift build "$@" >"$OUT/$name-build.log" 2>&1 || { cat "$OUT/$name-build.log" >&2; exit 1; }
  local bin
  bin="$(swift build "$@" --show-bin-path)"
  local plan
  plan="$(dirname "$(dirname "$bin")")/$(basename "$bin").yaml"
  local c_flags=()
  while IFS= read -r flag; do c_flags+=(-Xcc "$flag"); done \
    < <(grep -o '"-Xcc","-fmodule-map-file=[^"]*"' "$plan" | sed 's/^"-Xcc","//; s/"$//' | sort -u)
  while IFS= read -r path; do c_flags+=(-I "$path"); done \
    < <(grep -o '"-I","[^"]*"' "$plan" | sed 's/^"-I","//; s/"$//' | sort -u)
  mkdir -p "$dir"
  local module
  for module in ${modules//,/ }; do
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
      -I "$bin/Modules" "${c_flags[@]}" -minimum-access-level public \
      -emit-extension-block-symbols -output-dir "$dir" >&2
  done
  echo "$dir"
}
library_modules=Kizuna,KizunaTestSupport,KizunaDispatch,KizunaMachine,KizunaMachineTestSupport
library_modules+=,KizunaBond,KizunaExamples,KizunaRicemill
library_graphs="$(graphs library "$library_modules" "${library_flags[@]}")"
demo_graphs="$(graphs demo KizunaWeb "${demo_flags[@]}")"

failed=0
check() { # module catalog graphs-directory
  local module="$1" catalog="$2" all="$3" dir="$OUT/graphs/$1"
  mkdir -p "$dir"
  cp "$all/$module.symbols.json" "$dir/"
  cp "$all/$module"@*.symbols.json "$dir/" 2>/dev/null || true
  local log="$OUT/$module.log"
  if docc convert "$catalog" --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.kizuna.$module" \
    --output-path "$OUT/$module.doccarchive" --warnings-as-errors >"$log" 2>&1; then
    echo "docc: $module: no warnings"
  else
    echo "docc: $module: FAILED"
    grep -E "warning:|error:" "$log" | sed 's/^/  /'
    failed=1
  fi
}

for module in Kizuna KizunaTestSupport KizunaDispatch KizunaMachine KizunaMachineTestSupport KizunaBond \
  KizunaExamples KizunaRicemill; do
  check "$module" "Sources/$module/$module.docc" "$library_graphs"
done
check KizunaWeb Demo/Sources/KizunaWeb/KizunaWeb.docc "$demo_graphs"
exit "$failed"
