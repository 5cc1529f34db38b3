#!/usr/bin/env bash
# Fail when a binary TouchRoute ships carries Foundation (issue 28): a symbol
# of Foundation, FoundationInternationalization, _FoundationICU (ICU, with its
# 34 MB of locale data), CoreFoundation or Yams, defined in the binary (the
# Swift runtime linked in) or taken from a shared library (a dynamic build),
# or a NEEDED entry naming one of their shared libraries. FoundationEssentials
# (with _FoundationCollections, _FoundationCShims and its copy of
# CoreFoundation's Unicode tables, __CFUniChar*) fails as well, but see
# --cli-allows-foundation-essentials.
#
# Usage: scripts/check-no-foundation.sh [--debug-dir DIR]... [--cli-allows-foundation-essentials] BINARY...
#   --debug-dir DIR    where to find a stripped binary's symbols: its debug file
#                      DIR/.build-id/XX/REST.debug (scripts/split-debug.sh);
#                      /usr/lib/debug is looked in last. A stripped binary
#                      without one fails: it cannot be checked.
#   --cli-allows-foundation-essentials
#                      a BINARY named `touchroute` (the CLI, and only it) may
#                      hold FoundationEssentials. swift-argument-parser 1.8.2
#                      does `internal import FoundationEssentials` on Linux
#                      (Sources/ArgumentParser/Utilities/Foundation.swift:
#                      JSONEncoder for --experimental-dump-help, LocalizedError
#                      for error text), so every executable that parses its
#                      arguments with it links FoundationEssentials: an
#                      ArgumentParser-only executable holds 3 MiB of its
#                      symbols. It is Foundation's core without ICU, locales or
#                      CoreFoundation. The C library and the fuzz harnesses,
#                      which do not use swift-argument-parser, may hold none.
#
# Symbols are matched by name: Swift's mangled module prefix ($s10Foundation,
# $s30FoundationInternationalization, $s20FoundationEssentials, $s4Yams, ...),
# CoreFoundation's C names (CF*, _CF*, __CF*, kCF*), ICU's as _FoundationICU
# builds it (the icu_NN C++ namespace, swift_u*_ C functions, icudtNN_dat),
# and libyaml's yaml_* functions when the binary defines them (Yams bundles
# libyaml; TouchRouteYAML links the system's, so only refers to them).
# Exit status: 0 when every BINARY passed, 1 when one failed, 2 on bad usage.
# Needs: binutils (nm, readelf). CI runs it on the files the .debs ship and on
# the fuzz harnesses (.ci/run).
set -euo pipefail

usage() { echo "check-no-foundation.sh: $*; see --help." >&2; exit 2; }
debug_dirs=()
allow_essentials=0
binaries=()
while [ $# -gt 0 ]; do
    case "$1" in
        --debug-dir) debug_dirs+=("${2:?--debug-dir needs a directory}"); shift 2 ;;
        --debug-dir=*) debug_dirs+=("${1#--debug-dir=}"); shift ;;
        --cli-allows-foundation-essentials) allow_essentials=1; shift ;;
        -h | --help) sed -n '2,37p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) usage "unknown option '$1'" ;;
        *) binaries+=("$1"); shift ;;
    esac
