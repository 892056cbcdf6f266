#!/usr/bin/env bash
# Compiles Sources/KizunaUIKit on Linux, where no Apple SDK exists.
#
# `Tests/AppleStandIns/UIKit` is a module named `UIKit` that declares the UIKit API the adapters
# use, transcribed from Apple's documentation (`@MainActor` classes, optionality, labels);
# `Tests/AppleStandIns/ObjectiveC` the associated-object functions. With them on the import
# path, `#if canImport(UIKit)` is true, so every file of Sources/KizunaUIKit is
# compiled (not just typechecked: region-based isolation is checked in SIL) in Swift 6 mode with
# complete concurrency checking and warnings as errors, against the stand-in and against the
# Kizuna module that `swift build` made. Then the UIKit-style tests of Tests/AppleStandIns/UIKitTests
# run (Swift Testing): the sign-up screen and the sectioned text-input table of the UIKit article
# (Sources/Kizuna/Kizuna.docc/Articles/UIKit.md) and the favourites screen
# (Sources/KizunaExamples/KizunaExamples.docc/FavouritesOnUIKit.md), compiled from the articles,
# driven as a UI test would, a bar button item's taps, and 2,000 random steps through TableViewBinding and CollectionViewBinding (edits of a
# sectioned array, several per batch, and user moves), whose stand-in views send every reload
# and batch to Kizuna's table-update oracle (KizunaTestSupport): any batch UIKit would reject
# or any difference between the view and the data fails.
#
#   scripts/check-apple-adapters.sh              the check
#   scripts/check-apple-adapters.sh --with-self-test   the check, then the self-test, from the
#                                                same compiled stand-ins and adapters (CI)
#   scripts/check-apple-adapters.sh --self-test  shows that the check can fail: the snippets of
#                                                Tests/AppleStandIns/SelfTest/Broken (UIKit's
#                                                types or isolation broken) must not compile, and
#                                                those of .../Correct must, and the run must
#                                                catch a TableViewBinding whose row moves are
#                                                swapped
#
# After the runs it counts the public members of KizunaUIKit and KizunaAppKit that ran (coverage
# counters; scripts/count-driven-adapters.py) and fails on one that did not and is not listed in
# Tests/AppleStandIns/not-driven-<module>.txt; it also typechecks KizunaAppKit with Objective-C
# interop (ControlActionTarget's @objc branch).
#
# What it cannot show: that the stand-in matches Apple's SDK. Each declaration there carries the
# declaration of the Apple page it was copied from (scripts/check-stand-in-declarations.py
# compares the two); an Apple build (xcodebuild) remains the final word.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
case "${1:-}" in
  "") ;;
  --self-test) mode=self-test ;;
  --with-self-test) mode=both ;;
  *) echo "usage: $0 [--self-test | --with-self-test]" >&2; exit 2 ;;
esac
# checking / self_testing: whether this run makes the check, the self-test, or both.
checking() { [ "$mode" != self-test ]; }
self_testing() { [ "$mode" != check ]; }

. scripts/lib/common.sh
traits=("${library_flags[@]}")

# Kizuna and KizunaTestSupport (the stand-in table reports to its table-update oracle), and
# KizunaExamples (the UIKit-style tests drive its view models), built with the flags every script
# uses (scripts/lib/common.sh), so that this reuses the build of the tests.
for target in KizunaTestSupport KizunaBond KizunaExamples; do
  swift build "${traits[@]}" --target "$target" >/dev/null
done
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

