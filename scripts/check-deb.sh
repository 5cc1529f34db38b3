#!/usr/bin/env bash
# Check TouchRoute's four .debs (scripts/make-deb.sh) on this machine as users
# get them, then remove them again (also when a check fails):
#
# Before installing: no file is in two packages (dpkg-deb -c of each); each
# holds what it should and not what another does (the library and its SONAME
# link, 0644, shlibs, the ldconfig trigger and the valgrind suppressions in
# libtouchroute0; header, .pc, libtouchroute.so link and C examples in
# libtouchroute-dev; no library, header or .pc in touchroute; build-ID debug
# files in touchroute-dbg); Section, Multi-Arch and the relations between
# them; no maintainer script runs ldconfig (the trigger does).
#
# libtouchroute0 alone: a C program built against the unpacked -dev files
# (a tiny one, and the shipped swipe-and-tap example with its Makefile) runs
# with only libtouchroute0 installed, the trigger having put the library in
# ldconfig's cache; dpkg --purge takes it out again.
#
# touchroute alone: it installs without the library packages, has no NEEDED
# libtouchroute (readelf -d), and `touchroute demo` prints the demo's golden
# output; dpkg --purge removes it.
#
# All four together: touchroute --version is the package's version, from
# /usr/bin; the binary needs no Swift runtime (ldd); `man -w touchroute` and a
# subcommand's page render; `touchroute demo`; the bash completion (and
# fish's, where fish exists) loads and completes subcommands, and zsh's
# parses where zsh exists; pkg-config finds the C API with only -dev's
# pkgconfig directory to look in, and a C program links and runs against it;
# the library exports tr_* functions only, is linked with -Bsymbolic, and a
# program's own libyaml cannot take over its parser (scripts/check-abi.sh);
# the dlopen example loads it, and swipe-and-tap runs clean under valgrind
# with the packaged suppressions (where valgrind exists); the stripped binary
# and library name their debug files (build ID, .gnu_debuglink), which
# touchroute-dbg holds and gdb loads; the udev rules are in place;
# `systemd-analyze verify` accepts the installed unit and rates its exposure
# at most 1.5; then dpkg -r of all four leaves none of their files, and
# dpkg --purge forgets them all (touchroute's postrm keeps it known until a purge).
#
# Usage: scripts/check-deb.sh DEB...   (as root, on a machine where none of
# the four is installed). DEBs are the packages scripts/make-deb.sh prints, in
# any order; each is known by its Package field, and any of libtouchroute0,
# libtouchroute-dev, touchroute and touchroute-dbg not given is taken from
# beside the first, as PACKAGE_VERSION_ARCH.deb (so `check-deb.sh
# touchroute_VERSION_ARCH.deb` checks all four).
# Needs: man-db, pkg-config, gcc, make, binutils; gdb for the debug-file check
# and valgrind for the suppressions (each skipped, saying so, without it);
# systemd for systemd-analyze (its checks are skipped, saying so, without it).
# If /etc/dpkg/dpkg.cfg.d excludes /usr/share/man (minimal and Docker images
# do), dpkg installs no man pages: the man check then says so, checks the
# pages are in the .deb, and passes.
# (Output is captured before grep -q reads it: grep -q stops at the first
# match, and under pipefail the writer's SIGPIPE would fail the check.)
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    -h|--help) sed -n '2,51p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    "") echo "check-deb.sh: give the .debs to check (scripts/make-deb.sh prints their paths); see --help." >&2; exit 2 ;;
esac
[ "$(id -u)" = 0 ] || { echo "check-deb.sh: run it as root (it installs the packages with dpkg -i)." >&2; exit 2; }
for tool in man pkg-config gcc make nm readelf; do
    command -v "$tool" >/dev/null || { echo "check-deb.sh: $tool is missing; sudo apt-get install man-db pkg-config gcc make binutils" >&2; exit 1; }
done

say() { echo "check-deb.sh: $*"; }
fail() { echo "check-deb.sh: FAILED: $*" >&2; exit 1; }

