#!/usr/bin/env bash
# Build TouchRoute's Debian packages for this machine's architecture, split as
# Debian splits a library and its tools (Debian Policy, chapter 8). VERSION is
# TR_VERSION_* in touchroute.h, ARCH this machine's (dpkg --print-architecture),
# TRIPLET its multiarch directory (dpkg-architecture -qDEB_HOST_MULTIARCH).
#
# libtouchroute0 (libs; Multi-Arch: same) - the C API's shared library:
#   /usr/lib/TRIPLET/libtouchroute.so.VERSION (stripped, 0644) and its SONAME
#   link libtouchroute.so.0, from scripts/install.sh; the valgrind suppressions
#   /usr/share/touchroute/libtouchroute.supp (toolkits' CI runs their tests
#   with it); /usr/share/doc/libtouchroute0/ copyright, changelog.gz.
#   DEBIAN/shlibs "libtouchroute 0 libtouchroute0 (>= VERSION)", and
#   DEBIAN/triggers "activate-noawait ldconfig" (no maintainer script).
# libtouchroute-dev (libdevel; Multi-Arch: same) - building against it:
#   /usr/include/touchroute.h, /usr/lib/TRIPLET/pkgconfig/touchroute.pc, the
#   link /usr/lib/TRIPLET/libtouchroute.so -> libtouchroute.so.0, and
#   /usr/share/doc/libtouchroute-dev/html/ the C reference (Doxygen; the .pc's URL)
#   /usr/share/doc/libtouchroute-dev/ copyright, changelog.gz and examples/:
#   the C sources of Examples/c-api and its Makefile (their build notes).
#   Depends: libtouchroute0 (= VERSION).
# touchroute (utils) - the command and what runs it:
#   /usr/bin/touchroute                 release build, Swift runtime and the
#                                       Swift library linked in (no NEEDED
#                                       libtouchroute: checked), stripped
#   /usr/lib/udev/rules.d/70-touchroute-*.rules     udev/ (see udev/README.md)
#   /usr/lib/systemd/system/touchroute.service      systemd/ (not enabled)
#   /usr/share/man/man1/touchroute*.1.gz            from swift-argument-parser's generate-manual,
#                                                   completed by `touchroute complete-manual`
#   bash, zsh and fish completions                  from `touchroute --generate-completion-script`
#   /usr/share/doc/touchroute/   copyright, changelog.gz, the udev and systemd READMEs, and
#                                examples/: the layout files of Examples/ and their README
#   and the maintainer scripts scripts/deb/{postinst,prerm,postrm} (udev and
#   systemd reloads, stopping the unit; none of it concerns the library).
# touchroute-dbg (debug) - the debug information stripped from the binary and
#   the library, /usr/lib/debug/.build-id/XX/REST.debug by build ID
#   (scripts/split-debug.sh), where gdb and valgrind find it: with it
#   installed, their stacks name functions, files and lines.
#
# Why one debug package for two packages, and its relations: its files are of
# use with either touchroute or libtouchroute0 installed (a toolkit developer
# has only the library, a kiosk only the command), and only for exactly this
# build of each. So it says just that: "Depends: touchroute (= VERSION) |
# libtouchroute0 (= VERSION)" (at least one of them, of this build), and
# "Breaks: touchroute (<< VERSION), touchroute (>> VERSION), the same for
# libtouchroute0" (whichever of them is installed is this build too; without
# it the alternative would let the other sit at another version, its debug
# files silently not matching). Depending on one and recommending the other
# would pull in a library the command does not use; two -dbgsym packages are
# Debian's automatic way but double what a user must know to ask for.
#
# Depends of libtouchroute0 and touchroute come from dpkg-shlibdeps on the
# library and on the binary alone (libc6, libstdc++6, libgcc-s1, libevdev2,
# libudev1, libyaml-0-2 as each needs), with libc6 raised to 2.36 for their
# packed relocations: with the Swift runtime linked in, the target needs no
# Swift toolchain.
#
# Usage: scripts/make-deb.sh [--output DIR]
#   --output DIR   where the .debs go (default .build-deb/). Prints, after its
#                  log, each package's Depends and Installed-Size, then the four
#                  .deb paths one a line in this order: libtouchroute0,
#                  libtouchroute-dev, touchroute-dbg, touchroute (the command's
#                  last, as before the split; scripts/check-deb.sh takes them all)
# Needs: Swift, dpkg-dev, libevdev-dev, libudev-dev, libyaml-dev (sudo apt-get
# install dpkg-dev libevdev-dev libudev-dev libyaml-dev). Builds in .build-deb/
# (and .build-install/ for the library), so other builds are left alone. The
# maintainer is the last commit's author unless DEB_MAINTAINER="Name <email>"
# says otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build-deb
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="${2:?--output needs a directory}"; shift 2 ;;
        --output=*) output="${1#--output=}"; shift ;;
        -h|--help) sed -n '2,65p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "make-deb.sh: unknown argument '$1'; see --help." >&2; exit 2 ;;
    esac