done
[ ${#binaries[@]} -gt 0 ] || usage "give the binaries to check"
debug_dirs+=(/usr/lib/debug)

# The binary's symbol table, or its debug file's when it is stripped, then its
# dynamic symbols: "TYPE NAME" lines, undefined ones (U) included.
symbols_of() {
    local binary=$1 table=$1 id dir candidate
    local sections
    sections=$(readelf --section-headers --wide "$binary")
    if ! grep -q ' \.symtab ' <<< "$sections"; then
        table=
        id=$(readelf --notes "$binary" | sed -n 's/^ *Build ID: *\([0-9a-f]*\)$/\1/p')
        for dir in "${debug_dirs[@]}"; do
            candidate="$dir/.build-id/${id:0:2}/${id:2}.debug"
            if [ -n "$id" ] && [ -f "$candidate" ]; then table=$candidate; break; fi
        done
        if [ -z "$table" ]; then
            echo "check-no-foundation.sh: $binary is stripped and no debug file has its build ID ${id:-(none)}" \
                "under ${debug_dirs[*]}: give the directory holding .build-id/ with --debug-dir." >&2
            return 1
        fi
    fi
    # A symbol table nm cannot read, or one with no defined symbol, would
    # pass anything: refuse it.
    local symbols
    if ! symbols=$(nm "$table") || ! grep -qE '^[0-9a-fA-F]+ +[TtDdBbRr] ' <<< "$symbols"; then
        echo "check-no-foundation.sh: cannot read the symbols of $binary from $table" >&2
        return 1
    fi
    { printf '%s\n' "$symbols"; nm --dynamic "$binary" 2>/dev/null || true; } | sed -E 's/^[0-9a-fA-F]* +([A-Za-z?-]) /\1 /'
}

# "MODULE<TAB>NAME" for each symbol that belongs to a module we must not ship.
offending_symbols() {
    awk -v allow="$1" '
        { type = $1; name = substr($0, 3); module = "" }
        name ~ /^\$s10Foundation/ { module = "Foundation" }
        name ~ /^\$s30FoundationInternationalization/ { module = "FoundationInternationalization" }
        name ~ /^_Z[A-Za-z]*[0-9]+icu_[0-9]+/ || name ~ /^icudt[0-9]+_dat$/ || name ~ /^(\$sSo[0-9]+)?swift_u[a-z0-9]*_[A-Za-z]/ {
            module = "_FoundationICU"
        }
        name ~ /^_*k?CF[A-Z]/ && name !~ /^__CFUniChar/ { module = "CoreFoundation" }
        name ~ /^\$s4Yams/ || (name ~ /^yaml_/ && type != "U" && type != "w") { module = "Yams" }
        name ~ /^\$s(20FoundationEssentials|22_FoundationCollections)/ || name ~ /^__CFUniChar/ ||
            name ~ /^_(foundation_uuid|stringshims|platform_shims)_/ {
            if (!allow) module = "FoundationEssentials"
        }
        module != "" { print module "\t" name }
    '
}

readable() { if command -v swift-demangle >/dev/null; then swift-demangle --compact; else cat; fi; }

failed=0
for binary in "${binaries[@]}"; do
    [ -f "$binary" ] || { echo "check-no-foundation.sh: $binary: no such file." >&2; failed=1; continue; }
    allow=0
    if [ "$allow_essentials" = 1 ] && [ "$(basename "$binary")" = touchroute ]; then allow=1; fi
    symbols=$(symbols_of "$binary") || { failed=1; continue; }
    [ -n "$symbols" ] || { echo "check-no-foundation.sh: nm found no symbols in $binary." >&2; failed=1; continue; }
    forbidden='Foundation|FoundationInternationalization|_FoundationICU|CoreFoundation|Yams'
    [ "$allow" = 1 ] || forbidden+='|FoundationEssentials'
    libraries=$(readelf --dynamic "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p' \
        | grep -E "^lib($forbidden)[.-]" || true)
    offending=$(offending_symbols "$allow" <<< "$symbols")
    if [ -z "$offending" ] && [ -z "$libraries" ]; then
        allowed=
        if [ "$allow" = 1 ]; then
            allowed="; FoundationEssentials allowed for swift-argument-parser ($(grep -c '^. \$s20FoundationEssentials' <<< "$symbols" || true) symbols)"
        fi
        echo "check-no-foundation.sh: $binary: no Foundation, FoundationInternationalization, _FoundationICU," \
            "CoreFoundation or Yams in $(wc -l <<< "$symbols") symbols$allowed"
        continue
    fi
    failed=1
    echo "check-no-foundation.sh: FAILED: $binary holds what TouchRoute must not ship (issue 28):" >&2
    for library in $libraries; do echo "  it needs the shared library $library" >&2; done
    for module in $(cut -f1 <<< "$offending" | sort -u); do
        count=$(awk -F'\t' -v m="$module" '$1 == m' <<< "$offending" | wc -l)
        echo "  $module: $count symbols, the first:" >&2
        awk -F'\t' -v m="$module" '$1 == m && ++n <= 5 { print $2 }' <<< "$offending" | readable | sed 's/^/    /' >&2
    done
done
exit "$failed"
