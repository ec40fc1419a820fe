# shellcheck shell=bash
# Shared helpers for the packaging tests. Sourced by each test.
# CTest passes the facts through the environment (see tests/CMakeLists.txt):
#   SCALESTUDY_DEB_DIR      where packaging_build_deb leaves the .deb
#   SCALESTUDY_VERSION      PROJECT_VERSION
#   SCALESTUDY_APP_ID       the reverse-DNS application id
#   SCALESTUDY_PACKAGE      the Debian package name
#   SCALESTUDY_ICON_SIZES   the hicolor PNG sizes, space separated
set -euo pipefail

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

require_env() {
    local name
    for name in "$@"; do
        [[ -n "${!name:-}" ]] || fail "environment variable $name is not set (run through ctest)"
    done
}

require_tool() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null || fail "'$tool' is not installed (see packaging/deps/test.txt)"
    done
}

# The one .deb that packaging_build_deb made, named as Debian names it.
the_deb() {
    require_env SCALESTUDY_DEB_DIR SCALESTUDY_PACKAGE SCALESTUDY_VERSION
    local arch deb
    arch="$(dpkg --print-architecture)"
    deb="$SCALESTUDY_DEB_DIR/${SCALESTUDY_PACKAGE}_${SCALESTUDY_VERSION}_${arch}.deb"
    [[ -f "$deb" ]] || fail "no package at $deb (did packaging_build_deb run?)"
    echo "$deb"
}

# Unpacks the package into a fresh scratch root, SCRATCH_ROOT, removed when
# the test exits. Call it directly, not in $(...).
unpack_to_scratch_root() {
    local deb="$1"
    SCRATCH_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/scalestudy-root.XXXXXX")"
    trap 'rm -rf "$SCRATCH_ROOT"' EXIT
    dpkg-deb -x "$deb" "$SCRATCH_ROOT" || fail "dpkg-deb -x $deb failed"
}

# True when the text has a letter of the Bengali block (U+0980..U+09FF).
has_bengali() {
    LC_ALL=C.UTF-8 grep -qP '[\x{0980}-\x{09FF}]' <<<"$1"
}
