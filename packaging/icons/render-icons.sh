#!/bin/bash
# Renders the hicolor PNG icons from the one scalable source,
# resources/icons/scalestudy.svg. The PNGs are committed (so a build needs no
# SVG renderer); run this after changing the SVG and commit the result.
# Also writes the Windows icon, packaging/windows/scalestudy.ico.
# Needs rsvg-convert (Debian: librsvg2-bin) and ImageMagick's convert.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
svg="$here/../../resources/icons/scalestudy.svg"
app_id="org.scalestudy.ScaleStudy"
sizes=(16 22 24 32 48 64 128 256 512)
for size in "${sizes[@]}"; do
    dir="$here/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "$dir/$app_id.png" "$svg"
done
ico_layers=()
for size in 16 24 32 48 64 256; do
    ico_layers+=("$here/hicolor/${size}x${size}/apps/$app_id.png")
done
convert "${ico_layers[@]}" "$here/../windows/scalestudy.ico"
echo "rendered ${#sizes[@]} PNG icons and the Windows icon from $svg"
