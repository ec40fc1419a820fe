#!/usr/bin/env bash
# One command for a fresh Debian 12 machine: installs every missing package
# listed in packaging/deps/, configures and builds ScaleStudy, then either
# launches it (run) or runs the whole test suite headless (test). The test
# mode then builds everything again with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer in build-sanitize/, runs the suite there, and
# runs each libFuzzer harness briefly.
#
#   packaging/setup-debian.sh run [app arguments...]
#   packaging/setup-debian.sh test
set -euo pipefail

usage() { echo "usage: $0 run [--lang en|bn] | test" >&2; exit 2; }
[ $# -ge 1 ] || usage
mode=$1; shift
case "$mode" in run|test) ;; *) usage ;; esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

package_list() {
    local file
    for file in "$@"; do
        grep -v '^\s*#' "packaging/deps/$file" | grep -v '^\s*$'
    done
}

packages=$(package_list build.txt)
[ "$mode" = test ] && packages="$packages $(package_list test.txt)"

missing=()
for package in $packages; do
    if [ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null)" != "install ok installed" ]; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing missing packages: ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then
        as_root=()
    elif command -v sudo >/dev/null 2>&1; then
        as_root=(sudo)
    else
        echo "These packages are missing and neither root nor sudo is available: ${missing[*]}" >&2
        exit 1
    fi
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build_dir=${SCALESTUDY_BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCALESTUDY_WERROR=ON
cmake --build "$build_dir" -j"$(nproc)"

if [ "$mode" = run ]; then
    exec "$build_dir/scalestudy" "$@"
fi

export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build_dir" --output-on-failure --timeout 600 -LE benchmark
# Benchmarks print their figures (they never fail on timing), so show their output.
ctest --test-dir "$build_dir" --output-on-failure --timeout 600 -L benchmark -V | grep -v '^[0-9]*: \(PASS\|QDEBUG\|QWARN\)'

# The same suite under AddressSanitizer and UndefinedBehaviorSanitizer, built
# with clang together with the libFuzzer harnesses; then a short fuzz run each.
sanitize_dir=${SCALESTUDY_SANITIZE_BUILD_DIR:-build-sanitize}
cmake -S . -B "$sanitize_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCALESTUDY_WERROR=ON \
    -DCMAKE_CXX_COMPILER=clang++-14 -DSCALESTUDY_SANITIZE=ON -DSCALESTUDY_FUZZ=ON
cmake --build "$sanitize_dir" -j"$(nproc)"
ctest --test-dir "$sanitize_dir" --output-on-failure --timeout 900 -j"$(nproc)" -LE 'benchmark|packaging|fuzz'
# Each fuzz test prints the fuzzer's summary, with its "Done N runs" line.
ctest --test-dir "$sanitize_dir" --output-on-failure -j"$(nproc)" -L fuzz -V