done
for tool in dpkg-deb dpkg-shlibdeps dpkg-architecture swift gzip strip objcopy readelf; do
    command -v "$tool" >/dev/null || {
        echo "make-deb.sh: $tool is missing; install it (sudo apt-get install dpkg-dev binutils gzip, and Swift)." >&2
        exit 1
    }
done

header=Sources/CTouchRoute/include/touchroute.h
version_part() { sed -n "s/^#define TR_VERSION_$1 \([0-9]*\)$/\1/p" "$header"; }
version="$(version_part MAJOR).$(version_part MINOR).$(version_part PATCH)"
major=$(version_part MAJOR)
arch=$(dpkg --print-architecture)
triplet=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
scratch=.build-deb
# One staging root per package; the C API is installed into c-api first, then
# shared out between the library and -dev packages.
stage=$scratch/stage            # touchroute
lib_stage=$scratch/stage-lib    # libtouchroute0
dev_stage=$scratch/stage-dev    # libtouchroute-dev
dbg_stage=$scratch/stage-dbg    # touchroute-dbg
api_stage=$scratch/stage-c-api
debug_dir="$PWD/$dbg_stage/usr/lib/debug"
rm -rf "$stage" "$lib_stage" "$dev_stage" "$dbg_stage" "$api_stage" "$scratch/shlibs"
mkdir -p "$stage/DEBIAN" "$lib_stage/DEBIAN" "$dev_stage/DEBIAN" "$dbg_stage/DEBIAN" "$output"
# Dates in the package (man pages, changelog) are the last commit's, so the
# same commit makes the same files.
commit_day=$(git log -1 --format=%cs)
commit_date=$(git log -1 --format=%cD)
maintainer=${DEB_MAINTAINER:-$(git log -1 --format='%an <%ae>')}

# --- The binary, and the tool that writes its man pages -----------------------
echo "make-deb.sh: building touchroute $version (release, Swift runtime linked in)"
# C as DWARF 4, which valgrind 3.19 reads (see scripts/install.sh).
# Relocations packed where this machine's glibc loads them (scripts/packed-relocations.sh);
# the code a run executes placed together, libstdc++ linked in (scripts/code-layout.sh).
# Each script run on its own line, so that `set -e` stops on its failure.
packed_flags=$(scripts/packed-relocations.sh)
layout_flags=$(scripts/code-layout.sh "$scratch")
# shellcheck disable=SC2206 # the scripts print flags, one word each
build=(swift build -c release --static-swift-stdlib -Xcc -gdwarf-4 --scratch-path "$scratch"
    $packed_flags $layout_flags)
"${build[@]}" --product touchroute 2>&1 | tail -n 1
"${build[@]}" --product generate-manual 2>&1 | tail -n 1
bin=$("${build[@]}" --show-bin-path)
install -D -m 0755 "$bin/touchroute" "$stage/usr/bin/touchroute"
scripts/split-debug.sh "$stage/usr/bin/touchroute" "$debug_dir" >/dev/null
touchroute="$stage/usr/bin/touchroute"
printed=$("$touchroute" --version)
[ "$printed" = "$version" ] || {
    echo "make-deb.sh: touchroute --version prints '$printed' but $header says $version;" \
        "remove $scratch and build again." >&2
    exit 1
}
# The command has the Swift library linked in, so the touchroute package can
# go without libtouchroute0; a NEEDED entry would make that a lie.
if readelf --dynamic "$touchroute" | grep -q 'NEEDED.*libtouchroute'; then
    echo "make-deb.sh: $touchroute needs libtouchroute (readelf -d), which the touchroute package does not depend on." >&2
    exit 1
fi

# --- The C API, as scripts/install.sh lays it out, shared out ------------------------
command -v doxygen >/dev/null || {
    echo "make-deb.sh: doxygen is not installed, and libtouchroute-dev ships the C reference it builds: apt-get install doxygen." >&2
    exit 1
}
scripts/install.sh --prefix /usr --libdir "/usr/lib/$triplet" --destdir "$api_stage" --debug-dir "$debug_dir" \
    --docdir /usr/share/doc/libtouchroute-dev >/dev/null
