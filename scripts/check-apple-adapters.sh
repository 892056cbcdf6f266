#!/usr/bin/env bash
# Compiles Sources/KizunaUIKit on Linux, where no Apple SDK exists (issue 11).
#
# `Tests/AppleStandIns/UIKit` is a module named `UIKit` that declares the UIKit API the adapters
# use, transcribed from Apple's documentation (`@MainActor` classes, optionality, labels). With
# it on the import path, `#if canImport(UIKit)` is true, so every file of Sources/KizunaUIKit is
# compiled (not just typechecked: region-based isolation is checked in SIL) in Swift 6 mode with
# complete concurrency checking and warnings as errors, against the stand-in and against the
# Kizuna module that `swift build` made.
#
#   scripts/check-apple-adapters.sh              the check
#   scripts/check-apple-adapters.sh --self-test  shows that the check can fail: snippets that
#                                                break UIKit's types or isolation must not compile
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

# 1. The stand-in UIKit module.
swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6 \
  -strict-concurrency=complete -warnings-as-errors \
  -emit-module-path "$out/modules/UIKit.swiftmodule" \
  Tests/AppleStandIns/UIKit/*.swift

# 2. Every file of KizunaUIKit, as one module, compiled to an object file.
adapters=(Sources/KizunaUIKit/*.swift)
compile_adapters() {
  swiftc -module-name KizunaUIKit "${common[@]}" "${features[@]}" -wmo -c \
    -emit-module -emit-module-path "$out/modules/KizunaUIKit.swiftmodule" \
    -o "$out/KizunaUIKit.o" "${adapters[@]}"
}

if [ "$mode" = check ]; then
  compile_adapters
  echo "check-apple-adapters: Sources/KizunaUIKit (${#adapters[@]} files) compiles against the UIKit stand-in (Swift 6, complete concurrency checking, no warnings)."
  exit 0
fi

# --self-test: a correct snippet compiles; each broken one fails with the expected error.
compile_adapters
snippets="$out/self-test"
mkdir -p "$snippets"
failures=0

# expect_error NAME PATTERN: the snippet on stdin must fail to compile with PATTERN in the
# compiler's output.
expect_error() {
  local name=$1 pattern=$2 file="$snippets/$1.swift" log="$snippets/$1.log"
  cat >"$file"
  if swiftc -typecheck "${common[@]}" "$file" >"$log" 2>&1; then
    echo "self-test FAILED: '$name' compiled, but it must not"
    failures=$((failures + 1))
  elif ! grep -q -- "$pattern" "$log"; then
    echo "self-test FAILED: '$name' did not fail with \"$pattern\":"
    sed 's/^/  /' "$log"
    failures=$((failures + 1))
  else
    echo "self-test ok: '$name' is rejected ($pattern)"
  fi
}

# The control: the same kind of code, written correctly, compiles.
cat >"$snippets/correct.swift" <<'EOF'
import Kizuna
import KizunaUIKit
import UIKit

@MainActor func show(_ label: UILabel, _ field: UITextField, _ text: Signal<String?, Never>) {
  label.text = "Sign up"
  field.addAction(UIAction { _ in print("edited") }, for: .editingChanged)
  _ = text
}
EOF
if ! swiftc -typecheck "${common[@]}" "$snippets/correct.swift" >"$snippets/correct.log" 2>&1; then
  echo "self-test FAILED: the correct snippet does not compile:"
  sed 's/^/  /' "$snippets/correct.log"
  failures=$((failures + 1))
else
  echo "self-test ok: the correct snippet compiles"
fi

expect_error int-into-label-text "cannot assign value of type 'Int' to type 'String'" <<'EOF'
import UIKit
@MainActor func show(_ label: UILabel) { label.text = 42 }
EOF

expect_error label-off-the-main-actor "main actor-isolated" <<'EOF'
import UIKit
nonisolated func show(_ label: UILabel) { label.text = "from anywhere" }
EOF

expect_error text-view-text-is-not-an-int "cannot convert value of type 'String?' to specified type 'Int'" <<'EOF'
import UIKit
@MainActor func read(_ view: UITextView) { let count: Int = view.text; _ = count }
EOF

# AppKit's label (`completionHandler:`) on UIKit's table.
expect_error appkit-label-on-uitableview "extra argument 'completionHandler' in call" <<'EOF'
import UIKit
@MainActor func update(_ table: UITableView) { table.performBatchUpdates({}, completionHandler: nil) }
EOF

if [ "$failures" -gt 0 ]; then
  echo "check-apple-adapters --self-test: $failures failure(s)"
  exit 1
fi
echo "check-apple-adapters --self-test: every broken snippet is rejected; the correct one compiles."
