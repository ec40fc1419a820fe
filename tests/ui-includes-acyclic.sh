#!/usr/bin/env bash
# The ui folders' include graph has no loop: an edge A -> B for every
# `#include "B/..."` in ui/A, and tsort(1) reports any cycle among them.
# Usage: ui-includes-acyclic.sh <project root>
set -euo pipefail
ui="$1/ui"
[ -d "$ui" ] || { echo "no ui folder at $ui" >&2; exit 2; }

edges=$(
    for folder in "$ui"/*/; do
        from=$(basename "$folder")
        grep -ho '^#include "[a-z]*/' "$folder"*.h "$folder"*.cpp 2>/dev/null \
            | sed 's/^#include "\([a-z]*\)\/$/\1/' \
            | while read -r to; do
                if [ -d "$ui/$to" ] && [ "$to" != "$from" ]; then echo "$from $to"; fi
            done
    done | sort -u
)
echo "ui include graph: $(echo "$edges" | wc -l) edges between folders"
# Every folder also stands alone (an edge to itself), so one without edges is listed too.
if ! order=$( { echo "$edges"; for f in "$ui"/*/; do b=$(basename "$f"); echo "$b $b"; done; } \
              | tsort 2>&1 >/dev/null ); then
    echo "FAIL: the ui folders include each other in a loop:" >&2
    echo "$order" >&2
    echo "$edges" >&2
    exit 1
fi
[ -z "$order" ] || { echo "FAIL: $order" >&2; exit 1; }
echo "PASS: no include loop between ui folders"
