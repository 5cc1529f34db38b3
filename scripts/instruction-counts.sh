#!/usr/bin/env bash
# Instructions per iteration of the benchmarks' scenarios, counted by
# callgrind, which does not depend on the machine's load: the figures behind
# the `@exclusivity(unchecked)` comments, and a way to compare two builds
# exactly where timings on a shared machine only add noise.
#
#   scripts/instruction-counts.sh [--checked SPEC]... [router|input|all]
#
# Each scenario runs twice, at a short and a long length, and the difference
# divided by the extra iterations is its cost per iteration (a frame, an
# event or a whole touch), free of set-up. With `--checked`, the build has
# the named declarations' exclusivity checks back on, to measure what their
# `@exclusivity(unchecked)` saves. SPEC is a source file
# (Sources/TouchRoute/Touches/Touch.swift: every declaration in it), or a
# file and names (Sources/TouchRoute/Touches/Touch.swift:location,phase).
#
# `router` builds the TouchRoute module alone with swiftc (-O, whole module,
# as a release build) and runs the router benchmarks' scenarios
# (Benchmarks/RouterBenchmarks/RouterScenarios.swift); `input` builds a
# release package with the input modules and the C API and runs the
# decoding, routing and C API drag loops. Needs valgrind. About a minute for
# `router`, five for `input` from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { echo "usage: scripts/instruction-counts.sh [--checked FILE[:NAME,...]]... [router|input|all]" >&2; exit 64; }
command -v valgrind >/dev/null || { echo "instruction-counts.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }

family=all
checked=()
while [ $# -gt 0 ]; do
    case $1 in
        --checked) [ $# -ge 2 ] || usage; checked+=("$2"); shift 2 ;;
        router | input | all) family=$1; shift ;;
        *) usage ;;
    esac
done

scratch=.build/instruction-counts
src=$scratch/src
mkdir -p "$src"
# A copy of the sources (tracked, and new ones not ignored), with the checks
# asked for turned back on.
git ls-files -z --cached --others --exclude-standard Sources Package.swift | while IFS= read -r -d '' file; do
    mkdir -p "$src/$(dirname "$file")"
    cmp -s "$file" "$src/$file" || cp "$file" "$src/$file"
done
# Files moved or deleted since the last run go from the copy too.
comm -13 <(git ls-files --cached --others --exclude-standard Sources | sort) <(cd "$src" && find Sources -type f | sort) \
    | while IFS= read -r file; do
    rm -f "$src/$file"
done
for spec in "${checked[@]}"; do
    file=${spec%%:*}
    [ -f "$src/$file" ] || { echo "instruction-counts.sh: no source $file" >&2; exit 1; }
    case $spec in *:) echo "instruction-counts.sh: $spec names no declarations; give FILE or FILE:NAME,..." >&2; exit 64 ;; esac
    case $family:$file in
        router:Sources/TouchRoute/*) ;;
        router:*) echo "instruction-counts.sh: the router scenarios build only Sources/TouchRoute: $file is not in them" >&2; exit 64 ;;
    esac
    if [ "$spec" = "$file" ]; then
        sed -i 's/@exclusivity(unchecked) //' "$src/$file"
    else
        IFS=, read -r -a names <<<"${spec#*:}"
        for name in "${names[@]}"; do
            grep -Eq "@exclusivity\(unchecked\) .*\b(var|let) $name\b" "$src/$file" \
                || { echo "instruction-counts.sh: $file declares no unchecked $name" >&2; exit 1; }
            sed -i -E "/\b(var|let) $name\b/ s/@exclusivity\(unchecked\) //" "$src/$file"
        done
    fi
done

# Instructions per iteration: (Ir(long) - Ir(short)) / (long - short).
count() {
    local program=$1 scenario=$2 short=$3 long=$4 a b
    ir() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$program" "$scenario" "$1" 2>&1 \
            | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
    }
    a=$(ir "$short") || true
    b=$(ir "$long") || true
    [ -n "$a" ] && [ -n "$b" ] || { echo "instruction-counts.sh: $scenario did not run under callgrind" >&2; exit 1; }
    printf '%-40s %8d Ir\n' "$scenario" $(((b - a) / (long - short)))
}

if [ "$family" != input ]; then
    out=$scratch/router
    mkdir -p "$out"
    find "$src/Sources/TouchRoute" -name '*.swift' -print0 | xargs -0 swiftc -O -wmo -swift-version 6 \
        -package-name touchroute -parse-as-library -module-name TouchRoute -emit-module \
        -emit-module-path "$out/TouchRoute.swiftmodule" -c -o "$out/TouchRoute.o" 2>"$out/build.log" \
        || { cat "$out/build.log" >&2; exit 1; }
    swiftc -O -wmo -swift-version 6 -module-name RouterCounts -parse-as-library -I "$out" \
        Benchmarks/InstructionCounts/RouterCounts.swift Benchmarks/RouterBenchmarks/RouterScenarios.swift \
        Benchmarks/RouterBenchmarks/DeepTree.swift Benchmarks/RouterBenchmarks/NestedChain.swift \
        "$out/TouchRoute.o" -lm -o "$out/router-counts" 2>>"$out/build.log" || { cat "$out/build.log" >&2; exit 1; }
    for scenario in moveFrame_1finger_tapViewLeaves moveFrame_10fingers_tapViewLeaves \
        moveFrame_1finger_fiveRecognizers dragFrame_1finger_listScrolling momentumFrame_threeLevelChain; do
        count "$out/router-counts" $scenario 1000 6000
    done
    for scenario in touch_rowInListInPager touch_fiveRecognizers; do
        count "$out/router-counts" $scenario 100 600
    done
fi

if [ "$family" != router ]; then
    package=$scratch/input
    mkdir -p "$package/Sources/input-counts"
    cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "input-counts",
    dependencies: [.package(name: "TouchRoute", path: "../src")],
    targets: [
        .executableTarget(
            name: "input-counts",
            dependencies: [
                .product(name: "TouchRoute", package: "TouchRoute"),
                .product(name: "TouchRouteEvdev", package: "TouchRoute"),
                .product(name: "TouchRouteC", package: "TouchRoute"),
            ])
    ])
SWIFT
    # Only the driver's files: one renamed since the last run goes.
    find "$package/Sources/input-counts" -name '*.swift' -delete
    for file in Benchmarks/InstructionCounts/InputCounts.swift Benchmarks/InputBenchmarks/LongSession.swift \
        Benchmarks/InputBenchmarks/RoutedSession.swift Benchmarks/InputBenchmarks/OtherProtocolSessions.swift \
        Benchmarks/CAPIBenchmarks/Drags.swift; do
        cp "$file" "$package/Sources/input-counts/"
    done
    swift build -c release --package-path "$package" >"$package/build.log" 2>&1 || { cat "$package/build.log" >&2; exit 1; }
    bin=$(swift build -c release --package-path "$package" --show-bin-path)
    # valgrind 3.19 cannot read the DWARF 5 of a release libTouchRouteC.so; the code is the same without it.
    strip --strip-debug "$bin/libTouchRouteC.so"
    for scenario in decodeAndMap_perEvent decodeAndMap_protocolA_perEvent decodeAndMap_singleTouch_perEvent \
        decodeMapRoute_defaultLayout_perEvent dragFrame_defaultLayout_cAPI; do
        count "$bin/input-counts" $scenario 20000 120000
    done
fi
