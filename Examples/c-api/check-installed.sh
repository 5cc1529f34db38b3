#!/usr/bin/env bash
# Install TouchRoute's C API under PREFIX and check it the way a C toolkit
# uses it: pkg-config finds it with only PREFIX/lib/pkgconfig to look in, the
# library exports the tr_* API and nothing else and keeps its libyaml to
# itself (scripts/check-abi.sh), the README's example builds against it and
# routes the demo's decisions, the library loads with dlopen (C) and ctypes
# (Python) and routes the same, and the SDL2 viewer (Examples/sdl-viewer)
# replays a real recording under Xvfb to a screenshot showing the page the
# router turned to.
#
# Usage: Examples/c-api/check-installed.sh [PREFIX]   (default /usr/local; needs
# libsdl2-dev, xvfb and xauth; the recording test skips, saying so, without
# ../shared/recordings)
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix=${1:-/usr/local}
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

scripts/install.sh --prefix "$prefix"
echo "pkg-config: $(pkg-config --modversion touchroute): $(pkg-config --cflags --libs touchroute)"
scripts/check-abi.sh "$prefix/lib/pkgconfig"

# The example: a tap and a swipe through the default layout.
make -s -C Examples/c-api clean swipe-and-tap
output=$(Examples/c-api/swipe-and-tap)
echo "$output"
grep -qx "decision pager remorseful taken-over - dx -12.000 dy 0.090" <<<"$output"
grep -qx "tap list0.row1" <<<"$output"
grep -qx "page 1" <<<"$output"

# Under valgrind, as a toolkit's CI runs its tests: no leak but the Swift
# runtime's caches, which the installed suppressions name.
if command -v valgrind >/dev/null; then
    valgrind --quiet --leak-check=full --error-exitcode=9 \
        --suppressions="$prefix/share/touchroute/libtouchroute.supp" Examples/c-api/swipe-and-tap >/dev/null
    echo "check-installed: swipe-and-tap runs clean under valgrind --leak-check=full with libtouchroute.supp"
else
    echo "check-installed: SKIPPED the valgrind run: valgrind is not installed."
fi

# Loaded as a plugin host or an FFI loads it: dlopen with glibc's defaults,
# after other libraries with thread-locals, on two threads at once; then the
# same program as the example, in Python through ctypes, line for line.
library="$prefix/lib/libtouchroute.so.0"
make -s -C Examples/c-api dlopen-swipe
Examples/c-api/dlopen-swipe "$library"
python_output=$(python3 Examples/python/swipe_and_tap.py "$library")
if [ "$python_output" != "$output" ]; then
    echo "Examples/python/swipe_and_tap.py printed other lines than swipe-and-tap:" >&2
    diff <(echo "$output") <(echo "$python_output") >&2 || true
    exit 1
fi
echo "Examples/python/swipe_and_tap.py: the same $(wc -l <<<"$python_output") lines as swipe-and-tap"

# The viewer, built with pkg-config like any SDL program, both ways its README
# offers: ./build.sh, then make, whose binary the checks below run.
make -s -C Examples/sdl-viewer clean
Examples/sdl-viewer/build.sh
[ -x Examples/sdl-viewer/sdl-viewer ] || { echo "Examples/sdl-viewer/build.sh made no sdl-viewer" >&2; exit 1; }
make -s -C Examples/sdl-viewer clean sdl-viewer
viewer=Examples/sdl-viewer/sdl-viewer
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT

# No input: page 1 stays on screen.
xvfb-run -a -s "-screen 0 1366x768x24" "$viewer" --screen 1366x768 --page 1 \
    --screenshot "$shots/still.png" --exit-when-settled
python3 Examples/sdl-viewer/check-screenshot.py "$shots/still.png" --expect-page 1 --expect-recognizers 0

# --gestures: its four recognizers listed under the status line.
xvfb-run -a -s "-screen 0 1366x768x24" "$viewer" --screen 1366x768 --gestures \
    --screenshot "$shots/gestures.png" --exit-when-settled
python3 Examples/sdl-viewer/check-screenshot.py "$shots/gestures.png" --expect-page 0 --expect-recognizers 4

recordings=../shared/recordings/wacom-isdv4-e6
if [ -d "$recordings" ]; then
    # The wacom swipe along the top edge starts at x = 59 pt and moves right, so
    # from page 1 it reveals page 0 (as `touchroute replay` of it says).
    xvfb-run -a -s "-screen 0 1366x768x24" "$viewer" --replay "$recordings/single-top-swipe.events" \
        --description "$recordings/device.desc" --screen 1366x768 --page 1 --fast \
        --screenshot "$shots/swipe.png" --exit-when-settled
    python3 Examples/sdl-viewer/check-screenshot.py "$shots/swipe.png" --expect-page 0
else
    echo "check-installed: SKIPPED the viewer's replay of the wacom swipe: ../shared/recordings is absent."
fi
echo "check-installed: the C API works installed under $prefix"
