#!/usr/bin/env bash
# Issue 13: an app that depends on Kizuna resolves at most swift-atomics; one that adds
# KizunaMachine adds only OpenCombine, on Linux. Builds two throwaway consumer packages against
# this checkout and counts the packages SwiftPM resolves for each.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# consumer NAME PRODUCT TRAITS MAX: builds a package whose one target uses PRODUCT.
consumer() {
  local name="$1" product="$2" traits="$3" max="$4" dir="$WORK/$1"
  mkdir -p "$dir/Sources/App"
  cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
  name: "$name",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Kizuna", path: "$ROOT"$traits)],
  targets: [
    .executableTarget(
      name: "App", dependencies: [.product(name: "$product", package: "Kizuna")])
  ]
)
MANIFEST
  if [ "$product" = "Kizuna" ]; then
    printf 'import Kizuna\nlet count = Observable(1)\ncount.value += 1\nprint("count", count.value)\n' \
      >"$dir/Sources/App/main.swift"
  else
    printf 'import KizunaMachine\nlet subject = CurrentValueSubject<Int, Never>(1)\nprint("value", subject.value)\n' \
      >"$dir/Sources/App/main.swift"
  fi
  (cd "$dir" && swift package resolve >/dev/null)
  local resolved
  resolved="$(cd "$dir" && ls .build/checkouts)"
  local count
  count="$(printf '%s' "$resolved" | grep -c . || true)"
  echo "$name: depends on $product; resolves $count package(s): $(echo $resolved)"
  if [ "$count" -gt "$max" ]; then
    echo "FAIL: $name resolves $count packages, at most $max allowed" >&2
    exit 1
  fi
  (cd "$dir" && swift run -q App)
}

consumer KizunaConsumer Kizuna "" 1
consumer MachineConsumer KizunaMachine ', traits: ["OpenCombine"]' 2
echo "consumer packages: OK"
