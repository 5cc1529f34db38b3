#!/usr/bin/env bash
# Check an installed libtouchroute the way a C program meets it:
#
#   pkg-config resolves touchroute.pc with only PCDIR to look in (no libevdev
#   or libudev .pc files needed); the library exports the tr_* functions and
#   nothing else (nm -D --defined-only lists only tr_*, _init and _fini) and is
#   linked with -Bsymbolic, and has no initial-exec thread-locals (so dlopen
#   loads it); and a program that parses YAML with the system's
#   libyaml itself (linked with -lyaml and -rdynamic) loads a layout through
#   the library, both working (Tests/TouchRouteCTests/C/system_libyaml_test.c).
#
# Usage: scripts/check-abi.sh PCDIR    (the directory holding touchroute.pc)
# Needs: pkg-config, gcc, binutils, libyaml-dev. scripts/check-deb.sh and
# Examples/c-api/check-installed.sh run it.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    "") echo "check-abi.sh: give the directory that holds touchroute.pc; see --help." >&2; exit 2 ;;
esac
pcdir=$1
fail() { echo "check-abi.sh: FAILED: $*" >&2; exit 1; }

flags=$(PKG_CONFIG_LIBDIR="$pcdir" PKG_CONFIG_PATH='' pkg-config --cflags --libs touchroute) \
    || fail "pkg-config cannot resolve touchroute with only $pcdir on PKG_CONFIG_LIBDIR"
echo "check-abi.sh: PKG_CONFIG_LIBDIR=$pcdir pkg-config --cflags --libs touchroute: $flags"
libdir=$(PKG_CONFIG_LIBDIR="$pcdir" PKG_CONFIG_PATH='' pkg-config --variable=libdir touchroute)
library=$(realpath "$libdir/libtouchroute.so")

# "ADDRESS TYPE NAME": only functions (T) named tr_*, and the loader's _init
# and _fini. An anonymous version node adds no symbol of its own.
exports=$(nm -D --defined-only "$library")
others=$(grep -Ev ' T (tr_[A-Za-z0-9_]+|_init|_fini)$' <<< "$exports" || true)
[ -z "$others" ] || fail "$library exports $(wc -l <<< "$others") symbols besides tr_*, _init and _fini (see Sources/TouchRouteCLibrary/touchroute.map); the first:
$(head -n 10 <<< "$others")"
echo "check-abi.sh: $library exports $(grep -c ' T tr_' <<< "$exports") tr_* functions and nothing else"
dynamic=$(readelf --dynamic "$library")
grep -qE '\(FLAGS\).*SYMBOLIC|\(SYMBOLIC\)' <<< "$dynamic" || fail "$library is not linked with -Bsymbolic (no SYMBOLIC in readelf --dynamic)"
# Loadable with dlopen under glibc's defaults: no initial-exec thread-local
# (a TPOFF relocation), so no STATIC_TLS flag, which a library loaded late
# gets only from the few hundred bytes of static TLS glibc keeps spare.
! grep -q 'STATIC_TLS' <<< "$dynamic" || fail "$library is marked STATIC_TLS: dlopen of it fails with \"cannot allocate memory in static TLS block\"; find the initial-exec thread-local (readelf -r, R_X86_64_TPOFF64)"
initial_exec=$(readelf --relocs --wide "$library" | grep -c 'R_X86_64_TPOFF' || true)
[ "$initial_exec" = 0 ] || fail "$library has $initial_exec initial-exec TLS relocations (R_X86_64_TPOFF*): a thread-local that dlopen cannot place"
echo "check-abi.sh: no initial-exec thread-locals and no STATIC_TLS: loadable with dlopen"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# shellcheck disable=SC2086 # pkg-config's flags are words
gcc -std=c99 -Wall -Wextra -pedantic -Werror -rdynamic -I Tests/TouchRouteCTests/C \
    Tests/TouchRouteCTests/C/system_libyaml_test.c $flags -lyaml -lm -o "$scratch/system_libyaml_test" \
    || fail "Tests/TouchRouteCTests/C/system_libyaml_test.c does not build against $library"
LD_LIBRARY_PATH="$libdir" "$scratch/system_libyaml_test" "$PWD" \
    || fail "a program's own use of the system's libyaml and the library's layout loading did not both work"
echo "check-abi.sh: a program that uses the system's libyaml itself loads a layout through the library too"
