#!/usr/bin/env bash
# Coverage-guided fuzzing of TouchRoute's input surfaces with libFuzzer.
#
#   scripts/fuzz.sh --list             the targets, one a line
#   scripts/fuzz.sh TARGET SECONDS     fuzz TARGET for SECONDS (0: until stopped)
#   scripts/fuzz.sh TARGET SECONDS -- ARGS   ... passing ARGS on to libFuzzer
#   scripts/fuzz.sh TARGET --replay FILE...  run inputs once (a crash's, say)
#
# Each target is a harness in Fuzz/Harnesses/TARGET, built with
# -sanitize=fuzzer,address (coverage, AddressSanitizer, LeakSanitizer). It
# starts from the committed seeds in Fuzz/Corpus/TARGET, uses the format's
# tokens in Fuzz/Dictionaries/TARGET.dict, and keeps what it learns in
# Fuzz/.build/corpus/TARGET. A crash, a timeout (one input over 10 s), a leak
# or an input over 2 GiB of memory stops it with a non-zero status, and the
# input is saved under Fuzz/.build/artifacts/TARGET/; minimise it with
# `-- -minimize_crash=1 -runs=100000 FILE`, then commit it to
# Fuzz/Corpus/TARGET as regression-WHAT (every run replays the corpus first)
# and add a test for the fix.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

usage() {
    echo "usage: scripts/fuzz.sh --list | TARGET SECONDS [-- LIBFUZZER_ARGS...] | TARGET --replay FILE..." >&2
    exit 2
}

targets() { ls Harnesses; }

[[ $# -ge 1 ]] || usage
if [[ $1 == --list ]]; then
    targets
    exit 0
fi
target=$1
if ! targets | grep -qx -- "$target"; then
    echo "fuzz.sh: no target '$target'. The targets are: $(targets | tr '\n' ' ')" >&2
    exit 2
fi
[[ $# -ge 2 ]] || usage

# Release with coverage and ASan; lld because gold crashes on these objects
# (internal error in format_file_lineno).
log=.build/fuzz-build-$target.log
mkdir -p .build
# SwiftPM keeps its build plan for the main package (a path dependency here)
# and misses files added to it since; planning again is cheap.
rm -f .build/release.yaml
echo "fuzz.sh: building fuzz-$target (log: Fuzz/$log)" >&2
if ! swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
        --product "fuzz-$target" >"$log" 2>&1; then
    grep -E "error:" "$log" | head -20 >&2
    echo "fuzz.sh: the build of fuzz-$target failed; see Fuzz/$log" >&2
    exit 1
fi
binary=$(swift build -c release --show-bin-path)/fuzz-$target

if [[ $2 == --replay ]]; then
    shift 2
    exec "$binary" -runs=1 "$@"
fi

seconds=$2
[[ $seconds =~ ^[0-9]+$ ]] || usage
shift 2
[[ $# -eq 0 || $1 == -- ]] || usage
[[ $# -eq 0 ]] || shift

work=.build/corpus/$target
artifacts=.build/artifacts/$target
mkdir -p "$work" "$artifacts"
dictionary=()
[[ -f Dictionaries/$target.dict ]] && dictionary=(-dict="Dictionaries/$target.dict")
time_limit=()
[[ $seconds -gt 0 ]] && time_limit=(-max_total_time="$seconds")

# ASan: leaks are errors. A Swift trap is a crash for libFuzzer to catch,
# without Swift's own backtracer (which ASan's shadow memory confuses).
# -timeout bounds one input.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export SWIFT_BACKTRACE=enable=no
set +e
"$binary" "$work" "Corpus/$target" "${dictionary[@]}" "${time_limit[@]}" \
    -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$@" 2>&1 | tee ".build/fuzz-$target.log" \
    | grep -E "^(#[0-9]+ +(INITED|DONE|pulse)|stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written|Fatal error|.*: error:)"
status=${PIPESTATUS[0]}
set -e
if [[ $status -ne 0 ]]; then
    echo "fuzz.sh: fuzz-$target failed (libFuzzer status $status); the input is in Fuzz/$artifacts, the whole log in Fuzz/.build/fuzz-$target.log" >&2
fi
exit "$status"
