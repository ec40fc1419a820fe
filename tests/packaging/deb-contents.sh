#!/bin/bash
# packaging_deb_contents: the .deb's control fields, its exact file list and
# permissions, the stripped binary, the compressed docs, and a Depends that
# covers every library the binary links.
# shellcheck source=tests/packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
require_env SCALESTUDY_APP_ID SCALESTUDY_ICON_SIZES
require_tool dpkg-deb dpkg-query readelf ldd file gzip od
deb="$(the_deb)"
app_id="$SCALESTUDY_APP_ID"

# --- control fields ---
field() { dpkg-deb --field "$deb" "$1"; }
[[ "$(field Package)" == "$SCALESTUDY_PACKAGE" ]] || fail "Package is '$(field Package)'"
[[ "$(field Version)" == "$SCALESTUDY_VERSION" ]] || fail "Version is '$(field Version)', project is $SCALESTUDY_VERSION"
[[ "$(field Architecture)" == "$(dpkg --print-architecture)" ]] || fail "Architecture is '$(field Architecture)'"
[[ "$(field Section)" == "education" ]] || fail "Section is '$(field Section)'"
[[ "$(field Maintainer)" =~ ^[^\<]+\ \<[^@\>]+@[^\>]+\>$ ]] || fail "Maintainer '$(field Maintainer)' is not 'Name <address>'"
[[ -n "$(field Homepage)" ]] || fail "no Homepage"

# Splits a Depends-style field into bare package names, one a line.
package_names() { tr ',|' '\n' <<<"$1" | sed -E 's/\(.*\)//; s/:[a-z0-9]+//; s/[[:space:]]//g' | grep -v '^$' || true; }
depends="$(package_names "$(field Depends)")"
recommends="$(package_names "$(field Recommends)")"
grep -qx libqt6svg6 <<<"$depends" || fail "Depends lacks libqt6svg6 (the SVG icon plugin): $(field Depends)"
grep -qx fonts-noto-core <<<"$recommends" || fail "Recommends lacks fonts-noto-core (Bengali font): $(field Recommends)"

# --- files, exactly ---
expected="$(
    echo "./usr/bin/scalestudy"
    echo "./usr/share/applications/$app_id.desktop"
    echo "./usr/share/metainfo/$app_id.metainfo.xml"
    echo "./usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    for size in $SCALESTUDY_ICON_SIZES; do
        echo "./usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    echo "./usr/share/man/man1/scalestudy.1.gz"
    echo "./usr/share/doc/$SCALESTUDY_PACKAGE/copyright"
    echo "./usr/share/doc/$SCALESTUDY_PACKAGE/changelog.gz"
)"
listing="$(dpkg-deb --contents "$deb")"
actual="$(awk '$1 ~ /^-/ {print $6}' <<<"$listing")"
if ! diff <(sort <<<"$expected") <(sort <<<"$actual") >/dev/null; then
    echo "expected (<) against packaged (>):" >&2
    diff <(sort <<<"$expected") <(sort <<<"$actual") >&2 || true
    fail "the package's files are not the expected set"
fi

# --- owners and permissions ---
while read -r mode owner _ _ _ path _; do
    [[ "$owner" == "root/root" ]] || fail "$path is owned by $owner"
    case "$mode" in
        d*) want="drwxr-xr-x" ;;
        -*) if [[ "$path" == ./usr/bin/* ]]; then want="-rwxr-xr-x"; else want="-rw-r--r--"; fi ;;
        *) fail "unexpected entry type: $mode $path" ;;
    esac
    [[ "$mode" == "$want" ]] || fail "$path has mode $mode, want $want"
done <<<"$listing"

unpack_to_scratch_root "$deb"
root="$SCRATCH_ROOT"
binary="$root/usr/bin/scalestudy"

# --- the binary is stripped, and Depends covers what it links ---
file "$binary" | grep -q ', stripped' || fail "the binary is not stripped: $(file "$binary")"
needed="$(readelf --dynamic "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
[[ -n "$needed" ]] || fail "readelf found no NEEDED libraries in the binary"
resolved="$(ldd "$binary")"
for library in $needed; do
    path="$(awk -v lib="$library" '$1 == lib && $2 == "=>" {print $3}' <<<"$resolved")"
    [[ -n "$path" && "$path" != "not" ]] || fail "$library does not resolve on this machine"
    owner=""
    for candidate in "$path" "$(realpath "$path")" "/usr$path" "${path#/usr}"; do
        owner="$(dpkg-query --search "$candidate" 2>/dev/null | head -n1 | cut -d: -f1)" && [[ -n "$owner" ]] && break
    done
    [[ -n "$owner" ]] || fail "no Debian package owns $path ($library)"
    grep -qx "$owner" <<<"$depends" || fail "the binary links $library from $owner, which Depends lacks: $(field Depends)"
    echo "links $library from $owner: in Depends"
done

# --- compressed docs: gzip -9 without a time stamp ---
for gz in "$root/usr/share/man/man1/scalestudy.1.gz" "$root/usr/share/doc/$SCALESTUDY_PACKAGE/changelog.gz"; do
    gzip --test "$gz" || fail "$gz is not valid gzip"
    read -r -a header <<<"$(od -An -tu1 -N9 "$gz")"
    [[ "${header[4]}${header[5]}${header[6]}${header[7]}" == "0000" ]] || fail "$gz has a time stamp (use gzip -n)"
    [[ "${header[8]}" == "2" ]] || fail "$gz was not compressed with -9"
done

# --- the docs name this version ---
changelog_top="$(gzip -dc "$root/usr/share/doc/$SCALESTUDY_PACKAGE/changelog.gz" | head -n1)"
[[ "$changelog_top" == "$SCALESTUDY_PACKAGE ($SCALESTUDY_VERSION) "* ]] \
    || fail "changelog starts '$changelog_top', want version $SCALESTUDY_VERSION"
grep -q '^\.TH SCALESTUDY 1 "[0-9-]*" "ScaleStudy '"$SCALESTUDY_VERSION"'"' <(gzip -dc "$root/usr/share/man/man1/scalestudy.1.gz") \
    || fail "the man page's .TH line does not name ScaleStudy $SCALESTUDY_VERSION"

# --- icons: each PNG has the size its directory names ---
for size in $SCALESTUDY_ICON_SIZES; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    file "$png" | grep -q "PNG image data, $size x $size," || fail "$png: $(file -b "$png")"
done
grep -q '<svg' "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg" || fail "the scalable icon is not SVG"

echo "package contents, fields and dependencies are as expected"
