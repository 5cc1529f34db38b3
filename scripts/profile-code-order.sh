#!/usr/bin/env bash
# Write scripts/code-order.txt, the functions scripts/code-layout.sh places
# together at the start of `touchroute`'s code: those a run executes, found
# by running the executable under callgrind, which records every function
# that runs (a sampling profiler would miss the rare ones).
#
# The runs: `replay` of the kernel bench's paced drag
# (Tests/Kernel/make-events.sh paced: the pager dragged back and forth, a
# frame per ms) in text and in JSON Lines, whole and its first 3,000 events
# or so; then `--version`, `demo` and a replay of each fixture recording.
# A function whose instruction count grows with the stream's length runs with
# each frame: those come first, most instructions first, so a frame's code is
# a few dense pages; the rest (start-up, the first touch) follow, the same
# way. `run` itself needs a touchscreen, which this machine lacks; it shares
# the routing and the trace with `replay`, and what only it runs stays where
# the linker puts it.
#
# Only functions in a section of their own can be moved: those that the
# Swift runtime's archives keep in one shared `.text` per object (348 of
# them at the last run, most of the standard library's string code) are left
# out, since naming one would move that whole object's code in among the
# frame's functions.
#
# Needs valgrind and python3. Takes about two minutes from scratch. Run it
# again when the code a run executes has changed much: names that went away
# are skipped by the linker, new ones stay where it puts them.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in valgrind callgrind_annotate python3 strip; do
    command -v "$tool" >/dev/null || { echo "profile-code-order.sh: needs $tool (valgrind, python3, binutils)" >&2; exit 1; }
done
scratch=.build/code-order
work=$scratch/profile
mkdir -p "$work"

# Built as scripts/code-layout.sh builds it, but without an order, with a link map.
# shellcheck disable=SC2207 # the scripts print flags, one word each
layout=($(scripts/code-layout.sh "$scratch"))
flags=()
for flag in "${layout[@]}"; do
    case "$flag" in --symbol-ordering-file=* | --no-warn-symbol-ordering) unset 'flags[-1]' ;; *) flags+=("$flag") ;; esac
done
build=(swift build -c release --static-swift-stdlib --scratch-path "$scratch" $(scripts/packed-relocations.sh) "${flags[@]}"
    -Xlinker "-Map=$PWD/$work/touchroute.map")
echo "profile-code-order.sh: building touchroute"
"${build[@]}" --product touchroute 2>&1 | tail -n 1
binary=$PWD/$work/touchroute
# Without debug information: callgrind 3.19 cannot read the DWARF 5 that Swift writes.
strip --strip-debug -o "$binary" "$("${build[@]}" --show-bin-path)/touchroute"

device=Tests/TouchRouteEvdevTests/Fixtures/recordings/protocol-b/device.desc
Tests/Kernel/make-events.sh paced > "$work/paced.events"
{ cat "$device"; cat "$work/paced.events"; } > "$work/long.evemu"
# The first 3,000 events or so, up to the end of a frame (SYN_REPORT).
{ cat "$device"; awk '{ print } NR >= 3000 && $3 == "0000" && $4 == "0000" { exit }' "$work/paced.events"; } > "$work/short.evemu"

profile() { # NAME ARGS…: callgrind's counts of one run, per function
    local name=$1
    shift
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.callgrind" \
        "$binary" "$@" > /dev/null 2> "$work/$name.err" || { cat "$work/$name.err" >&2; exit 1; }
    callgrind_annotate --threshold=100 --inclusive=no "$work/$name.callgrind" > "$work/$name.txt"
}
echo "profile-code-order.sh: running it under callgrind"
profile version --version
profile long replay "$work/long.evemu"
profile short replay "$work/short.evemu"
profile long-json replay --json "$work/long.evemu"
profile short-json replay --json "$work/short.evemu"
# Then what other gestures run: the demo, and each fixture recording replayed.
profile demo demo
others=(version demo)
for fixture in $(find Tests/TouchRouteEvdevTests/Fixtures/recordings -name '*.evemu' | sort); do
    name=fixture-$(basename "$(dirname "$fixture")")-$(basename "$fixture" .evemu)
    profile "$name" replay "$fixture"
    others+=("$name")
done

python3 - "$binary" "$work" "${others[@]}" > "$work/code-order.txt" <<'EOF'
import re, sys
binary, work, others = sys.argv[1], sys.argv[2], sys.argv[3:]

def counts(name):
    """Instructions per function of the executable, from callgrind_annotate."""
    found = {}
    for line in open(f"{work}/{name}.txt"):
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+\S*?:(.*) \[(.*)\]$", line)
        if match and match.group(3) == binary:
            symbol = re.sub(r"'\d+$", "", match.group(2))  # callgrind's recursion marks
            found[symbol] = found.get(symbol, 0) + int(match.group(1).replace(",", ""))
    return found

# Symbols in an object's shared .text (the link map lists an input section,
# then the symbols in it, indented further).
shared = set()
inside = False
for line in open(f"{work}/touchroute.map"):
    fields = line.split(None, 4)
    if len(fields) == 5 and ":(" in fields[4]:
        inside = fields[4].rstrip().endswith(":(.text)")
    elif len(fields) == 5 and inside:
        shared.add(fields[4].strip())

runs = {name: counts(name) for name in ["long", "short", "long-json", "short-json", *others]}
every_frame = {}
for long, short in [("long", "short"), ("long-json", "short-json")]:
    for symbol, count in runs[long].items():
        if count > 1.5 * runs[short].get(symbol, 0) and count > 10_000:
            every_frame[symbol] = max(every_frame.get(symbol, 0), count)
most = {}
for found in runs.values():
    for symbol, count in found.items():
        most[symbol] = max(most.get(symbol, 0), count)
order = sorted(every_frame, key=lambda s: (-every_frame[s], s))
order += sorted((s for s in most if s not in every_frame), key=lambda s: (-most[s], s))
left_out = sum(s in shared for s in order)
order = [s for s in order if s not in shared]
print("# Written by scripts/profile-code-order.sh; read by scripts/code-layout.sh (lld's")
print("# --symbol-ordering-file): the functions a run of touchroute executes, each frame's first.")
print("\n".join(order))
print(f"profile-code-order.sh: {len(order)} functions, {sum(s in every_frame for s in order)} of them every frame's;"
      f" {left_out} left out, in a shared .text", file=sys.stderr)
EOF
# Replaced only once complete: a failed run leaves the checked-in list as it was.
mv "$work/code-order.txt" scripts/code-order.txt
