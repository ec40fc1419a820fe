#!/usr/bin/env bash
# The tree is formatted with the project's .clang-format (clang-format 14, as
# Debian 12 ships it). Lists the files that are not; fix with:
#   clang-format -i $(git ls-files '*.h' '*.cpp')
#   check-format.sh <source dir>
set -euo pipefail
cd "$1"
format=$(command -v clang-format-14 || command -v clang-format)
mapfile -t files < <(find app ui tests -name '*.h' -o -name '*.cpp' | grep -v '/corpus/' | sort)
# One run over every file; each place that differs is reported as "file:line:col: error".
if report=$("$format" --dry-run --Werror "${files[@]}" 2>&1); then
    echo "${#files[@]} files formatted with .clang-format"
    exit 0
fi
echo "Not formatted with .clang-format:"
grep -oE '^[^:]+\.(h|cpp):' <<<"$report" | sort -u | sed 's/:$//; s/^/  /'
exit 1
