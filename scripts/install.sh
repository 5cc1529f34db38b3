#!/usr/bin/env bash
# Build TouchRoute's C API and install it for C and C++ toolkits:
#
#   LIBDIR/libtouchroute.so.X.Y.Z   (+ libtouchroute.so.X and libtouchroute.so links)
#   PREFIX/include/touchroute.h
#   LIBDIR/pkgconfig/touchroute.pc  so that `pkg-config --cflags --libs touchroute` works
#   PREFIX/share/touchroute/libtouchroute.supp  valgrind suppressions for the
#                                   Swift runtime's caches (valgrind/libtouchroute.supp)
#   DOCDIR/html/index.html          the C reference, when doxygen is installed
#                                   (scripts/docs.sh --c-only); the .pc's URL names it
#
# The Swift runtime is linked into the library (-static-stdlib), so the target
# machine needs only libc, libstdc++, libevdev, libudev and libyaml, not a
# Swift toolchain. The library exports the tr_* functions of touchroute.h and
# nothing else, and is linked with -Bsymbolic (Package.swift, Sources/TouchRouteCLibrary/touchroute.map).
#
# Usage: scripts/install.sh [--prefix DIR] [--libdir DIR] [--destdir DIR] [--debug-dir DIR]
#   --prefix DIR   where it goes (default /usr/local)
#   --libdir DIR   where the library and .pc go (default PREFIX/lib; Debian's
#                  packages use PREFIX/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH))
#   --destdir DIR  stage under DIR instead of the live system (for packaging);
#                  the .pc file still names PREFIX and LIBDIR
#   --debug-dir DIR  keep the library's debug information in a file of its own
#                  under DIR/.build-id/ (gdb and valgrind look in /usr/lib/debug;
#                  DESTDIR does not apply) instead of stripping it away
#   --docdir DIR   where the C reference goes (default PREFIX/share/doc/touchroute)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
libdir=
destdir=
debug_dir=
docdir=
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a directory}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --libdir) libdir="${2:?--libdir needs a directory}"; shift 2 ;;
        --libdir=*) libdir="${1#--libdir=}"; shift ;;
        --destdir) destdir="${2:?--destdir needs a directory}"; shift 2 ;;
        --destdir=*) destdir="${1#--destdir=}"; shift ;;
        --debug-dir) debug_dir="${2:?--debug-dir needs a directory}"; shift 2 ;;
        --debug-dir=*) debug_dir="${1#--debug-dir=}"; shift ;;
        --docdir) docdir="${2:?--docdir needs a directory}"; shift 2 ;;
        --docdir=*) docdir="${1#--docdir=}"; shift ;;
        -h|--help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument '$1'; see --help." >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) echo "install.sh: --prefix must be an absolute path, not '$prefix'." >&2; exit 2 ;; esac
libdir=${libdir:-$prefix/lib}
case "$libdir" in /*) ;; *) echo "install.sh: --libdir must be an absolute path, not '$libdir'." >&2; exit 2 ;; esac
case "$debug_dir" in /* | "") ;; *) echo "install.sh: --debug-dir must be an absolute path, not '$debug_dir'." >&2; exit 2 ;; esac
docdir=${docdir:-$prefix/share/doc/touchroute}
case "$docdir" in /*) ;; *) echo "install.sh: --docdir must be an absolute path, not '$docdir'." >&2; exit 2 ;; esac

header=Sources/CTouchRoute/include/touchroute.h
version_part() { sed -n "s/^#define TR_VERSION_$1 \([0-9]*\)$/\1/p" "$header"; }
version="$(version_part MAJOR).$(version_part MINOR).$(version_part PATCH)"
major=$(version_part MAJOR)

echo "install.sh: building libtouchroute $version (release, Swift runtime linked in)"
# C as DWARF 4: valgrind 3.19 (Debian 12) cannot read clang's DWARF 5 (DW_FORM_addrx,
# DW_FORM_strx1) and gives up on the whole library, debug file and all. Swift writes DWARF 4.
# Relocations packed where this machine's glibc loads them (scripts/packed-relocations.sh).
# shellcheck disable=SC2046 # the script prints flags, one word each
swift build -c release --product TouchRouteC --scratch-path .build-install \
    -Xswiftc -static-stdlib -Xcc -gdwarf-4 -Xlinker "-soname=libtouchroute.so.$major" $(scripts/packed-relocations.sh)
built=.build-install/release/libTouchRouteC.so

lib="$destdir$libdir"
install -d "$lib/pkgconfig" "$destdir$prefix/include" "$destdir$prefix/share/touchroute"
# Stripped: the symbol tables and DWARF of what is linked in are a quarter of its size.
install -m 0755 "$built" "$lib/libtouchroute.so.$version"
if [ -n "$debug_dir" ]; then
    debug_file=$(scripts/split-debug.sh "$lib/libtouchroute.so.$version" "$debug_dir" --strip-unneeded)
else
    strip --strip-unneeded "$lib/libtouchroute.so.$version"
fi
ln -sfn "libtouchroute.so.$version" "$lib/libtouchroute.so.$major"
ln -sfn "libtouchroute.so.$major" "$lib/libtouchroute.so"
install -m 0644 "$header" "$destdir$prefix/include/touchroute.h"
install -m 0644 valgrind/libtouchroute.supp "$destdir$prefix/share/touchroute/libtouchroute.supp"
# The .pc names libdir relative to ${prefix} when it lies under it, as pkg-config files usually do.
case "$libdir" in "$prefix"/*) pc_libdir="\${prefix}${libdir#"$prefix"}" ;; *) pc_libdir=$libdir ;; esac
# The C reference, where doxygen can build it; the .pc's URL names it, or is left out.
reference=
if command -v doxygen >/dev/null; then
    scripts/docs.sh --c-only >/dev/null
    install -d "$destdir$docdir/html"
    cp -R .build/docs/c/. "$destdir$docdir/html/"
    reference="$docdir/html/index.html"
else
    echo "install.sh: doxygen is not installed, so the C reference is not (apt-get install doxygen for it)." >&2
fi
sed -e "s|@PREFIX@|$prefix|" -e "s|@LIBDIR@|$pc_libdir|" -e "s|@VERSION@|$version|" \
    -e "${reference:+#}/^URL: @REFERENCE@/d" -e "s|@REFERENCE@|file://$reference|" scripts/touchroute.pc.in \
    > "$lib/pkgconfig/touchroute.pc"
chmod 0644 "$lib/pkgconfig/touchroute.pc"

# Refresh the loader's cache when installing onto the live system as root.
if [ -z "$destdir" ] && [ "$(id -u)" = 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi

echo "install.sh: installed${destdir:+ under $destdir}:"
echo "  $libdir/libtouchroute.so.$version (and .so.$major, .so)"
echo "  $prefix/include/touchroute.h"
echo "  $libdir/pkgconfig/touchroute.pc"
echo "  $prefix/share/touchroute/libtouchroute.supp (valgrind suppressions)"
if [ -n "$debug_dir" ]; then echo "  $debug_file (its debug information)"; fi
if [ -n "$reference" ]; then echo "  $reference (the C reference)"; fi
if [ -z "$destdir" ] && ! pkg-config --exists touchroute 2>/dev/null; then
    echo "install.sh: pkg-config does not find touchroute yet: add $libdir/pkgconfig to PKG_CONFIG_PATH." >&2
fi