# --- The four packages, by name ------------------------------------------------------
for given in "$@"; do [ -f "$given" ] || { echo "check-deb.sh: no such file: $given" >&2; exit 2; }; done
first=$(realpath "$1")
version=$(dpkg-deb -f "$first" Version)
arch=$(dpkg-deb -f "$first" Architecture)
major=${version%%.*}
lib=libtouchroute$major
packages=("$lib" libtouchroute-dev touchroute touchroute-dbg)   # installed in this order, removed in the reverse
declare -A debs=()
for given in "$@"; do
    package=$(dpkg-deb -f "$given" Package)
    case " ${packages[*]} " in
        *" $package "*) debs[$package]=$(realpath "$given") ;;
        *) echo "check-deb.sh: $given is $package, not one of ${packages[*]}" >&2; exit 2 ;;
    esac
done
for package in "${packages[@]}"; do
    if [ -z "${debs[$package]:-}" ]; then
        beside="$(dirname "$first")/${package}_${version}_${arch}.deb"
        [ -f "$beside" ] || { echo "check-deb.sh: no $package package given, and no $beside (scripts/make-deb.sh makes the four side by side)" >&2; exit 2; }
        debs[$package]=$beside
    fi
    [ "$(dpkg-deb -f "${debs[$package]}" Version)" = "$version" ] \
        || { echo "check-deb.sh: ${debs[$package]} is version $(dpkg-deb -f "${debs[$package]}" Version), $(basename "$first") $version" >&2; exit 2; }
done
lib_deb=${debs[$lib]} dev_deb=${debs[libtouchroute-dev]} deb=${debs[touchroute]} dbg_deb=${debs[touchroute-dbg]}

state() { dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true; }
for package in "${packages[@]}"; do
    case "$(state "$package")" in
        "" | not-installed | config-files) ;;
        *) echo "check-deb.sh: $package is $(state "$package") here; this check removes it at the end, so remove it first (dpkg --purge $package)." >&2
           exit 2 ;;
    esac
done

scratch=$(mktemp -d)
# Whatever state a failed step left the packages in (installed, or unpacked
# with their dependencies missing), the exit removes them, dependents first.
remove() {
    for package in touchroute-dbg libtouchroute-dev touchroute "$lib"; do
        case "$(state "$package")" in
            "" | not-installed) ;;
            *) dpkg --purge "$package" >/dev/null || echo "check-deb.sh: dpkg --purge $package failed; remove it by hand." >&2 ;;
        esac
    done
    rm -rf "$scratch"
}
trap remove EXIT
# install DEB...: dpkg -i them, saying which dependencies to install if dpkg cannot.
install_debs() {
    dpkg -i "$@" >/dev/null || fail "dpkg -i could not install $*; if dependencies are missing, apt-get install -y" \
        "$(for d in "$@"; do dpkg-deb -f "$d" Depends; done | sed 's/([^)]*)//g; s/[,|]/ /g' | tr ' ' '\n' | grep -v touchroute | sort -u | xargs)"
}
# gone PACKAGE FILES: after dpkg -r, no file (or link) of PACKAGE's list is left.
gone() {
    local path
    while read -r path; do
        if { [ -e "$path" ] || [ -L "$path" ]; } && [ ! -d "$path" ]; then fail "$path ($1) is still there after dpkg -r"; fi
    done <<< "$2"
}
# canon PATH: PATH with its directory made real (/lib is /usr/lib on a merged /usr), its last link kept.
canon() { echo "$(realpath -m "$(dirname "$1")")/$(basename "$1")"; }
# cached: where ldconfig's cache says libtouchroute.so.MAJOR is, one canon path a line.
cached() {
    local cache path
    cache=$(ldconfig -p)
    sed -n "s/^[[:space:]]*libtouchroute\.so\.$major (.*) => //p" <<< "$cache" | while read -r path; do canon "$path"; done
}

# --- Before installing: what is in which package ---------------------------------------
say "contents: no file in two packages, each package its own files"
declare -A listing=() paths=()
for package in "${packages[@]}"; do
    listing[$package]=$(dpkg-deb -c "${debs[$package]}")
    # "MODE OWNER SIZE DATE TIME ./PATH[ -> TARGET]", directories left out.
    paths[$package]=$(grep -v '^d' <<< "${listing[$package]}" | sed -E 's/^([^ ]+ +){5}//; s/ -> .*$//; s|^\./|/|')
done
shared=$(printf '%s\n' "${paths[@]}" | LC_ALL=C sort | uniq -d)
[ -z "$shared" ] || fail "files in more than one package:
$shared"
# entry PACKAGE PATH: PATH's line in PACKAGE's listing ("" if none).
entry() { grep -E "^[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +\.$2( -> .*)?$" <<< "${listing[$1]}" || true; }
has() { grep -qxF "$2" <<< "${paths[$1]}" || fail "$1 has no $2"; }
library_path=$(grep -E "^/usr/lib/[^/]+/libtouchroute\.so\.$version$" <<< "${paths[$lib]}") \
    || fail "$lib has no /usr/lib/TRIPLET/libtouchroute.so.$version"
