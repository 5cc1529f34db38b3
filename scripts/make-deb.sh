#!/usr/bin/env bash
# Build TouchRoute's Debian packages, touchroute_VERSION_ARCH.deb and
# touchroute-dbg_VERSION_ARCH.deb, for this machine's architecture. VERSION is
# TR_VERSION_* in touchroute.h. The first holds:
#
#   /usr/bin/touchroute                 release build, Swift runtime linked in, stripped
#   /usr/lib/TRIPLET/libtouchroute.so*, /usr/include/touchroute.h and
#   /usr/lib/TRIPLET/pkgconfig/touchroute.pc   the C API, from scripts/install.sh
#   /usr/share/touchroute/libtouchroute.supp   its valgrind suppressions, from there too
#   /usr/lib/udev/rules.d/70-touchroute-*.rules     udev/ (see udev/README.md)
#   /usr/lib/systemd/system/touchroute.service      systemd/ (not enabled)
#   /usr/share/man/man1/touchroute*.1.gz            from swift-argument-parser's generate-manual
#   bash, zsh and fish completions                  from `touchroute --generate-completion-script`
#   /usr/share/doc/touchroute/   copyright, changelog.gz, the udev and systemd READMEs, and
#                                examples/: the layout files of Examples/ and their README
#
# touchroute-dbg holds the debug information stripped from the binary and the
# library, /usr/lib/debug/.build-id/XX/REST.debug by build ID (scripts/split-debug.sh),
# where gdb and valgrind find it: with it installed, their stacks name
# functions, files and lines.
#
# Depends comes from dpkg-shlibdeps on the binary and the library (libc6,
# libstdc++6, libgcc-s1, libevdev2, libudev1, libyaml-0-2), with libc6 raised
# to 2.36 for their packed relocations: with the Swift runtime linked in, the
# target needs no Swift toolchain.
#
# Usage: scripts/make-deb.sh [--output DIR]
#   --output DIR   where the .debs go (default .build-deb/); prints the -dbg
#                  package's path, then the main package's last
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
        -h|--help) sed -n '2,33p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
arch=$(dpkg --print-architecture)
triplet=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
scratch=.build-deb
stage=$scratch/stage
dbg_stage=$scratch/stage-dbg
debug_dir="$PWD/$dbg_stage/usr/lib/debug"
rm -rf "$stage" "$dbg_stage" "$scratch/shlibs"
mkdir -p "$stage/DEBIAN" "$dbg_stage/DEBIAN" "$output"
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

# --- The C API, as scripts/install.sh lays it out -------------------------------
scripts/install.sh --prefix /usr --libdir "/usr/lib/$triplet" --destdir "$stage" --debug-dir "$debug_dir" >/dev/null
library="$stage/usr/lib/$triplet/libtouchroute.so.$version"
chmod 0644 "$library"   # Debian's shared libraries are not executable

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
gzip -9n "$man"/*.1

# --- Shell completions --------------------------------------------------------------
install -d "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
    "$stage/usr/share/fish/vendor_completions.d"
# bash-completion sources its files, so the script's #! line goes.
"$touchroute" --generate-completion-script bash | sed '1{/^#!/d}' > "$stage/usr/share/bash-completion/completions/touchroute"
"$touchroute" --generate-completion-script zsh > "$stage/usr/share/zsh/vendor-completions/_touchroute"
"$touchroute" --generate-completion-script fish > "$stage/usr/share/fish/vendor_completions.d/touchroute.fish"

# --- Documentation ----------------------------------------------------------------
doc="$stage/usr/share/doc/touchroute"
install -d "$doc"
install -m 0644 scripts/deb/copyright "$doc/copyright"
install -m 0644 udev/README.md "$doc/README.udev.md"
install -m 0644 systemd/README.md "$doc/README.systemd.md"
# Layouts to start one's own from (`touchroute demo --layout …`), where Debian
# keeps a package's examples.
install -d "$doc/examples"
install -m 0644 Examples/README.md Examples/*.yaml Examples/*.json "$doc/examples/"
printf 'touchroute (%s) unstable; urgency=medium\n\n  * Built from commit %s.\n\n -- %s  %s\n' \
    "$version" "$(git log -1 --format=%h)" "$maintainer" "$commit_date" | gzip -9n > "$doc/changelog.gz"

# --- DEBIAN/: control, maintainer scripts, the library's shlibs and trigger ----------
# dpkg-shlibdeps reads debian/control from where it runs, so it gets a minimal one.
mkdir -p "$scratch/shlibs/debian"
printf 'Source: touchroute\n\nPackage: touchroute\nArchitecture: any\n' > "$scratch/shlibs/debian/control"
depends=$(cd "$scratch/shlibs" && dpkg-shlibdeps -O -e"$OLDPWD/$touchroute" -e"$OLDPWD/$library" 2>/dev/null \
    | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make-deb.sh: dpkg-shlibdeps found no dependencies; run it by hand to see why." >&2; exit 1; }
# Packed relocations (DT_RELR, scripts/packed-relocations.sh) load only with glibc 2.36's loader, which the
# files ask for by the version GLIBC_ABI_DT_RELR; Debian's libc6 symbols file does not know it.
libc_version=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")
versions=$(readelf --version-info "$touchroute" "$library")
if grep -q GLIBC_ABI_DT_RELR <<< "$versions" && dpkg --compare-versions "${libc_version:-0}" lt 2.36; then
    depends=$(sed "s/libc6 (>= $libc_version)/libc6 (>= 2.36)/" <<< "$depends")
fi
installed_size=$(du -sk --apparent-size --exclude=DEBIAN "$stage" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@INSTALLED_SIZE@|$installed_size|" -e "s|@DEPENDS@|$depends|" scripts/deb/control.in > "$stage/DEBIAN/control"
for script in postinst prerm postrm; do install -m 0755 "scripts/deb/$script" "$stage/DEBIAN/$script"; done
echo "libtouchroute $(version_part MAJOR) touchroute (>= $version)" > "$stage/DEBIAN/shlibs"
echo "activate-noawait ldconfig" > "$stage/DEBIAN/triggers"
(cd "$stage" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/shlibs" "$stage/DEBIAN/triggers" "$stage/DEBIAN/md5sums"

# --- touchroute-dbg: the debug files, for exactly this build of touchroute -------------
dbg_size=$(du -sk --apparent-size --exclude=DEBIAN "$dbg_stage" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@INSTALLED_SIZE@|$dbg_size|" scripts/deb/control-dbg.in > "$dbg_stage/DEBIAN/control"
(cd "$dbg_stage" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$dbg_stage/DEBIAN/md5sums"
chmod 0644 "$dbg_stage/DEBIAN/control" "$dbg_stage/DEBIAN/md5sums"

deb="$output/touchroute_${version}_${arch}.deb"
dbg_deb="$output/touchroute-dbg_${version}_${arch}.deb"
dpkg-deb --build --root-owner-group "$stage" "$deb" >/dev/null
dpkg-deb --build --root-owner-group "$dbg_stage" "$dbg_deb" >/dev/null
echo "make-deb.sh: Depends: $depends"
echo "make-deb.sh: Installed-Size: touchroute $installed_size KiB, touchroute-dbg $dbg_size KiB"
echo "$dbg_deb"
echo "$deb"
