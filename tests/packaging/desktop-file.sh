#!/bin/bash
# packaging_desktop_file: the packaged desktop entry passes
# desktop-file-validate with no error, warning or hint, is named by the
# application id, carries Bengali translations, and points at an icon and a
# binary that the package ships.
# shellcheck source=tests/packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require_env SCALESTUDY_APP_ID
require_tool desktop-file-validate dpkg-deb
deb="$(the_deb)"
unpack_to_scratch_root "$deb"
desktop="$SCRATCH_ROOT/usr/share/applications/$SCALESTUDY_APP_ID.desktop"
[[ -f "$desktop" ]] || fail "the package has no usr/share/applications/$SCALESTUDY_APP_ID.desktop"

report="$(desktop-file-validate "$desktop" 2>&1)" || { echo "$report" >&2; fail "desktop-file-validate rejected $desktop"; }
[[ -z "$report" ]] || { echo "$report" >&2; fail "desktop-file-validate reported issues"; }

value() { sed -n "s/^$1=//p" "$desktop"; }
[[ "$(value Type)" == "Application" ]] || fail "Type is not Application"
[[ "$(value Icon)" == "$SCALESTUDY_APP_ID" ]] || fail "Icon is '$(value Icon)', want the application id"
[[ -f "$SCRATCH_ROOT/usr/share/icons/hicolor/scalable/apps/$(value Icon).svg" ]] || fail "the icon $(value Icon) is not in the package"
exec_line="$(value Exec)"
program="${exec_line%% *}"
[[ "$program" != */* && -x "$SCRATCH_ROOT/usr/bin/$program" ]] || fail "Exec '$exec_line' does not name the packaged usr/bin binary"
for key in 'Name\[bn\]' 'GenericName\[bn\]' 'Comment\[bn\]' 'Keywords\[bn\]'; do
    text="$(value "$key")"
    [[ -n "$text" ]] || fail "no ${key//\\/} entry"
done
for key in 'GenericName\[bn\]' 'Comment\[bn\]' 'Keywords\[bn\]'; do
    has_bengali "$(value "$key")" || fail "${key//\\/} is not in Bengali: $(value "$key")"
done
[[ "$(value 'Name\[bn\]')" == "$(value Name)" ]] || fail "Name[bn] should keep the product name '$(value Name)'"
echo "desktop entry $SCALESTUDY_APP_ID.desktop is valid"
