#!/bin/bash
# packaging_lintian: lintian finds no error and no warning in the .deb
# (information tags are printed for the log but do not fail).
# shellcheck source=tests/packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require_tool lintian
deb="$(the_deb)"
lintian --fail-on error,warning --info --display-info "$deb" || fail "lintian reports errors or warnings in $deb"
echo "lintian: no error and no warning"