libdir=$(dirname "$library_path")
grep -q '^-rw-r--r-- ' <<< "$(entry "$lib" "$library_path")" || fail "$library_path is not a 0644 file: $(entry "$lib" "$library_path")"
grep -q " -> libtouchroute\.so\.$version$" <<< "$(entry "$lib" "$libdir/libtouchroute.so.$major")" \
    || fail "$lib's $libdir/libtouchroute.so.$major is not a link to libtouchroute.so.$version"
for path in /usr/share/touchroute/libtouchroute.supp "/usr/share/doc/$lib/copyright" "/usr/share/doc/$lib/changelog.gz"; do has "$lib" "$path"; done
[ "$(dpkg-deb -I "$lib_deb" shlibs)" = "libtouchroute $major $lib (>= $version)" ] || fail "$lib's shlibs is '$(dpkg-deb -I "$lib_deb" shlibs 2>&1)'"
[ "$(dpkg-deb -I "$lib_deb" triggers)" = "activate-noawait ldconfig" ] || fail "$lib's triggers is '$(dpkg-deb -I "$lib_deb" triggers 2>&1)'"
grep -q " -> libtouchroute\.so\.$major$" <<< "$(entry libtouchroute-dev "$libdir/libtouchroute.so")" \
    || fail "libtouchroute-dev's $libdir/libtouchroute.so is not a link to libtouchroute.so.$major"
for path in /usr/include/touchroute.h "$libdir/pkgconfig/touchroute.pc" /usr/share/doc/libtouchroute-dev/copyright \
    /usr/share/doc/libtouchroute-dev/changelog.gz /usr/share/doc/libtouchroute-dev/examples/Makefile \
    /usr/share/doc/libtouchroute-dev/html/index.html; do has libtouchroute-dev "$path"; done