api_lib="$api_stage/usr/lib/$triplet"
# libtouchroute0: the library under its full version, the SONAME link, the suppressions.
install -d "$lib_stage/usr/lib/$triplet" "$lib_stage/usr/share/touchroute"
library="$lib_stage/usr/lib/$triplet/libtouchroute.so.$version"
install -m 0644 "$api_lib/libtouchroute.so.$version" "$library"   # Debian's shared libraries are not executable
ln -s "libtouchroute.so.$version" "$lib_stage/usr/lib/$triplet/libtouchroute.so.$major"
install -m 0644 "$api_stage/usr/share/touchroute/libtouchroute.supp" "$lib_stage/usr/share/touchroute/"
soname=$(readelf --dynamic "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]$/\1/p')
[ "$soname" = "libtouchroute.so.$major" ] || {
    echo "make-deb.sh: $library's SONAME is '$soname', not libtouchroute.so.$major: the package name libtouchroute$major would be wrong." >&2
    exit 1
}
# libtouchroute-dev: what a build needs and a run does not.
install -d "$dev_stage/usr/lib/$triplet/pkgconfig" "$dev_stage/usr/include"
ln -s "libtouchroute.so.$major" "$dev_stage/usr/lib/$triplet/libtouchroute.so"
install -m 0644 "$api_lib/pkgconfig/touchroute.pc" "$dev_stage/usr/lib/$triplet/pkgconfig/"
install -m 0644 "$api_stage/usr/include/touchroute.h" "$dev_stage/usr/include/"
install -d "$dev_stage/usr/share/doc/libtouchroute-dev"
cp -R "$api_stage/usr/share/doc/libtouchroute-dev/html" "$dev_stage/usr/share/doc/libtouchroute-dev/"
rm -rf "$api_stage"

# --- udev rules, the systemd unit -----------------------------------------------
install -d "$stage/usr/lib/udev/rules.d"
install -m 0644 udev/*.rules "$stage/usr/lib/udev/rules.d/"
install -D -m 0644 systemd/touchroute.service "$stage/usr/lib/systemd/system/touchroute.service"

# --- Man pages: one for touchroute, one per subcommand (touchroute.run.1 ...) ---------
# generate-manual is the tool behind swift-argument-parser's generate-manual
# plugin, run here on the binary being packaged; the plugin itself would build
# every product again (without the static runtime) just to ask for its help.
man="$stage/usr/share/man/man1"
install -d "$man"
"$bin/generate-manual" "$touchroute" --multi-page --date "$commit_day" --output-directory "$man"
# generate-manual's EXIT STATUS says only "0 on success, >0 on error": the
# statuses, files and variables each command really has come from the binary.
"$touchroute" complete-manual "$man"
gzip -9n "$man"/*.1

# --- Shell completions --------------------------------------------------------------
install -d "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
    "$stage/usr/share/fish/vendor_completions.d"
# bash-completion sources its files, so the script's #! line goes.
"$touchroute" --generate-completion-script bash | sed '1{/^#!/d}' > "$stage/usr/share/bash-completion/completions/touchroute"
"$touchroute" --generate-completion-script zsh > "$stage/usr/share/zsh/vendor-completions/_touchroute"
"$touchroute" --generate-completion-script fish > "$stage/usr/share/fish/vendor_completions.d/touchroute.fish"

# --- Documentation: each package its own copyright and changelog (Policy 12.5, 12.7) ----
# One source package, so one changelog entry; the same bytes on every
# architecture, as Multi-Arch: same asks of the library packages.
changelog=$(printf 'touchroute (%s) unstable; urgency=medium\n\n  * Built from commit %s.\n\n -- %s  %s\n' \
    "$version" "$(git log -1 --format=%h)" "$maintainer" "$commit_date")
for root_and_package in "$stage touchroute" "$lib_stage libtouchroute$major" "$dev_stage libtouchroute-dev"; do
    read -r root package <<< "$root_and_package"
    install -d "$root/usr/share/doc/$package"
    install -m 0644 scripts/deb/copyright "$root/usr/share/doc/$package/copyright"
    gzip -9n <<< "$changelog" > "$root/usr/share/doc/$package/changelog.gz"
    chmod 0644 "$root/usr/share/doc/$package/changelog.gz"
done
doc="$stage/usr/share/doc/touchroute"
install -m 0644 udev/README.md "$doc/README.udev.md"
install -m 0644 systemd/README.md "$doc/README.systemd.md"
# Layouts to start one's own from (`touchroute demo --layout …`), where Debian
# keeps a package's examples.
install -d "$doc/examples"
install -m 0644 Examples/README.md Examples/*.yaml Examples/*.json "$doc/examples/"
# The C examples, with the Makefile that builds them (pkg-config, as the
# -dev package provides it); their header comments are their build notes.
# Not check-installed.sh: it is the repository's test, running scripts/install.sh.
dev_examples="$dev_stage/usr/share/doc/libtouchroute-dev/examples"
install -d "$dev_examples"
install -m 0644 Examples/c-api/*.c Examples/c-api/Makefile "$dev_examples/"
for notes in Examples/c-api/README*; do
    if [ -f "$notes" ]; then install -m 0644 "$notes" "$dev_examples/"; fi
done

# --- DEBIAN/: control, Depends, maintainer scripts, shlibs and trigger, md5sums ---------
# dpkg-shlibdeps reads debian/control from where it runs, so it gets a minimal one.
mkdir -p "$scratch/shlibs/debian"
printf 'Source: touchroute\n\nPackage: touchroute\nArchitecture: any\n' > "$scratch/shlibs/debian/control"
# shlibs_depends ELF: the Depends dpkg-shlibdeps finds for ELF alone, libc6 raised for DT_RELR.
shlibs_depends() {
    local elf=$1 depends libc_version versions
    depends=$(cd "$scratch/shlibs" && dpkg-shlibdeps -O -e"$OLDPWD/$elf" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
    [ -n "$depends" ] || { echo "make-deb.sh: dpkg-shlibdeps found no dependencies of $elf; run it by hand to see why." >&2; return 1; }
    # Packed relocations (DT_RELR, scripts/packed-relocations.sh) load only with glibc 2.36's loader, which
    # the file asks for by the version GLIBC_ABI_DT_RELR; Debian's libc6 symbols file does not know it.
    libc_version=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")
    versions=$(readelf --version-info "$elf")
    if grep -q GLIBC_ABI_DT_RELR <<< "$versions" && dpkg --compare-versions "${libc_version:-0}" lt 2.36; then
        depends=$(sed "s/libc6 (>= $libc_version)/libc6 (>= 2.36)/" <<< "$depends")
    fi
    echo "$depends"
}
cli_depends=$(shlibs_depends "$touchroute")
lib_depends=$(shlibs_depends "$library")
# control ROOT TEMPLATE [DEPENDS]: fill in TEMPLATE as ROOT/DEBIAN/control; print the Installed-Size.
control() {
    local root=$1 template=$2 depends=${3:-} size
    size=$(du -sk --apparent-size --exclude=DEBIAN "$root" | cut -f1)
    sed -e "s|@VERSION@|$version|g" -e "s|@MAJOR@|$major|g" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
        -e "s|@INSTALLED_SIZE@|$size|" -e "s|@DEPENDS@|$depends|" "scripts/deb/$template" > "$root/DEBIAN/control"
    echo "$size"
}
cli_size=$(control "$stage" control.in "$cli_depends")
lib_size=$(control "$lib_stage" control-lib.in "$lib_depends")
dev_size=$(control "$dev_stage" control-dev.in)
dbg_size=$(control "$dbg_stage" control-dbg.in)
for script in postinst prerm postrm; do install -m 0755 "scripts/deb/$script" "$stage/DEBIAN/$script"; done
echo "libtouchroute $major libtouchroute$major (>= $version)" > "$lib_stage/DEBIAN/shlibs"
echo "activate-noawait ldconfig" > "$lib_stage/DEBIAN/triggers"
for root in "$stage" "$lib_stage" "$dev_stage" "$dbg_stage"; do
    (cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
    find "$root/DEBIAN" -type f ! -name postinst ! -name prerm ! -name postrm -exec chmod 0644 {} +
done

lib_deb="$output/libtouchroute${major}_${version}_${arch}.deb"
dev_deb="$output/libtouchroute-dev_${version}_${arch}.deb"
dbg_deb="$output/touchroute-dbg_${version}_${arch}.deb"
deb="$output/touchroute_${version}_${arch}.deb"
dpkg-deb --build --root-owner-group "$lib_stage" "$lib_deb" >/dev/null
dpkg-deb --build --root-owner-group "$dev_stage" "$dev_deb" >/dev/null
dpkg-deb --build --root-owner-group "$dbg_stage" "$dbg_deb" >/dev/null
dpkg-deb --build --root-owner-group "$stage" "$deb" >/dev/null
echo "make-deb.sh: Depends: libtouchroute$major: $lib_depends"
echo "make-deb.sh: Depends: libtouchroute-dev: libtouchroute$major (= $version)"
echo "make-deb.sh: Depends: touchroute: $cli_depends"
echo "make-deb.sh: Installed-Size: libtouchroute$major $lib_size KiB, libtouchroute-dev $dev_size KiB," \
    "touchroute $cli_size KiB, touchroute-dbg $dbg_size KiB"
echo "$lib_deb"
echo "$dev_deb"
echo "$dbg_deb"
echo "$deb"
