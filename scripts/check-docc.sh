#!/usr/bin/env bash
# Builds the DocC catalog of every public module with no warnings (issue 13). DocC runs from
# the toolchain (`docc convert`) on symbol graphs from `swift package dump-symbol-graph`,
# instead of through swift-docc-plugin: a plugin dependency in Package.swift would be resolved
# by every app that depends on Kizuna, which must resolve swift-atomics only.
# KizunaUIKit is built on Apple systems only: on Linux its sources are all inside
# `#if canImport(UIKit)`, so it has no symbols here, and its catalog is checked on macOS.
set -euo pipefail
cd "$(dirname "$0")/.."

traits=()
[ "$(uname)" = "Linux" ] && traits=(--traits OpenCombine)
OUT=.build-docs/docc
rm -rf "$OUT"
mkdir -p "$OUT"

graphs() { # package-path -> directory of its symbol graphs
  swift package --package-path "$1" "${@:2}" dump-symbol-graph >/dev/null
  echo "$1/.build/$(uname -m)-unknown-linux-gnu/symbolgraph"
}
library_graphs="$(graphs . "${traits[@]}")"
demo_graphs="$(graphs Demo)"

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
  KizunaExamples; do
  check "$module" "Sources/$module/$module.docc" "$library_graphs"
done
check KizunaWeb Demo/Sources/KizunaWeb/KizunaWeb.docc "$demo_graphs"
exit "$failed"