for example in Examples/c-api/*.c; do has libtouchroute-dev "/usr/share/doc/libtouchroute-dev/examples/$(basename "$example")"; done
for path in /usr/bin/touchroute /usr/share/doc/touchroute/copyright /usr/share/doc/touchroute/changelog.gz \
    /usr/share/doc/touchroute/examples/remorseful-pager.yaml; do has touchroute "$path"; done
misplaced=$(grep -E '/(libtouchroute\.so[^/]*|touchroute\.h|touchroute\.pc|libtouchroute\.supp)$' <<< "${paths[touchroute]}" || true)
[ -z "$misplaced" ] || fail "touchroute holds C API files: $misplaced"
misplaced=$(grep -v '^/usr/lib/debug/\.build-id/[0-9a-f][0-9a-f]/[0-9a-f]*\.debug$' <<< "${paths[touchroute-dbg]}" || true)
[ -z "$misplaced" ] || fail "touchroute-dbg holds other files than build-ID debug files: $misplaced"
# field PACKAGE FIELD EXPECTED
field() { [ "$(dpkg-deb -f "${debs[$1]}" "$2")" = "$3" ] || fail "$1's $2 is '$(dpkg-deb -f "${debs[$1]}" "$2")', not '$3'"; }
field "$lib" Section libs; field "$lib" Multi-Arch same
field libtouchroute-dev Section libdevel; field libtouchroute-dev Multi-Arch same; field libtouchroute-dev Depends "$lib (= $version)"
field touchroute Section utils; field touchroute-dbg Section debug
field touchroute-dbg Depends "touchroute (= $version) | $lib (= $version)"
for package in "$lib" touchroute; do
    depends=$(dpkg-deb -f "${debs[$package]}" Depends)
    grep -q 'libc6 (>= ' <<< "$depends" || fail "$package's Depends names no libc6 version: $depends"
    if grep -q touchroute <<< "$depends"; then fail "$package depends on $depends"; fi
done
for package in "${packages[@]}"; do
    for script in preinst postinst prerm postrm; do
        text=$(dpkg-deb -I "${debs[$package]}" "$script" 2>/dev/null || true)
        if grep -q ldconfig <<< "$text"; then
            fail "$package's $script runs ldconfig; $lib's trigger does that"
        fi
    done
done

# --- libtouchroute0 alone: a program built against -dev's files runs ------------------
say "$lib alone: a C program built against libtouchroute-dev's unpacked files runs"
dev_root=$scratch/dev-root
dpkg-deb -x "$dev_deb" "$dev_root"
dpkg-deb -x "$lib_deb" "$dev_root"   # the -dev link points at the library's SONAME link
cp -r "$dev_root/usr/share/doc/libtouchroute-dev/examples" "$scratch/examples"
printf '#include <stdio.h>\n#include <touchroute.h>\nint main(void) { puts(tr_version()); return 0; }\n' > "$scratch/version.c"
export PKG_CONFIG_LIBDIR="$dev_root$libdir/pkgconfig" PKG_CONFIG_PATH='' PKG_CONFIG_SYSROOT_DIR="$dev_root"
# shellcheck disable=SC2046 # pkg-config's flags are words
gcc -o "$scratch/version" "$scratch/version.c" $(pkg-config --cflags --libs touchroute) \
    || fail "a C program does not build against libtouchroute-dev's unpacked files"
make -s -C "$scratch/examples" swipe-and-tap || fail "libtouchroute-dev's examples/Makefile does not build swipe-and-tap"
unset PKG_CONFIG_LIBDIR PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
needed=$(readelf --dynamic "$scratch/version")
grep -q "NEEDED.*\[libtouchroute\.so\.$major\]" <<< "$needed" || fail "the program does not need libtouchroute.so.$major: $needed"
soname_path=$(canon "$libdir/libtouchroute.so.$major")
trigger_checked=yes
if grep -qxF "$soname_path" <<< "$(cached)"; then
    say "NOT CHECKED: $lib's ldconfig trigger: the cache lists $soname_path already (stale from an earlier install)"
    trigger_checked=
fi
install_debs "$lib_deb"
for package in libtouchroute-dev touchroute touchroute-dbg; do
    case "$(state "$package")" in "" | not-installed | config-files) ;; *) fail "$package is $(state "$package") with only $lib installed" ;; esac
done
if [ -n "$trigger_checked" ] && ! grep -qxF "$soname_path" <<< "$(cached)"; then
    fail "ldconfig's cache does not list $soname_path after dpkg -i $lib (its ldconfig trigger): $(cached | xargs)"
fi
# loads PROGRAM [ENV...]: the canon path the loader finds libtouchroute.so.MAJOR at for PROGRAM.
loads() {
    local program=$1 loaded path
    shift
    loaded=$(env "$@" ldd "$program")
    path=$(sed -n "s/^[[:space:]]*libtouchroute\.so\.$major => \([^ ]*\) .*/\1/p" <<< "$loaded")
    if [ -n "$path" ]; then canon "$path"; fi
}
if [ "$(loads "$scratch/version")" = "$soname_path" ]; then
    run=()
else
    # An install under /usr/local (scripts/install.sh, which CI runs first) comes
    # first in ld.so.conf: the package's own library is then asked for by its directory.
    say "(the loader finds libtouchroute.so.$major at $(loads "$scratch/version") first; running with LD_LIBRARY_PATH=$libdir)"
    run=(env "LD_LIBRARY_PATH=$libdir")
    [ "$(loads "$scratch/version" "LD_LIBRARY_PATH=$libdir")" = "$soname_path" ] \
        || fail "the program does not load $libdir's libtouchroute: $(env "LD_LIBRARY_PATH=$libdir" ldd "$scratch/version")"
fi
[ "$("${run[@]}" "$scratch/version")" = "$version" ] || fail "tr_version() says '$("${run[@]}" "$scratch/version" 2>&1)' with only $lib installed"
output=$("${run[@]}" "$scratch/examples/swipe-and-tap") || fail "examples/swipe-and-tap failed with only $lib installed"
for line in "decision pager remorseful taken-over - dx -12.000 dy 0.090" "tap list0.row1" "page 1"; do
    grep -qxF "$line" <<< "$output" || fail "examples/swipe-and-tap printed no '$line':
$output"
done
lib_files=$(dpkg -L "$lib")
dpkg --purge "$lib" >/dev/null
gone "$lib" "$lib_files"
if grep -qxF "$soname_path" <<< "$(cached)"; then fail "ldconfig's cache still lists $soname_path after dpkg --purge $lib"; fi

