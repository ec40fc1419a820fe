#!/usr/bin/env bash
# The tree is formatted with the project's .clang-format (clang-format 14, as
# Debian 12 ships it). Lists the files that are not; fix with:
#   clang-format -i $(git ls-files '*.h' '*.cpp')
#   check-format.sh <source dir>
set -euo pipefail
cd "$1"
format=$(command -v clang-format-14 || command -v clang-format)
mapfile -t files < <(find app ui tests -name '*.h' -o -name '*.cpp' | grep -v '/corpus/' | sort)
unformatted=()
for file in "${files[@]}"; do
    if ! "$format" --dry-run --Werror "$file" >/dev/null 2>&1; then
        unformatted+=("$file")
    fi
done
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "Not formatted with .clang-format (${#unformatted[@]} of ${#files[@]} files):"
    printf '  %s\n' "${unformatted[@]}"
    exit 1
fi
echo "${#files[@]} files formatted with .clang-format"