# The docs' Apple examples (`<!-- example: apple=UIKit -->`, AppKit, SwiftUI: whole files), one
# directory per module, for the steps below to compile: the UIKit article's view controllers
# into the UIKit-style tests, which drive them; the others typechecked.
python3 scripts/check-docs.py --extract-apple "$out/examples" >/dev/null
# require_examples MODULE: stops the check unless the docs have an apple=MODULE example.
require_examples() {
  compgen -G "$out/examples/$1/*.swift" >/dev/null || {
    echo "check-apple-adapters: the docs have no <!-- example: apple=$1 --> block" >&2
    exit 1
  }
}
# typecheck_examples MODULE SWIFTC-FLAG...: every apple=MODULE example typechecks on its own.
typecheck_examples() {
  local module=$1
  shift
  require_examples "$module"
  local examples=("$out/examples/$module"/*.swift)
  for example in "${examples[@]}"; do
    if ! swiftc -typecheck "$@" "$example" >"$example.log" 2>&1; then
      cat "$example.log"
      echo "check-apple-adapters: an apple=$module example of the docs does not compile" >&2
      exit 1
    fi
  done
  echo "check-apple-adapters: the ${#examples[@]} apple=$module examples of the docs typecheck."
}

# --self-test's failures so far.
failures=0
# self_test_snippets SUBDIR LOGDIR SWIFTC-FLAG...: each snippet of SelfTest/Correct/SUBDIR must
# typecheck, and each of SelfTest/Broken/SUBDIR must fail with the error its first line names
# (`// expect: <text of the compiler's error>`); SUBDIR "" is the top level. Adds what fails to
# `failures`; the compiler's output goes to LOGDIR.
self_test_snippets() {
  local subdir=${1:+$1/} logs=$2
  shift 2
  local snippet log expected
  for snippet in Tests/AppleStandIns/SelfTest/Correct/"$subdir"*.swift; do
    log="$logs/correct-$(basename "$snippet" .swift).log"
    if swiftc -typecheck "$@" "$snippet" >"$log" 2>&1; then
      echo "self-test ok: $snippet compiles"
    else
      echo "self-test FAILED: $snippet does not compile:"
      sed 's/^/  /' "$log"
      failures=$((failures + 1))
    fi
  done
  for snippet in Tests/AppleStandIns/SelfTest/Broken/"$subdir"*.swift; do
    log="$logs/broken-$(basename "$snippet" .swift).log"
    expected=$(sed -n '1s|^// expect: ||p' "$snippet")
    if [ -z "$expected" ]; then
      echo "self-test FAILED: $snippet does not start with '// expect: <error>'"
      failures=$((failures + 1))
    elif swiftc -typecheck "$@" "$snippet" >"$log" 2>&1; then
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
}

# SwiftPM compiles every target of this package with `-package-name` set to the package's
# identity (its directory's name, lowercased, with other characters than letters, digits and
# underscores replaced by underscores); KizunaUIKit is such a target. Read it from the build
# plan when there is one.
package_name=$(sed -n 's/.*"-module-name","Kizuna",.*"-package-name","\([^"]*\)".*/\1/p' \
  .build/debug.yaml 2>/dev/null | head -n 1)
[ -n "$package_name" ] ||
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
# The check compiles KizunaUIKit and KizunaAppKit with coverage counters and links every binary
# that runs them with the profiling runtime, so that, after the runs, each public member of the
# two modules is counted as driven or not (scripts/count-driven-adapters.py).
profile=()
link_profile=()
if checking; then
  profile=(-profile-generate -profile-coverage-mapping)
  link_profile=(-profile-generate)
  mkdir -p "$out/profiles"
  export LLVM_PROFILE_FILE="$out/profiles/%m-%p.profraw"
fi

# ---- SwiftUI (KizunaSwiftUI, KizunaMachine's SwiftUI code) ---------------------------------------
# On Linux `canImport(SwiftUI)` is false, so SwiftPM never compiles KizunaMachine's SwiftUI file
# (InputProxy+SwiftUI.swift) nor Sources/KizunaSwiftUI. This block compiles them, with the flags
# above (`common`, `features`), against two stand-ins: `Combine` (Tests/AppleStandIns/Combine:
# OpenCombine re-exported, plus the Combine operators it lacks, transcribed) and `SwiftUI`
# (Tests/AppleStandIns/SwiftUI: transcribed declarations, compiled, never run). KizunaMachine is
# recompiled whole, as on an Apple system (`import Combine`, with its SwiftUI file). Everything
# goes to "$out/swiftui", a path only this block uses, so that the UIKit and AppKit steps keep
# SwiftPM's KizunaMachine. Then the SwiftUI article's examples (`<!-- example: apple=SwiftUI -->`)
# are typechecked; with --self-test, Tests/AppleStandIns/SelfTest/Correct/SwiftUI must compile,
# each snippet of .../Broken/SwiftUI must fail with the error its first line names, and the
# counter screen must fail without InputProxy+SwiftUI.swift.
swiftui="$out/swiftui"
mkdir -p "$swiftui/modules"
swift build "${traits[@]}" --target KizunaMachine >/dev/null
open_combine_map=$(find "$bin" -path '*COpenCombineHelpers.build/module.modulemap' | head -n 1)
[ -n "$open_combine_map" ] || {
  echo "check-apple-adapters: no COpenCombineHelpers module map (swift build --traits OpenCombine)" >&2
  exit 1
}
# Importing OpenCombine (through the Combine stand-in) needs its C helper module's map.
swiftui_common=(-I "$swiftui/modules" "${common[@]}" -Xcc "-fmodule-map-file=$open_combine_map")
for module in Combine SwiftUI; do
  swiftc -module-name "$module" "${swiftui_common[@]}" -wmo -c -o "$swiftui/$module.o" \
    -emit-module -emit-module-path "$swiftui/modules/$module.swiftmodule" \
    "Tests/AppleStandIns/$module"/*.swift
done
# compile_swiftui_target DIR TARGET FILE...: TARGET's module and object go to DIR.
compile_swiftui_target() {
  local dir=$1 target=$2
  shift 2
  mkdir -p "$dir/modules"
  swiftc -module-name "$target" -package-name "$package_name" "${swiftui_common[@]}" \
    "${features[@]}" -DSWIFT_PACKAGE -DDEBUG -wmo -c -emit-module \
    -emit-module-path "$dir/modules/$target.swiftmodule" -o "$dir/$target.o" "$@"
}
swiftui_machine=()
while IFS= read -r file; do swiftui_machine+=("$file"); done \
  < <(find Sources/KizunaMachine -name '*.swift' | sort)
swiftui_adapters=(Sources/KizunaSwiftUI/*.swift)
compile_swiftui_target "$swiftui" KizunaMachine "${swiftui_machine[@]}"
# KizunaRicemill re-exports that KizunaMachine, so the docs' SwiftUI examples can import it.
compile_swiftui_target "$swiftui" KizunaRicemill Sources/KizunaRicemill/*.swift
compile_swiftui_target "$swiftui" KizunaSwiftUI "${swiftui_adapters[@]}"

typecheck_examples SwiftUI "${swiftui_common[@]}"

if checking; then
  echo "check-apple-adapters: Sources/KizunaMachine (${#swiftui_machine[@]} files, with its SwiftUI code) and Sources/KizunaSwiftUI (${#swiftui_adapters[@]} files) compile against the Combine and SwiftUI stand-ins (Swift 6, complete concurrency checking, no warnings)."
fi
if self_testing; then
  # The counter screen's resolver is the machine tests' StoredCounter, compiled with each snippet.
  counter_fixture=Tests/KizunaMachineTests/Fixtures/StoredCounter.swift
  self_test_snippets SwiftUI "$swiftui" "${swiftui_common[@]}" "$counter_fixture"
  # Without KizunaMachine's SwiftUI file the counter screen must not compile: its
  # `Toggle(isOn: machine.input.isOn)` needs that file's `Binding`. This shows that the file is
  # compiled here, and is what SwiftUI code gets.
  without=()
  for file in "${swiftui_machine[@]}"; do
    [ "$(basename "$file")" = "InputProxy+SwiftUI.swift" ] || without+=("$file")
  done
  compile_swiftui_target "$swiftui/without-swiftui" KizunaMachine "${without[@]}"
  screen=Tests/AppleStandIns/SelfTest/Correct/SwiftUI/CounterScreen.swift
  expected="cannot convert value of type 'PublishedBinding<Bool>' to expected argument type 'Binding<Bool>'"
  log="$swiftui/without-swiftui/screen.log"
  if swiftc -typecheck -I "$swiftui/without-swiftui/modules" "${swiftui_common[@]}" \
    "$counter_fixture" "$screen" \
    >"$log" 2>&1; then
    echo "self-test FAILED: $screen compiles without InputProxy+SwiftUI.swift"
    failures=$((failures + 1))
  elif ! grep -qF -- "$expected" "$log"; then
    echo "self-test FAILED: without InputProxy+SwiftUI.swift, $screen failed another way:"
    sed 's/^/  /' "$log"
    failures=$((failures + 1))
  else
    echo "self-test ok: without InputProxy+SwiftUI.swift, $screen is rejected ($expected)"
  fi
  if [ "$failures" -gt 0 ]; then
    echo "check-apple-adapters --self-test: $failures SwiftUI failure(s)"
    exit 1
  fi
fi
# ---- end of SwiftUI -----------------------------------------------------------------------------

# 1. The stand-in modules: the Objective-C runtime's associated objects, CoreGraphics' CGColor
# and QuartzCore's CALayer (which UIKit re-exports, as Apple's does), and UIKit.
for module in ObjectiveC CoreGraphics QuartzCore UIKit; do
  swiftc -module-name "$module" -parse-as-library -swift-version 6 -strict-concurrency=complete \
    -warnings-as-errors -I "$out/modules" -I "$modules" -Xcc "-fmodule-map-file=$c_module_map" \
    -wmo -c -o "$out/$module.o" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    "Tests/AppleStandIns/$module"/*.swift
done

# 2. Every file of KizunaUIKit, as one module, compiled to an object file.
# compile_adapters DIR FILE...: the module and the object go to DIR.
compile_adapters() {
  local dir=$1
  shift
  mkdir -p "$dir/modules"
  # -D: what SwiftPM defines for a debug build of a target (no trait: on Apple systems
  # KizunaUIKit's build has no OpenCombine).
  swiftc -module-name KizunaUIKit -package-name "$package_name" "${common[@]}" "${features[@]}" \
    "${profile[@]}" -DSWIFT_PACKAGE -DDEBUG -wmo -c -emit-module -emit-module-path "$dir/modules/KizunaUIKit.swiftmodule" \
    -o "$dir/KizunaUIKit.o" "$@"
}

# 3. The UIKit-style tests (Tests/AppleStandIns/UIKitTests, Swift Testing): the sign-up screen
# and the sectioned text-input table (the view controllers of the UIKit article, extracted
# above), random runs of TableViewBinding and CollectionViewBinding, on the stand-in UIKit,
# whose table and collection view send every batch to the oracle. Linked from the object files of Kizuna, KizunaTestSupport, KizunaExamples (and KizunaMachine with
# OpenCombine on Linux, which it uses), the stand-ins and the KizunaUIKit of DIR, as SwiftPM
# links a test target. KIZUNA_STAND_IN_STEPS sets the random runs' steps (2,000 by default).
# swiftpm_link_inputs TARGET...: sets the caller's `objects` to the object files SwiftPM built
# for the TARGETs that exist here (OpenCombine only on Linux), and `helpers` to the module map of
# OpenCombine's C helpers, a module KizunaMachine's interface names on Linux, if it was built.
swiftpm_link_inputs() {
  objects=()
  for target in "$@"; do
    [ -d "$bin/$target.build" ] && objects+=("$bin/$target.build"/*.o)
  done
  helpers=()
  [ -f "$bin/COpenCombineHelpers.build/module.modulemap" ] &&
    helpers=(-Xcc "-fmodule-map-file=$bin/COpenCombineHelpers.build/module.modulemap")
  return 0
}

# run_tests DIR [SWIFT TESTING ARGUMENTS...]: builds DIR/uikit-tests and runs it.
run_tests() {
  local dir=$1
  shift
  require_examples UIKit
  local examples=("$out/examples/UIKit"/*.swift)
  local objects helpers
  swiftpm_link_inputs Kizuna KizunaTestSupport KizunaExamples KizunaMachine CKizunaPlatform \
    OpenCombine COpenCombineHelpers
  swiftc -module-name UIKitTests -package-name "$package_name" -parse-as-library \
    -I "$dir/modules" "${common[@]}" "${helpers[@]}" "${link_profile[@]}" -o "$dir/uikit-tests" \
    Tests/AppleStandIns/UIKitTests/*.swift Tests/AppleStandIns/Shared/*.swift \
    "${examples[@]}" \
    "$dir/KizunaUIKit.o" "$out/ObjectiveC.o" "$out/CoreGraphics.o" "$out/QuartzCore.o" "$out/UIKit.o" "${objects[@]}" -lstdc++
  "$dir/uikit-tests" "$@"
}

adapters=(Sources/KizunaUIKit/*.swift)
compile_adapters "$out/adapters" "${adapters[@]}"

# ---- Bond v4 (KizunaBondUIKit) -------------------------------------------------------------------
# KizunaBondUIKit (Bond v4's `bnd_*` members and table binding) over the KizunaUIKit just
# compiled, with the library's flags. Then the seeds' Bond v4 code as printed (only the changes
# the Swift language and Swift 3's SDK renaming force; each file's header lists them), as a 2016
# app would build it: Swift 5 language mode, no concurrency flags; warnings are allowed there
# (as UIKit's preconcurrency gives them on Apple's SDK), errors are not:
# - module BondSeedsUIKit: the practical-samples article (seeds 000/003) and the mini Bond's
#   screen (001): Tests/AppleStandIns/Bond/*.swift, with the seeds' UIKit-free files, whose
#   home is the BondSeeds package (BondSeeds/Sources/BondSeeds: SignUpVM, TextInputTableCellVM,
#   Story), compiled here from there, not copied;
# - module BondComposerUIKit: the message composer of the 2023 post (seed 004),
#   Tests/AppleStandIns/Bond/Composer/*.swift (its `ViewController` has the name of the
#   practical samples' table screen, so it is a module of its own).
# Both are compiled with -enable-testing (the articles' types are internal) and private imports
# (the tests' harness calls what a storyboard and viewDidLoad would: the articles' private
# setupBind() and bindTableView()). Last, Tests/AppleStandIns/BondUIKitTests (Swift Testing)
# drive the seeds' screens as a user would, on the stand-in UIKit whose table sends every batch
# to the table-update oracle, and compare the composer with KizunaExamples' view model.
bond_uikit=(Sources/KizunaBondUIKit/*.swift)
swiftc -module-name KizunaBondUIKit -package-name "$package_name" -I "$out/adapters/modules" \
  "${common[@]}" "${features[@]}" -DSWIFT_PACKAGE -DDEBUG -wmo -c -emit-module \
  -emit-module-path "$out/adapters/modules/KizunaBondUIKit.swiftmodule" \
  -o "$out/adapters/KizunaBondUIKit.o" "${bond_uikit[@]}"
bond_seeds=(BondSeeds/Sources/BondSeeds/*.swift Tests/AppleStandIns/Bond/*.swift)
bond_composer=(Tests/AppleStandIns/Bond/Composer/*.swift)
bond_log="$out/bond-seeds.log"
: >"$bond_log"
# compile_bond_seeds MODULE FILE...: MODULE's interface and object go to "$out/adapters".
compile_bond_seeds() {
  local module=$1 log="$out/$1.log"
  shift
  if ! swiftc -module-name "$module" -swift-version 5 -parse-as-library -enable-testing \
    -Xfrontend -enable-private-imports \
    -I "$out/adapters/modules" -I "$out/modules" -I "$modules" \
    -Xcc "-fmodule-map-file=$c_module_map" -wmo -c -emit-module \
    -emit-module-path "$out/adapters/modules/$module.swiftmodule" \
    -o "$out/adapters/$module.o" "$@" >"$log" 2>&1; then
    cat "$log"
    echo "check-apple-adapters: the seeds' Bond v4 UIKit code ($module) does not compile (Swift 5 mode)" >&2
    exit 1
  fi
  cat "$log" >>"$bond_log"
}
compile_bond_seeds BondSeedsUIKit "${bond_seeds[@]}"
compile_bond_seeds BondComposerUIKit "${bond_composer[@]}"
bond_warnings=$(grep -c ": warning: " "$bond_log" || true)

# run_bond_tests [SWIFT TESTING ARGUMENTS...]: builds and runs the Bond v4 UIKit tests, linked
# as run_tests links the UIKit ones, with KizunaExamples (the composer's comparison).
run_bond_tests() {
  local objects helpers
  swiftpm_link_inputs KizunaBond Kizuna KizunaTestSupport KizunaExamples KizunaMachine \
    CKizunaPlatform OpenCombine COpenCombineHelpers
  swiftc -module-name BondUIKitTests -package-name "$package_name" -parse-as-library \
    -I "$out/adapters/modules" "${common[@]}" "${helpers[@]}" "${link_profile[@]}" \
    -o "$out/adapters/bond-uikit-tests" \
    Tests/AppleStandIns/BondUIKitTests/*.swift Tests/AppleStandIns/UIKitTests/UserActions.swift \
    Tests/AppleStandIns/Shared/*.swift \
    "$out/adapters/BondSeedsUIKit.o" "$out/adapters/BondComposerUIKit.o" \
    "$out/adapters/KizunaBondUIKit.o" "$out/adapters/KizunaUIKit.o" "$out/ObjectiveC.o" \
    "$out/CoreGraphics.o" "$out/QuartzCore.o" "$out/UIKit.o" "${objects[@]}" -lstdc++
  "$out/adapters/bond-uikit-tests" "$@"
}
# ---- end of Bond v4 -----------------------------------------------------------------------------

# ---- AppKit (KizunaAppKit) ---------------------------------------------------------------------
# The same for AppKit: `Tests/AppleStandIns/AppKit` is a module named `AppKit` (transcribed from
# Apple's documentation, as the UIKit one), so `#if canImport(AppKit)` is true and every file of
# Sources/KizunaAppKit is compiled with KizunaUIKit's flags; its module goes beside KizunaUIKit's,
# so the self-test's Correct and Broken snippets may import either. Not compiled here: the
# `@objc` action method of ControlActionTarget (behind `_runtime(_ObjC)`; no Objective-C runtime
# on Linux). The AppKit article's examples typecheck against it. Then the tables run:
# Tests/AppleStandIns/Run/AppKitTableBindingRun.swift drives NSTableViewBinding through two
# stand-in NSTableViews, whose row changes go to SequentialTableModel (NSTableView's sequential
# semantics), and NSCollectionViewBinding through a stand-in NSCollectionView, whose batches go
# to TableViewModel, with random edits and user moves, failing on any rejected change or any
# difference between a view and the data. Last, Tests/AppleStandIns/AppKitTests (Swift Testing)
# drive every adapter of KizunaAppKit as a user would, on the stand-in AppKit: clicks, typing,
# a slider's drag, a segment or a pop-up item chosen, a switch flipped (the stand-in's
# `simulate...` helpers: the control changes, then sends its action with `sendAction(_:to:)`,
# as AppKit does on user interaction only), each observed in the bound observable; values set
# into the observables shown by the controls without an action message; the one-way targets;
# and the bindings' binder and view as an app reads them. The test binaries are linked with the
# profiling runtime, so that count_driven_adapters counts what they ran.
swiftc -module-name AppKit -parse-as-library -swift-version 6 -strict-concurrency=complete \
  -warnings-as-errors -I "$out/modules" -I "$modules" -Xcc "-fmodule-map-file=$c_module_map" \
  -wmo -c -o "$out/AppKit.o" -emit-module -emit-module-path "$out/modules/AppKit.swiftmodule" \
  Tests/AppleStandIns/AppKit/*.swift

# compile_appkit_adapters DIR FILE...: KizunaAppKit's module and object go to DIR.
compile_appkit_adapters() {
  local dir=$1
  shift
  mkdir -p "$dir/modules"
  swiftc -module-name KizunaAppKit -package-name "$package_name" "${common[@]}" "${features[@]}" \
    "${profile[@]}" -DSWIFT_PACKAGE -DDEBUG -wmo -c -emit-module \
    -emit-module-path "$dir/modules/KizunaAppKit.swiftmodule" -o "$dir/KizunaAppKit.o" "$@"
}

# run_appkit_tables DIR: builds DIR/appkit-table-run against DIR's KizunaAppKit and runs it.
run_appkit_tables() {
  local dir=$1
  swiftc -module-name AppKitTableBindingRun -package-name "$package_name" -parse-as-library \
    -I "$dir/modules" "${common[@]}" "${link_profile[@]}" \
    -o "$dir/appkit-table-run" Tests/AppleStandIns/Run/AppKitTableBindingRun.swift \
    Tests/AppleStandIns/SharedAppKit/*.swift \
    Tests/AppleStandIns/Shared/*.swift \
    "$dir/KizunaAppKit.o" "$out/ObjectiveC.o" "$out/CoreGraphics.o" "$out/QuartzCore.o" "$out/AppKit.o" \
    "$bin"/Kizuna.build/*.o "$bin"/KizunaTestSupport.build/*.o "$bin"/CKizunaPlatform.build/*.o
  "$dir/appkit-table-run"
}

# run_appkit_tests [SWIFT TESTING ARGUMENTS...]: builds the AppKit-style tests against the
# KizunaAppKit of "$out/adapters", linked as the Bond AppKit tests are, and runs them.
run_appkit_tests() {
  swiftc -module-name AppKitTests -package-name "$package_name" -parse-as-library \
    -I "$out/adapters/modules" "${common[@]}" "${link_profile[@]}" -o "$out/adapters/appkit-tests" \
    Tests/AppleStandIns/AppKitTests/*.swift Tests/AppleStandIns/Shared/*.swift \
    Tests/AppleStandIns/SharedAppKit/*.swift \
    "$out/adapters/KizunaAppKit.o" "$out/ObjectiveC.o" "$out/CoreGraphics.o" "$out/QuartzCore.o" \
    "$out/AppKit.o" "$bin"/Kizuna.build/*.o "$bin"/KizunaTestSupport.build/*.o \
    "$bin"/CKizunaPlatform.build/*.o -lstdc++
  "$out/adapters/appkit-tests" "$@"
}

appkit_adapters=(Sources/KizunaAppKit/*.swift)
compile_appkit_adapters "$out/adapters" "${appkit_adapters[@]}"
typecheck_examples AppKit -I "$out/adapters/modules" "${common[@]}"

if checking; then
  echo "check-apple-adapters: Sources/KizunaAppKit (${#appkit_adapters[@]} files) compiles against the AppKit stand-in (Swift 6, complete concurrency checking, no warnings)."
  run_appkit_tables "$out/adapters"
  run_appkit_tests
fi
if self_testing; then
  # --self-test: an NSTableViewBinding that performs the planned moves backwards is caught.
  appkit_broken="$out/broken-appkit-adapters"
  mkdir -p "$appkit_broken"
  for file in "${appkit_adapters[@]}"; do
    sed 's/tableView.moveRow(at: from, to: to)/tableView.moveRow(at: to, to: from)/' \
      "$file" >"$appkit_broken/$(basename "$file")"
  done
  if cmp -s Sources/KizunaAppKit/NSTableViewBinding.swift "$appkit_broken/NSTableViewBinding.swift"; then
    echo "self-test FAILED: could not break NSTableViewBinding.swift (its moveRow line changed?)"
    exit 1
  fi
  compile_appkit_adapters "$appkit_broken" "$appkit_broken"/*.swift
  # Its coverage counters go elsewhere: the broken module's runs must not count as the real
  # module's (count_driven_adapters reads "$out/profiles").
  if LLVM_PROFILE_FILE="$out/self-test-profiles/%m-%p.profraw" \
    run_appkit_tables "$appkit_broken" >"$appkit_broken/run.log" 2>&1; then
    echo "self-test FAILED: the AppKit run accepted an NSTableViewBinding that moves rows backwards"
    exit 1
  elif ! grep -q "rejected a row change or shows other data" "$appkit_broken/run.log"; then
    echo "self-test FAILED: the AppKit run of the broken NSTableViewBinding failed another way:"
    sed 's/^/  /' "$appkit_broken/run.log"
    exit 1
  fi
  echo "self-test ok: the AppKit run catches an NSTableViewBinding that moves rows backwards ($(grep -o 'step [0-9]*' "$appkit_broken/run.log"))"
fi
# ---- end of AppKit -----------------------------------------------------------------------------

# ---- Bond v4 AppKit (KizunaBondAppKit) -----------------------------------------------------------
# KizunaBondAppKit (Bond v4's OS X `bnd_*` members, `bnd_bag` and the table binding) over the
# KizunaAppKit just compiled, with the library's flags. Then Tests/AppleStandIns/BondAppKitTests
# (Swift Testing) drive every member as a user would, on the stand-in AppKit: typing into a
# field or a text view, pressing Return, clicking (a control sends its action only from such a
# simulated user action, never when a value is set in code, as AppKit does), values set into
# the observables; and `bindTo(_:delegate:)` through random edits and batches of Bond arrays,
# whose every row change goes to the oracle of NSTableView's sequential semantics.
# The self-test compiles the module only.
bond_appkit=(Sources/KizunaBondAppKit/*.swift)
swiftc -module-name KizunaBondAppKit -package-name "$package_name" -I "$out/adapters/modules" \
  "${common[@]}" "${features[@]}" -DSWIFT_PACKAGE -DDEBUG -wmo -c -emit-module \
  -emit-module-path "$out/adapters/modules/KizunaBondAppKit.swiftmodule" \
  -o "$out/adapters/KizunaBondAppKit.o" "${bond_appkit[@]}"
if checking; then
  echo "check-apple-adapters: Sources/KizunaBondAppKit (${#bond_appkit[@]} files) compiles against the AppKit stand-in and KizunaAppKit (Swift 6, complete concurrency checking, no warnings)."
  swiftc -module-name BondAppKitTests -package-name "$package_name" -parse-as-library \
    -I "$out/adapters/modules" "${common[@]}" "${link_profile[@]}" -o "$out/adapters/bond-appkit-tests" \
    Tests/AppleStandIns/BondAppKitTests/*.swift Tests/AppleStandIns/Shared/*.swift \
    "$out/adapters/KizunaBondAppKit.o" "$out/adapters/KizunaAppKit.o" "$out/ObjectiveC.o" \
    "$out/CoreGraphics.o" "$out/QuartzCore.o" "$out/AppKit.o" "$bin"/KizunaBond.build/*.o "$bin"/Kizuna.build/*.o \
    "$bin"/KizunaTestSupport.build/*.o "$bin"/CKizunaPlatform.build/*.o -lstdc++
  "$out/adapters/bond-appkit-tests"
fi
# ---- end of Bond v4 AppKit ----------------------------------------------------------------------

# ---- Objective-C branches ------------------------------------------------------------------------
# KizunaAppKit's ControlActionTarget has an Objective-C branch (`#if _runtime(_ObjC)`: the
# `@objc` action method and its `#selector`) that the compiles above leave out. Swift's
# `-enable-objc-interop` makes `_runtime(_ObjC)` true; with the stand-in ObjectiveC module (its
# `Selector`) on the path, KizunaAppKit typechecks with that branch in, in Swift 6 with
# warnings as errors. Typechecked only: code generation needs Apple's Objective-C runtime. (The
# same flag on KizunaBondAppKit would need NSObject's `responds(to:)` and
# `forwardingTarget(for:)`, which the stand-ins do not declare; its Objective-C branch is left to
# the Apple build.)
objc_check() { # FILE...: typechecks KizunaAppKit's FILEs with Objective-C interop
  swiftc -typecheck -Xfrontend -enable-objc-interop -module-name KizunaAppKit \
    -package-name "$package_name" "${common[@]}" "${features[@]}" -DSWIFT_PACKAGE -DDEBUG "$@"
}
objc_check "${appkit_adapters[@]}"
if checking; then
  echo "check-apple-adapters: Sources/KizunaAppKit typechecks with Objective-C interop (ControlActionTarget's @objc action method and #selector included)."
fi
if self_testing; then
  # --self-test: a #selector naming no method fails, so the branch is really typechecked.
  objc_broken="$out/broken-objc"
  mkdir -p "$objc_broken"
  cp "${appkit_adapters[@]}" "$objc_broken/"
  sed -i 's/#selector(performAction(_:))/#selector(performActionNamedWrongly(_:))/' \
    "$objc_broken/ControlActionTarget.swift"
  if cmp -s Sources/KizunaAppKit/ControlActionTarget.swift "$objc_broken/ControlActionTarget.swift"; then
    echo "self-test FAILED: could not break ControlActionTarget.swift's #selector (its line changed?)"
    exit 1
  fi
  if objc_check "$objc_broken"/*.swift >"$objc_broken/typecheck.log" 2>&1; then
    echo "self-test FAILED: the Objective-C typecheck accepted a #selector of no method"
    exit 1
  fi
  echo "self-test ok: the Objective-C typecheck rejects ControlActionTarget with a #selector of no method"
fi
# ---- end of Objective-C branches ----------------------------------------------------------------

# count_driven_adapters: after the runs, counts the public members of KizunaUIKit and KizunaAppKit
# that ran (coverage of the runs above; scripts/count-driven-adapters.py), and fails if one that
# Tests/AppleStandIns/not-driven-<module>.txt does not list did not run.
count_driven_adapters() {
  local tools graphs="$out/symbol-graphs" status=0
  tools=$(dirname "$(command -v swiftc)")
  mkdir -p "$graphs"
  "$tools/llvm-profdata" merge -o "$out/adapters.profdata" "$out/profiles"/*.profraw
  "$tools/llvm-cov" export -instr-profile "$out/adapters.profdata" -skip-expansions \
    "$out/adapters/uikit-tests" -object "$out/adapters/bond-uikit-tests" \
    -object "$out/adapters/appkit-table-run" -object "$out/adapters/appkit-tests" \
    -object "$out/adapters/bond-appkit-tests" \
    >"$out/adapters-coverage.json"
  for module in KizunaUIKit KizunaAppKit; do
    swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
      -I "$out/adapters/modules" -I "$out/modules" -I "$modules" \
      -Xcc "-fmodule-map-file=$c_module_map" -minimum-access-level public -output-dir "$graphs"
    python3 scripts/count-driven-adapters.py --module "$module" --symbol-graphs "$graphs" \
      --coverage "$out/adapters-coverage.json" \
      --exceptions "Tests/AppleStandIns/not-driven-$module.txt" || status=1
  done
  return $status
}

if checking; then
  echo "check-apple-adapters: Sources/KizunaUIKit (${#adapters[@]} files) compiles against the UIKit stand-in (Swift 6, complete concurrency checking, no warnings)."
  echo "check-apple-adapters: Sources/KizunaBondUIKit (${#bond_uikit[@]} files) compiles too, and the seeds' Bond v4 code against it ($((${#bond_seeds[@]} + ${#bond_composer[@]})) files, Swift 5 mode), with $bond_warnings warnings."
  # Each kind of warning, its names blanked, with its count.
  grep -o "warning: .*" "$bond_log" | sed "s/'[^']*'/'_'/g" | sort | uniq -c | sed 's/^/  /' || true
  run_tests "$out/adapters"
  run_bond_tests
  count_driven_adapters
  self_testing || exit 0
  # The self-test's runs below count their coverage elsewhere.
  export LLVM_PROFILE_FILE="$out/self-test-profiles/%m-%p.profraw"
fi

# --self-test: the correct snippets compile; each broken one fails with the error it names in
# its first line (`// expect: <text of the compiler's error>`); a TableViewBinding that swaps
# the two paths of a row move is caught by the run.
# First on the path: SwiftPM's own (empty, on Linux) KizunaUIKit module is in "$modules".
common=(-I "$out/adapters/modules" "${common[@]}")
self_test_snippets "" "$out" "${common[@]}"

broken="$out/broken-adapters"
mkdir -p "$broken"
# The row move is performed by the one `UITableView.perform(_:animation:)` that
# TableViewBinding uses (TableOperation+UIKit.swift).
for file in "${adapters[@]}"; do
  sed 's/moveRow(at: from.indexPath, to: to.indexPath)/moveRow(at: to.indexPath, to: from.indexPath)/' \
    "$file" >"$broken/$(basename "$file")"
done
if cmp -s "Sources/KizunaUIKit/TableOperation+UIKit.swift" "$broken/TableOperation+UIKit.swift"; then
  echo "self-test FAILED: could not break TableOperation+UIKit.swift (its moveRow line changed?)"
  failures=$((failures + 1))
else
  compile_adapters "$broken" "$broken"/*.swift
  if run_tests "$broken" --filter RandomTableRunTests >"$broken/run.log" 2>&1; then
    echo "self-test FAILED: the run accepted a TableViewBinding that swaps row moves"
    failures=$((failures + 1))
  elif ! grep -q "rejected a batch" "$broken/run.log"; then
    echo "self-test FAILED: the run of the broken TableViewBinding failed another way:"
    sed 's/^/  /' "$broken/run.log"
    failures=$((failures + 1))
  else
    echo "self-test ok: the run catches a TableViewBinding that swaps row moves ($(grep -o 'step [0-9]*: the table rejected a batch' "$broken/run.log" | head -n 1))"
  fi
fi

if [ "$failures" -gt 0 ]; then
  echo "check-apple-adapters --self-test: $failures failure(s)"
  exit 1
fi
echo "check-apple-adapters --self-test: the correct snippets compile; every broken one is rejected."