# --- touchroute alone: no library package needed ---------------------------------------
say "touchroute alone: installs without $lib, no NEEDED libtouchroute, touchroute demo"
install_debs "$deb"
for package in "$lib" libtouchroute-dev touchroute-dbg; do
    case "$(state "$package")" in "" | not-installed | config-files) ;; *) fail "$package is $(state "$package") with only touchroute installed" ;; esac
done
dynamic=$(readelf --dynamic /usr/bin/touchroute)
if grep -q 'NEEDED.*libtouchroute' <<< "$dynamic"; then fail "/usr/bin/touchroute needs libtouchroute: $(grep NEEDED <<< "$dynamic")"; fi
(cd "$scratch" && /usr/bin/touchroute demo > demo-alone.txt) || fail "touchroute demo failed with only touchroute installed"
diff -u Tests/TouchRouteCLITests/Fixtures/demo.txt "$scratch/demo-alone.txt" >/dev/null \
    || fail "touchroute demo, with only touchroute installed, differs from Tests/TouchRouteCLITests/Fixtures/demo.txt"
files=$(dpkg -L touchroute)
dpkg --purge touchroute >/dev/null
gone touchroute "$files"

# --- All four -------------------------------------------------------------------------
say "installing $(basename "$lib_deb"), $(basename "$dev_deb"), $(basename "$deb") and $(basename "$dbg_deb")"
install_debs "$lib_deb" "$dev_deb" "$deb" "$dbg_deb"
files=$(dpkg -L touchroute)
lib_files=$(dpkg -L "$lib")
dev_files=$(dpkg -L libtouchroute-dev)
debug_files=$(dpkg -L touchroute-dbg)

say "touchroute --version"
[ "$(command -v touchroute)" = /usr/bin/touchroute ] || fail "touchroute on PATH is $(command -v touchroute), not /usr/bin/touchroute"
[ "$(/usr/bin/touchroute --version)" = "$version" ] || fail "touchroute --version prints '$(/usr/bin/touchroute --version)', the package is $version"
if ldd /usr/bin/touchroute | grep -E 'libswift|libFoundation|libtouchroute|not found'; then fail "/usr/bin/touchroute needs the libraries above"; fi

