#!/bin/bash
# packaging_installed_app: installs the .deb into a scratch root and starts
# the installed binary headless, as the menu entry would start it:
# --version prints "scalestudy <version>", --help lists the options in
# English, and in Bengali when --lang bn or a Bengali locale asks for it.
# Also asks apt whether the package's dependencies can be installed here.
# shellcheck source=tests/packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require_env SCALESTUDY_APP_ID SCALESTUDY_VERSION
require_tool dpkg-deb timeout
deb="$(the_deb)"
unpack_to_scratch_root "$deb"
root="$SCRATCH_ROOT"

# The command the menu entry runs, resolved inside the scratch root.
desktop="$root/usr/share/applications/$SCALESTUDY_APP_ID.desktop"
exec_line="$(sed -n 's/^Exec=//p' "$desktop")"
program="$root/usr/bin/${exec_line%% *}"
[[ -x "$program" ]] || fail "the menu entry's Exec '$exec_line' is not an installed binary"

# A private home, so the app never touches the real one.
home="$root/home"
mkdir -p "$home"

# run [VAR=value...] -- <args...>: runs the installed app headless with a
# clean environment plus the given locale variables; prints its stdout and
# fails on a non-zero exit or a hang.
run() {
    local locale_vars=() output status=0
    while [[ "$1" != "--" ]]; do locale_vars+=("$1"); shift; done
    shift
    output="$(env -i PATH=/usr/bin:/bin HOME="$home" \
        XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
        XDG_RUNTIME_DIR="$home/runtime" QT_QPA_PLATFORM=offscreen \
        "${locale_vars[@]}" \
        timeout 30 "$program" "$@" 2>"$home/stderr")" || status=$?
    if [[ $status -ne 0 ]]; then
        cat "$home/stderr" >&2
        [[ $status -eq 124 ]] && fail "'scalestudy $*' did not exit within 30 s (did it open the GUI?)"
        fail "'scalestudy $*' exited with status $status"
    fi
    echo "$output"
}
mkdir -p "$home/runtime" && chmod 700 "$home/runtime"

version="$(run LANG=C.UTF-8 -- --version)"
[[ "$version" == "scalestudy $SCALESTUDY_VERSION" ]] || fail "--version printed '$version', want 'scalestudy $SCALESTUDY_VERSION'"
echo "--version: $version"

help_en="$(run LANG=C.UTF-8 -- --help)"
for option in --lang --version --help; do
    grep -q -- "$option" <<<"$help_en" || fail "--help does not mention $option:"$'\n'"$help_en"
done
! has_bengali "$help_en" || fail "--help in an English locale shows Bengali:"$'\n'"$help_en"
echo "--help (English) lists --lang, --version and --help"

# Qt's own help texts, which Qt does not translate into Bengali: the app's
# translation must supply them, or the Bengali help shows English words.
untranslated_qt='^Usage:|^Options:|^Arguments:|Displays (help|version)'
check_bengali_help() {
    local how="$1" text="$2"
    has_bengali "$text" || fail "--help with $how is not in Bengali:"$'\n'"$text"
    ! grep -Eq "$untranslated_qt" <<<"$text" || fail "--help with $how still shows English from Qt:"$'\n'"$(grep -E "$untranslated_qt" <<<"$text")"
    grep -q -- "--lang" <<<"$text" || fail "--help with $how does not mention --lang"
    echo "--help with $how is in Bengali"
}
help_bn="$(run LANG=C.UTF-8 -- --lang bn --help)"
check_bengali_help "--lang bn" "$help_bn"
help_bn="$(run LANG=bn_BD.UTF-8 -- --help)"
check_bengali_help "LANG=bn_BD.UTF-8" "$help_bn"
help_bn="$(run LANG=en_US.UTF-8 LANGUAGE=bn -- --help)"
check_bengali_help "LANGUAGE=bn" "$help_bn"

# Start the GUI as the menu entry does (its Exec has no arguments), headless,
# in a Bengali session: it must stay up, and choose Bengali, which it saves in
# the settings file the man page names.
rm -rf "$home/.config" "$home/.local"
status=0
env -i PATH=/usr/bin:/bin HOME="$home" \
    XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
    XDG_RUNTIME_DIR="$home/runtime" QT_QPA_PLATFORM=offscreen LANG=bn_BD.UTF-8 \
    timeout 5 "$program" >/dev/null 2>"$home/stderr" || status=$?
if [[ $status -ne 124 ]]; then
    cat "$home/stderr" >&2
    fail "the app started from the menu entry's command exited with status $status within 5 s"
fi
settings="$home/.config/ScaleStudy/ScaleStudy.conf"
[[ -f "$settings" ]] || fail "no settings file at ~/.config/ScaleStudy/ScaleStudy.conf after a start"
grep -qx 'language=bn' "$settings" || fail "started in a Bengali session, the app did not choose Bengali:"$'\n'"$(cat "$settings")"
echo "the menu entry's command starts the GUI headless, in Bengali for a Bengali session"

# Can apt install the package's dependencies on this machine? A simulation
# changes nothing; it needs apt's package lists only for what is missing.
if command -v apt-get >/dev/null; then
    simulation="$(apt-get --simulate --no-install-recommends install "$deb" 2>&1)" \
        || { echo "$simulation" >&2; fail "apt-get cannot install $deb here"; }
    grep -q "^Inst $SCALESTUDY_PACKAGE " <<<"$simulation" || grep -q "$SCALESTUDY_PACKAGE is already the newest" <<<"$simulation" \
        || { echo "$simulation" >&2; fail "apt-get's simulation does not install $SCALESTUDY_PACKAGE"; }
    echo "apt-get --simulate: the dependencies can be installed"
fi
echo "the installed app starts headless"
