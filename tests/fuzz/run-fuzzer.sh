#!/usr/bin/env bash
# Runs one libFuzzer harness for a fixed number of inputs over a fresh copy of
# its seed corpus, for CTest. The fuzzer's own output goes to a log; on success
# only its summary is printed (the "Done N runs" line among it), on failure
# the end of the log with the sanitizer's report and where the input was saved.
#
#   run-fuzzer.sh <harness> <seed corpus dir> <work dir> <runs> [libFuzzer flags...]
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: $0 harness seeds workdir runs [flags...]" >&2; exit 2; }
harness=$1 seeds=$2 work=$3 runs=$4
shift 4

rm -rf "$work/corpus"
mkdir -p "$work/corpus" "$work/crashes"
cp "$seeds"/* "$work/corpus/"
log="$work/fuzzer.log"

status=0
"$harness" -runs="$runs" -seed=1 -print_final_stats=1 \
    -artifact_prefix="$work/crashes/" "$@" "$work/corpus" >"$log" 2>&1 || status=$?

if [ "$status" -ne 0 ]; then
    tail -n 120 "$log"
    echo "$(basename "$harness") failed (exit $status); full log: $log" >&2
    exit "$status"
fi
grep -E '^(INFO: Seed|INFO: seed corpus|#[0-9]+[[:space:]]+INITED|Done [0-9]+ runs|stat::)' "$log"
grep -q '^Done [0-9]* runs' "$log" || { echo "no run count in $log" >&2; exit 1; }
