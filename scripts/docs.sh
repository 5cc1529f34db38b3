#!/usr/bin/env bash
# Builds the documentation into .build/docs/, failing on any warning:
#
#   .build/docs/c/index.html          the C reference: Doxygen over touchroute.h
#                                     (docs/Doxyfile); every function, type,
#                                     field and enum value documented
#   .build/docs/swift/MODULE/         each library module's DocC catalog and
#                                     symbols, as a static site; every public
#                                     symbol has a doc comment, every link resolves
#
# Look at the C reference with a browser on .build/docs/c/index.html. DocC's
# sites need a web server: python3 -m http.server -d .build/docs/swift, then
# http://localhost:8000/TouchRoute/documentation/touchroute/.
#
# Usage: scripts/docs.sh [--c-only | --swift-only]
# Needs doxygen (apt-get install doxygen); .ci/run installs it and runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

# The library modules: every product but the CLI and the C library.
modules=(TouchRoute TouchRouteStrokes TouchRouteTesting TouchRoutePlayback TouchRouteEvdev TouchRouteRecordings
    TouchRouteLibevdev TouchRouteLayout TouchRouteTraceFormat)
out=.build/docs
say() { echo "docs: $*" >&2; }

c_reference() {
    command -v doxygen >/dev/null || { say "doxygen is not installed: apt-get install doxygen"; exit 1; }
    rm -rf "$out/c" "$out/c-xml"
    mkdir -p "$out/c" "$out/c-xml"
    # WARN_AS_ERROR: an undocumented function, type or field fails here.
    (cat docs/Doxyfile; echo "OUTPUT_DIRECTORY = $out/c") | doxygen -
    # Enum values are not among what Doxygen warns about: the XML of every
    # item is checked for a description instead.
    (cat docs/Doxyfile; printf '%s\n' "OUTPUT_DIRECTORY = $out/c-xml" "EXTRACT_ALL = YES" "GENERATE_HTML = NO" \
        "GENERATE_XML = YES" "XML_OUTPUT = ." "WARN_IF_UNDOCUMENTED = NO") | doxygen -
    python3 scripts/check-c-reference.py "$out/c-xml"
    say "the C reference is in $out/c/index.html"
}

swift_reference() {
    local graphs log=$out/dump-symbol-graph.log module
    mkdir -p "$out"
    # It also tries the package's test modules, and fails on them where the
    # tests are not built (a fresh clone), after writing every library
    # module's graph: those graphs are what is checked, so each must be there.
    swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true
    graphs=$(sed -n 's/^Files written to //p' "$log")
    for module in "${modules[@]}"; do
        [ -n "$graphs" ] && [ -f "$graphs/$module.symbols.json" ] || {
            cat "$log" >&2
            say "swift package dump-symbol-graph wrote no symbol graph for $module (its output is above)"
            exit 1
        }
    done
    python3 scripts/check-doc-comments.py "$graphs" "${modules[@]}"
    rm -rf "$out/swift"
    mkdir -p "$out/swift"
    for module in "${modules[@]}"; do
        swift package --allow-writing-to-directory "$out/swift" generate-documentation --target "$module" \
            --warnings-as-errors --transform-for-static-hosting --hosting-base-path "$module" \
            --output-path "$out/swift/$module" || { say "DocC failed for $module"; exit 1; }
    done
    say "the Swift reference is in $out/swift (serve it: python3 -m http.server -d $out/swift)"
}

case "${1:-}" in
    "") c_reference; swift_reference ;;
    --c-only) c_reference ;;
    --swift-only) swift_reference ;;
    *) say "unknown option $1; usage: scripts/docs.sh [--c-only | --swift-only]"; exit 64 ;;
esac
