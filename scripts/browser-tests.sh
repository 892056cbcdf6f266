#!/usr/bin/env bash
# Browser tests of the sample screens in headless Chromium.
# Idempotent: installs Debian's chromium + chromium-driver and Python selenium (in
# .build/venv) when missing (scripts/install-tools.sh), builds and starts kizuna-demo on a free loopback port with
# --testing (a test-only screen, and each session's server state at /debug/sessions/<id>),
# checks that a second server on that port says so in one line and exits 1, runs
# Tests/browser/test_screens.py (some tests go through Tests/browser/latency_proxy.py, 50 ms
# each way; the caret, composer and navigation tests run at 0, 50 and 300 ms), then
# Tests/browser/test_inspector.py (each screen opened and closed ten times; the binding
# inspector returns to its baseline), saves one screenshot per screen (and the inspector's)
# under .build/screenshots/, and stops the server.
# KIZUNA_BROWSER_TESTS="CaretTests ComposerTests.test_text_typed_after_send_is_kept" runs only
# the named test classes or tests (InspectorTests names the inspector's; and skips
# Tests/browser/test_slow_client.py, which runs last otherwise: a raw client that stops
# reading, with the server's RSS checked).
# KIZUNA_RANDOM_SEEDS=1,2,3 picks the seeds of the randomized sectioned-screen runs.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-tools.sh browser
VENV=.build/venv
. scripts/lib/common.sh

# The flags of every script (scripts/lib/common.sh): this reuses the build of the demo's tests.
swift build "${demo_flags[@]}" --product kizuna-demo
BIN="$(swift build "${demo_flags[@]}" --show-bin-path)/kizuna-demo"

LOG=.build/kizuna-demo-browser.log
"$BIN" --port 0 --testing >"$LOG" 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true' EXIT

URL=""
for _ in $(seq 1 200); do
  URL="$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$LOG" | head -n 1 || true)"
  [ -n "$URL" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$LOG"; echo "kizuna-demo exited early"; exit 1; }
  sleep 0.1
done
[ -n "$URL" ] || { cat "$LOG"; echo "kizuna-demo did not report its URL"; exit 1; }
echo "kizuna-demo at $URL"

# A second server on the same port says so in one line and exits 1.
PORT="${URL##*:}"; PORT="${PORT%/}"
set +e
BUSY="$("$BIN" --port "$PORT" 2>&1)"; BUSY_STATUS=$?
set -e
if [ "$BUSY_STATUS" -ne 1 ] || [ "$BUSY" != "port $PORT is in use; try --port N" ]; then
  echo "kizuna-demo on a busy port: exit $BUSY_STATUS, output:"; echo "$BUSY"; exit 1
fi
echo "busy port reported in one line, exit 1: ok"

mkdir -p .build/screenshots
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ beside the tests
# Names starting with InspectorTests go to Tests/browser/test_inspector.py, the rest to
# test_screens.py; with no names, both run in full.
SCREEN_TESTS=(); INSPECTOR_TESTS=()
for name in ${KIZUNA_BROWSER_TESTS:-}; do
  case "$name" in
    InspectorTests*) INSPECTOR_TESTS+=("$name") ;;
    *) SCREEN_TESTS+=("$name") ;;
  esac
done
if [ -z "${KIZUNA_BROWSER_TESTS:-}" ] || [ "${#SCREEN_TESTS[@]}" -gt 0 ]; then
  KIZUNA_DEMO_URL="$URL" KIZUNA_SCREENSHOTS=.build/screenshots \
    "$VENV/bin/python" Tests/browser/test_screens.py -v "${SCREEN_TESTS[@]}"
fi

# The binding inspector: each screen opened and closed ten times, after the tests
# above have come and gone, and the inspector back at its baseline.
if [ -z "${KIZUNA_BROWSER_TESTS:-}" ] || [ "${#INSPECTOR_TESTS[@]}" -gt 0 ]; then
  KIZUNA_DEMO_URL="$URL" KIZUNA_SCREENSHOTS=.build/screenshots \
    "$VENV/bin/python" Tests/browser/test_inspector.py -v "${INSPECTOR_TESTS[@]}"
fi

# The slow-client attack from a raw socket (no browser), against the same server:
# dropped within the output bound, session released, resident memory within a stated bound.
if [ -z "${KIZUNA_BROWSER_TESTS:-}" ]; then
  KIZUNA_DEMO_URL="$URL" KIZUNA_DEMO_PID="$SERVER_PID" \
    "$VENV/bin/python" Tests/browser/test_slow_client.py -v
fi
