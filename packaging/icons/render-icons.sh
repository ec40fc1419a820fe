#!/bin/bash
# Renders the hicolor PNG icons from the one scalable source,
# resources/icons/scalestudy.svg. The PNGs are committed (so a build needs no
# SVG renderer); run this after changing the SVG and commit the result.
# Needs rsvg-convert (Debian: librsvg2-bin).
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
echo "rendered ${#sizes[@]} PNG icons from $svg"
