#!/usr/bin/env bash
# An app that depends on Kizuna resolves at most swift-atomics; one that adds
# KizunaMachine adds only OpenCombine, on Linux. Builds two throwaway consumer packages against
# this checkout and counts the packages SwiftPM resolves for each.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# consumer NAME PRODUCT TRAITS MAX [SCRATCH]: builds a package whose one target uses PRODUCT
# (in SCRATCH, a build folder another package filled, when given).
consumer() {
  local name="$1" product="$2" traits="$3" max="$4" dir="$WORK/$1" scratch="${5:-}"
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
  (cd "$dir" && swift run -q ${scratch:+--scratch-path "$scratch"} App)
}

consumer KizunaConsumer Kizuna "" 1
# Built in BondSeeds' build folder: that package depends on Kizuna with the same trait, so
# SwiftPM finds Kizuna, KizunaMachine and OpenCombine there compiled with the same arguments
# (by scripts/check-bond-seeds.sh, which CI runs just before) and compiles only the app. The
# packages it resolves are counted in its own folder above.
consumer MachineConsumer KizunaMachine ', traits: ["OpenCombine"]' 2 "$ROOT/BondSeeds/.build"

# Dropping the disposable of an observation is a warning (as with Combine's sink);
# a binding whose lifetime is tied to its target is not.
dir="$WORK/KizunaConsumer"
cat >"$dir/Sources/App/main.swift" <<'SWIFT'
import Kizuna
final class Label: @unchecked Sendable { var text = "" }  // Safety: used on one thread only.
let taps = PublishSubject<Int, Never>()
let label = Label()
taps.map { "\($0)" }.bind(to: label) { label, text in label.text = text }  // no warning
taps.observeNext { print($0) }  // warning: the observation would end at once
SWIFT
warnings="$(cd "$dir" && swift build 2>&1 | grep -o 'main.swift:[0-9]*:[0-9]*: warning: result of call.*' | sort -u || true)"
if [ "$(printf '%s' "$warnings" | grep -c 'main.swift:6')" -ne 1 ] ||
  [ "$(printf '%s' "$warnings" | grep -c 'main.swift:5')" -ne 0 ]; then
  echo "FAIL: expected exactly one unused-result warning, on the dropped observation:" >&2
  echo "$warnings" >&2
  exit 1
fi
echo "a dropped observation warns: $warnings"
echo "consumer packages: OK"
