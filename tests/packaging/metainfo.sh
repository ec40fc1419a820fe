#!/bin/bash
# packaging_metainfo: the packaged AppStream metainfo passes
# `appstreamcli validate --no-net --strict` (fails on any issue above
# pedantic) and says what the issue asks for: the id, a launchable that is the
# packaged desktop file, Bengali name and summary, screenshots, this version
# as the newest release, an OARS content rating and the binary it provides.
# shellcheck source=tests/packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require_env SCALESTUDY_APP_ID SCALESTUDY_VERSION
require_tool appstreamcli xmllint dpkg-deb
deb="$(the_deb)"
unpack_to_scratch_root "$deb"
metainfo="$SCRATCH_ROOT/usr/share/metainfo/$SCALESTUDY_APP_ID.metainfo.xml"
[[ -f "$metainfo" ]] || fail "the package has no usr/share/metainfo/$SCALESTUDY_APP_ID.metainfo.xml"

appstreamcli validate --no-net --strict "$metainfo" || fail "appstreamcli validate rejected $metainfo"

query() { xmllint --xpath "$1" "$metainfo" 2>/dev/null || true; }
[[ "$(query 'string(/component/id)')" == "$SCALESTUDY_APP_ID" ]] || fail "<id> is not $SCALESTUDY_APP_ID"
[[ "$(query 'string(/component/@type)')" == "desktop-application" ]] || fail "component type is not desktop-application"
launchable="$(query 'string(/component/launchable[@type="desktop-id"])')"
[[ "$launchable" == "$SCALESTUDY_APP_ID.desktop" ]] || fail "launchable is '$launchable'"
[[ -f "$SCRATCH_ROOT/usr/share/applications/$launchable" ]] || fail "the launchable $launchable is not in the package"
for element in name summary; do
    english="$(query "string(/component/${element}[not(@xml:lang)])")"
    bengali="$(query "string(/component/${element}[@xml:lang='bn'])")"
    [[ -n "$english" ]] || fail "no English <$element>"
    [[ -n "$bengali" ]] || fail "no <$element xml:lang=\"bn\">"
done
has_bengali "$(query "string(/component/summary[@xml:lang='bn'])")" || fail "the Bengali summary is not in Bengali"
has_bengali "$(query "string(/component/description/p[@xml:lang='bn'][1])")" || fail "no Bengali description paragraph"
[[ "$(query 'count(/component/screenshots/screenshot)')" -ge 1 ]] || fail "no screenshots"
[[ "$(query 'count(/component/screenshots/screenshot/image[not(starts-with(normalize-space(.), "https://"))])')" == 0 ]] \
    || fail "every screenshot image must be an https URL"
[[ "$(query 'string(/component/releases/release[1]/@version)')" == "$SCALESTUDY_VERSION" ]] \
    || fail "the newest release is '$(query 'string(/component/releases/release[1]/@version)')', project is $SCALESTUDY_VERSION"
[[ "$(query 'string(/component/content_rating/@type)')" == "oars-1.1" ]] || fail "no oars-1.1 content rating"
[[ "$(query 'string(/component/provides/binary)')" == "scalestudy" ]] || fail "does not provide the binary scalestudy"
[[ -x "$SCRATCH_ROOT/usr/bin/$(query 'string(/component/provides/binary)')" ]] || fail "the provided binary is not in the package"
echo "metainfo $SCALESTUDY_APP_ID.metainfo.xml is valid"