say "man pages"
excluded=$(grep -ls '^path-exclude=/usr/share/man' /etc/dpkg/dpkg.cfg.d/* 2>/dev/null || true)
if [ -n "$excluded" ]; then
    say "NOT CHECKED: man -w, because $excluded tells dpkg to skip /usr/share/man (a minimal image);" \
        "checking that the .deb holds the pages instead"
    grep -qxF /usr/share/man/man1/touchroute.1.gz <<< "${paths[touchroute]}" || fail "the .deb has no touchroute.1.gz"
    grep -qxF /usr/share/man/man1/touchroute.run.1.gz <<< "${paths[touchroute]}" || fail "the .deb has no touchroute.run.1.gz"
else
    [ "$(man -w touchroute)" = /usr/share/man/man1/touchroute.1.gz ] || fail "man -w touchroute says '$(man -w touchroute 2>&1)'"
    man -w touchroute.run >/dev/null || fail "no man page touchroute.run"
    page=$(MANPAGER=cat MANWIDTH=100 man touchroute.run 2>/dev/null) || fail "man touchroute.run failed"
    grep -q -- '--grab' <<< "$page" || fail "man touchroute.run does not show --grab"
    grep -Eq '^ +64 +The command line was wrong' <<< "$page" || fail "man touchroute.run has no exit status 64"
    grep -Eq '^ +/dev/input/event\*' <<< "$page" || fail "man touchroute.run has no FILES entry for /dev/input"
fi
if grep -q 'complete-manual' <<< "${paths[touchroute]}"; then
    fail "the .deb has a page for the hidden complete-manual command"
fi

say "touchroute demo"
(cd "$scratch" && /usr/bin/touchroute demo > demo.txt) || fail "touchroute demo failed"
diff -u Tests/TouchRouteCLITests/Fixtures/demo.txt "$scratch/demo.txt" >/dev/null \
    || fail "touchroute demo differs from Tests/TouchRouteCLITests/Fixtures/demo.txt"

say "shell completions"
bash_completion=/usr/share/bash-completion/completions/touchroute
completed=$(bash -c "source $bash_completion
    function=\$(complete -p touchroute | sed -n 's/.* -F \([^ ]*\) .*/\1/p')
    COMP_WORDS=(touchroute re); COMP_CWORD=1; COMP_LINE='touchroute re'; COMP_POINT=\${#COMP_LINE}
    \"\$function\" touchroute re touchroute; echo \"\${COMPREPLY[*]}\"")
grep -qw record <<< "$completed" && grep -qw replay <<< "$completed" \
    || fail "bash completion of 'touchroute re' gave '$completed', not record and replay"
if command -v zsh >/dev/null; then zsh -n /usr/share/zsh/vendor-completions/_touchroute || fail "zsh cannot parse _touchroute"
else say "NOT CHECKED: zsh's completion (no zsh here)"; fi
if command -v fish >/dev/null; then
    fish -n /usr/share/fish/vendor_completions.d/touchroute.fish || fail "fish cannot parse touchroute.fish"
    completed=$(fish -c "source /usr/share/fish/vendor_completions.d/touchroute.fish; complete -C'touchroute re'" | cut -f1)
    grep -qx record <<< "$completed" && grep -qx replay <<< "$completed" \
        || fail "fish's completion of 'touchroute re' gave '$completed', not record and replay"
else say "NOT CHECKED: fish's completion (no fish here)"; fi

say "the C API: pkg-config, a program linked against it"
# The packages' own files, even where scripts/install.sh put another copy
# under /usr/local (which pkg-config and the loader may look at first). Only
# -dev's pkgconfig directory is searched: touchroute.pc must resolve
# without libevdev's or libudev's .pc (their -dev packages).
pc=$(grep '/pkgconfig/touchroute\.pc$' <<< "$dev_files") || fail "libtouchroute-dev has no touchroute.pc"
[ "$(dirname "$(dirname "$pc")")" = "$libdir" ] || fail "touchroute.pc is in $(dirname "$pc"), not $libdir/pkgconfig"
grep -qx "$library_path" <<< "$lib_files" || fail "$lib has no $library_path"
PKG_CONFIG_LIBDIR=$(dirname "$pc")
export PKG_CONFIG_LIBDIR PKG_CONFIG_PATH='' LD_LIBRARY_PATH="$libdir"
[ "$(pkg-config --modversion touchroute)" = "$version" ] || fail "pkg-config --modversion touchroute says '$(pkg-config --modversion touchroute 2>&1)'"
[ "$(pkg-config --variable=libdir touchroute)" = "$libdir" ] || fail "touchroute.pc names libdir $(pkg-config --variable=libdir touchroute), not $libdir"
grep -qx 'URL: file:///usr/share/doc/libtouchroute-dev/html/index.html' "$pc" \
    || fail "touchroute.pc's URL is not the C reference libtouchroute-dev installs: $(grep '^URL' "$pc" || echo none)"
# shellcheck disable=SC2046 # pkg-config's flags are words
gcc -o "$scratch/version" "$scratch/version.c" $(pkg-config --cflags --libs touchroute) || fail "a C program does not build against the installed header and library"
loaded=$(ldd "$scratch/version")
grep -q "libtouchroute.so.* => $libdir/" <<< "$loaded" || fail "the program does not load $libdir's libtouchroute: $loaded"
[ "$("$scratch/version")" = "$version" ] || fail "tr_version() says '$("$scratch/version")'"
# The dlopen example, built by -dev's Makefile, loads the library by path.
make -s -C "$scratch/examples" dlopen-swipe || fail "libtouchroute-dev's examples/Makefile does not build dlopen-swipe"
"$scratch/examples/dlopen-swipe" "$libdir/libtouchroute.so.$major" >/dev/null || fail "examples/dlopen-swipe $libdir/libtouchroute.so.$major failed"
unset PKG_CONFIG_LIBDIR PKG_CONFIG_PATH LD_LIBRARY_PATH

say "the C API's ABI: exports, -Bsymbolic, a program with its own libyaml"
scripts/check-abi.sh "$(dirname "$pc")" || fail "scripts/check-abi.sh $(dirname "$pc")"

supp=/usr/share/touchroute/libtouchroute.supp
if command -v valgrind >/dev/null; then
    say "valgrind: examples/swipe-and-tap with $lib's $supp"
    LD_LIBRARY_PATH="$libdir" valgrind --quiet --leak-check=full --error-exitcode=9 --suppressions="$supp" \
        "$scratch/examples/swipe-and-tap" >/dev/null || fail "swipe-and-tap is not clean under valgrind --leak-check=full with $supp"
else
    say "NOT CHECKED: swipe-and-tap under valgrind with $supp (no valgrind here)"
fi

say "debug files: stripped binary and library, touchroute-dbg's files by build ID"
for elf in /usr/bin/touchroute "$library_path"; do
    id=$(readelf --notes "$elf" | sed -n 's/^ *Build ID: *\([0-9a-f]*\)$/\1/p')
    [ -n "$id" ] || fail "$elf has no build ID"
    debug="/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug"
    grep -qx "$debug" <<< "$debug_files" || fail "touchroute-dbg has no $debug for $elf"
    sections=$(readelf --section-headers --wide "$elf")
    if grep -qE ' \.(debug_info|symtab) ' <<< "$sections"; then fail "$elf is not stripped"; fi
    link=$(readelf --string-dump=.gnu_debuglink "$elf" 2>/dev/null | sed -n 's/^ *\[ *0\] *//p')
    [ "$link" = "$(basename "$debug")" ] || fail "$elf's .gnu_debuglink names '$link', not $(basename "$debug")"
    debug_sections=$(readelf --section-headers --wide "$debug" 2>/dev/null)   # (its .interp is empty)
    grep -qE ' \.debug_line ' <<< "$debug_sections" && grep -qE ' \.symtab ' <<< "$debug_sections" \
        || fail "$debug lacks .debug_line or .symtab"
done
if command -v gdb >/dev/null; then
    # gdb looks each debug file up by build ID in /usr/lib/debug and finds lines in C and Swift.
    where=$(gdb -nx -batch -ex 'info line tr_version' -ex 'info line WindowExports.swift:1' "$library_path" 2>&1)
    grep -q 'Line [0-9]* of ".*/status\.c"' <<< "$where" || fail "gdb finds no line for tr_version in $library_path"
    grep -q 'Line 1 of ".*/WindowExports\.swift"' <<< "$where" || fail "gdb finds no Swift lines in $library_path"
    where=$(gdb -nx -batch -ex 'info line TouchRouteCommand.swift:1' /usr/bin/touchroute 2>&1)
    grep -q 'Line 1 of ".*/TouchRouteCommand\.swift"' <<< "$where" || fail "gdb finds no Swift lines in /usr/bin/touchroute"
else
    say "NOT CHECKED: gdb loading the debug files (no gdb here)"
fi

say "udev rules"
for rules in 70-touchroute-touchscreen.rules 70-touchroute-uinput.rules; do
    cmp -s "udev/$rules" "/usr/lib/udev/rules.d/$rules" || fail "/usr/lib/udev/rules.d/$rules is missing or differs from udev/$rules"
done

unit=/usr/lib/systemd/system/touchroute.service
if command -v systemd-analyze >/dev/null; then
    say "systemd-analyze verify, security"
    # Documentation= names a man page, which verify looks for: not there when dpkg skipped them.
    systemd-analyze verify ${excluded:+--man=no} "$unit" || fail "systemd-analyze verify rejects $unit"
    systemd-analyze security --offline=yes --threshold=15 "$unit" | tail -n 1 \
        || fail "the unit's exposure is above 1.5 (systemd-analyze security --offline=yes $unit)"
else
    say "NOT CHECKED: systemd-analyze is missing (apt-get install systemd); $unit is installed but unverified"
fi

say "dpkg -r of all four, dpkg --purge"
dpkg -r touchroute-dbg libtouchroute-dev touchroute "$lib" >/dev/null
gone touchroute "$files"; gone "$lib" "$lib_files"; gone libtouchroute-dev "$dev_files"; gone touchroute-dbg "$debug_files"
if grep -qxF "$soname_path" <<< "$(cached)"; then fail "ldconfig's cache still lists $soname_path after dpkg -r $lib"; fi
# Only touchroute has a postrm, which keeps it known until a purge; dpkg -r forgot the others already.
for package in touchroute-dbg libtouchroute-dev "$lib"; do
    case "$(state "$package")" in "" | not-installed) ;; *) fail "dpkg -r left $package $(state "$package"), not forgotten" ;; esac
done
[ "$(state touchroute)" = config-files ] || fail "dpkg -r left touchroute $(state touchroute), not config-files"
dpkg --purge touchroute >/dev/null
for package in "${packages[@]}"; do
    case "$(state "$package")" in "" | not-installed) ;; *) fail "dpkg still knows $package after --purge ($(state "$package"))" ;; esac
done
say "all checks passed for $lib, libtouchroute-dev, touchroute and touchroute-dbg $version"
