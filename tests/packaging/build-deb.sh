#!/bin/bash
# packaging_build_deb: runs CPack's DEB generator on the build tree and checks
# that exactly the expected .deb came out. The other packaging tests use it.
# Usage: build-deb.sh <cpack> <build dir>
# shellcheck source=tests/packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cpack="$1"
build_dir="$2"
require_env SCALESTUDY_DEB_DIR SCALESTUDY_PACKAGE SCALESTUDY_VERSION
require_tool dpkg-deb dpkg-shlibdeps
[[ -f "$build_dir/CPackConfig.cmake" ]] || fail "no CPackConfig.cmake in $build_dir"

rm -rf "$SCALESTUDY_DEB_DIR"
mkdir -p "$SCALESTUDY_DEB_DIR"
"$cpack" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$SCALESTUDY_DEB_DIR" \
    || fail "cpack -G DEB failed"

shopt -s nullglob
debs=("$SCALESTUDY_DEB_DIR"/*.deb)
[[ ${#debs[@]} -eq 1 ]] || fail "expected one .deb, cpack made ${#debs[@]}: ${debs[*]}"
deb="$(the_deb)"
dpkg-deb --info "$deb" >/dev/null || fail "$deb is not a valid Debian package"
echo "built $deb"
