#!/usr/bin/env bash
# Installs the tools some checks need beyond the Swift toolchain, each only when missing (a
# present tool costs one `command -v`):
#   valgrind   callgrind, for the performance gate (scripts/perf-gate.sh)
#   browser    Debian's chromium and chromium-driver, and Python's selenium in .build/venv, for
#              the browser tests (scripts/browser-tests.sh)
#
#   scripts/install-tools.sh valgrind browser
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
apt_updated=0
# apt_install PACKAGE...: installs Debian packages, updating the package lists once per run.
# Without their recommended packages: for chromium those are a desktop's (upower, a
# notification daemon, D-Bus bindings for Perl: five times the packages), which a headless
# browser never uses and which only lengthen the install.
apt_install() {
  echo "install-tools: apt-get install $*"
  if [ "$apt_updated" -eq 0 ]; then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" \
    >/dev/null
}

for tool in "$@"; do
  case "$tool" in
    valgrind)
      command -v valgrind >/dev/null || apt_install valgrind
      ;;
    browser)
      if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
        apt_install chromium chromium-driver
      fi
      venv=.build/venv
      if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import selenium" 2>/dev/null; then
        echo "install-tools: selenium into $venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install -q --disable-pip-version-check "selenium>=4.20,<5"
      fi
      ;;
    *)
      echo "usage: $0 [valgrind] [browser]" >&2
      exit 2
      ;;
  esac
done
echo "install-tools: ready: $*"
