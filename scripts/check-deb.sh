#!/usr/bin/env bash
# Install a touchroute .deb (and its touchroute-dbg) on this machine and use
# it as a user would, then remove them again (also when a check fails):
#
#   dpkg -i DEB DBG; touchroute --version is the package's version, from /usr/bin;
#   the binary needs no Swift runtime (ldd); `man -w touchroute` and a
#   subcommand's page render; `touchroute demo` prints the demo's golden
#   output; the bash completion (and fish's, where fish exists) loads and
#   completes subcommands, and zsh's parses where zsh exists; pkg-config
#   finds the C API with only the package's pkgconfig directory to look in,
#   and a C program links and runs against it; the library exports tr_*
#   functions only, is linked with -Bsymbolic, and a program's own libyaml
#   cannot take over its parser (scripts/check-abi.sh); the stripped binary
#   and library name their debug files (build ID, .gnu_debuglink), which
#   touchroute-dbg holds and gdb loads; the udev rules are in place;
#   `systemd-analyze verify` accepts the installed unit and rates its
#   exposure at most 1.5; then dpkg -r leaves none of the package's files,
#   and dpkg --purge forgets it (its postrm keeps it known until a purge).
#
# Usage: scripts/check-deb.sh DEB [DBG]   (as root, on a machine where
# touchroute is not installed; make the .debs with scripts/make-deb.sh; DBG
# is touchroute-dbg_VERSION_ARCH.deb, by default the one beside DEB)
# Needs: man-db, pkg-config, gcc, binutils; gdb for the debug-file check
# (skipped, saying so, without it); systemd for systemd-analyze (its checks
# are skipped, saying so, without it). If /etc/dpkg/dpkg.cfg.d excludes
# /usr/share/man (minimal and Docker images do), dpkg installs no man pages:
# the man check then says so, checks the pages are in the .deb, and passes.
# (Output is captured before grep -q reads it: grep -q stops at the first
# match, and under pipefail the writer's SIGPIPE would fail the check.)
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    "") echo "check-deb.sh: give the .deb to check (scripts/make-deb.sh prints its path); see --help." >&2; exit 2 ;;
esac
deb=$(realpath "$1")
[ -f "$deb" ] || { echo "check-deb.sh: no such file: $1" >&2; exit 2; }
dbg_deb=${2:-$(dirname "$deb")/$(basename "$deb" | sed 's/^touchroute_/touchroute-dbg_/')}
[ -f "$dbg_deb" ] || { echo "check-deb.sh: no such file: $dbg_deb (scripts/make-deb.sh makes it beside the main package)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "check-deb.sh: run it as root (it installs the package with dpkg -i)." >&2; exit 2; }
if [ "$(dpkg-query -W -f='${db:Status-Status}' touchroute 2>/dev/null || true)" = installed ]; then
    echo "check-deb.sh: touchroute is already installed; this check removes it at the end, so remove it first (dpkg -r touchroute)." >&2
    exit 2
fi
for tool in man pkg-config gcc nm readelf; do
    command -v "$tool" >/dev/null || { echo "check-deb.sh: $tool is missing; sudo apt-get install man-db pkg-config gcc binutils" >&2; exit 1; }
done

say() { echo "check-deb.sh: $*"; }
fail() { echo "check-deb.sh: FAILED: $*" >&2; exit 1; }
version=$(dpkg-deb -f "$deb" Version)
scratch=$(mktemp -d)
# Whatever state a failed step left the package in (installed, or unpacked
# with its dependencies missing), the exit removes it.
remove() {
    for package in touchroute-dbg touchroute; do
        case "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" in
            "" | not-installed) ;;
            *) dpkg --purge "$package" >/dev/null || echo "check-deb.sh: dpkg --purge $package failed; remove it by hand." >&2 ;;
        esac
    done
    rm -rf "$scratch"
}
trap remove EXIT

say "installing $(basename "$deb") and $(basename "$dbg_deb")"
dpkg -i "$deb" "$dbg_deb" >/dev/null || fail "dpkg -i could not install it; if dependencies are missing, apt-get install -y $(dpkg-deb -f "$deb" Depends | sed 's/([^)]*)//g; s/,//g')"
files=$(dpkg -L touchroute)
debug_files=$(dpkg -L touchroute-dbg)

say "example layouts"
# (The listing is read whole first: `grep -q` leaves at the first match, and
# under pipefail the broken pipe it leaves dpkg-deb would fail the check.)
contents=$(dpkg-deb -c "$deb")
grep -q 'usr/share/doc/touchroute/examples/remorseful-pager.yaml$' <<< "$contents" \
    || fail "the .deb has no examples/remorseful-pager.yaml"

say "touchroute --version"
[ "$(command -v touchroute)" = /usr/bin/touchroute ] || fail "touchroute on PATH is $(command -v touchroute), not /usr/bin/touchroute"
[ "$(/usr/bin/touchroute --version)" = "$version" ] || fail "touchroute --version prints '$(/usr/bin/touchroute --version)', the package is $version"
if ldd /usr/bin/touchroute | grep -E 'libswift|libFoundation|not found'; then fail "/usr/bin/touchroute needs the libraries above"; fi

say "man pages"
excluded=$(grep -ls '^path-exclude=/usr/share/man' /etc/dpkg/dpkg.cfg.d/* 2>/dev/null || true)
if [ -n "$excluded" ]; then
    say "NOT CHECKED: man -w, because $excluded tells dpkg to skip /usr/share/man (a minimal image);" \
        "checking that the .deb holds the pages instead"
    contents=$(dpkg-deb -c "$deb")
    grep -q 'usr/share/man/man1/touchroute.1.gz$' <<< "$contents" || fail "the .deb has no touchroute.1.gz"
    grep -q 'usr/share/man/man1/touchroute.run.1.gz$' <<< "$contents" || fail "the .deb has no touchroute.run.1.gz"
else
    [ "$(man -w touchroute)" = /usr/share/man/man1/touchroute.1.gz ] || fail "man -w touchroute says '$(man -w touchroute 2>&1)'"
    man -w touchroute.run >/dev/null || fail "no man page touchroute.run"
    page=$(MANPAGER=cat MANWIDTH=100 man touchroute.run 2>/dev/null) || fail "man touchroute.run failed"
    grep -q -- '--grab' <<< "$page" || fail "man touchroute.run does not show --grab"
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
# The package's own files, even where scripts/install.sh put another copy
# under /usr/local (which pkg-config and the loader may look at first). Only
# the package's pkgconfig directory is searched: touchroute.pc must resolve
# without libevdev's or libudev's .pc (their -dev packages).
pc=$(grep '/pkgconfig/touchroute\.pc$' <<< "$files") || fail "the package has no touchroute.pc"
libdir=$(dirname "$(dirname "$pc")")
export PKG_CONFIG_LIBDIR="$(dirname "$pc")" PKG_CONFIG_PATH='' LD_LIBRARY_PATH="$libdir"
[ "$(pkg-config --modversion touchroute)" = "$version" ] || fail "pkg-config --modversion touchroute says '$(pkg-config --modversion touchroute 2>&1)'"
[ "$(pkg-config --variable=libdir touchroute)" = "$libdir" ] || fail "touchroute.pc names libdir $(pkg-config --variable=libdir touchroute), not $libdir"
printf '#include <stdio.h>\n#include <touchroute.h>\nint main(void) { puts(tr_version()); return 0; }\n' > "$scratch/version.c"
# shellcheck disable=SC2046 # pkg-config's flags are words
gcc -o "$scratch/version" "$scratch/version.c" $(pkg-config --cflags --libs touchroute) || fail "a C program does not build against the installed header and library"
loaded=$(ldd "$scratch/version")
grep -q "libtouchroute.so.* => $libdir/" <<< "$loaded" || fail "the program does not load $libdir's libtouchroute: $loaded"
[ "$("$scratch/version")" = "$version" ] || fail "tr_version() says '$("$scratch/version")'"
unset PKG_CONFIG_LIBDIR PKG_CONFIG_PATH LD_LIBRARY_PATH

say "the C API's ABI: exports, -Bsymbolic, a program with its own libyaml"
scripts/check-abi.sh "$(dirname "$pc")" || fail "scripts/check-abi.sh $(dirname "$pc")"

say "debug files: stripped binary and library, touchroute-dbg's files by build ID"
library=$(realpath "$libdir/libtouchroute.so")
for elf in /usr/bin/touchroute "$library"; do
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
    where=$(gdb -nx -batch -ex 'info line tr_version' -ex 'info line WindowExports.swift:1' "$library" 2>&1)
    grep -q 'Line [0-9]* of ".*/status\.c"' <<< "$where" || fail "gdb finds no line for tr_version in $library"
    grep -q 'Line 1 of ".*/WindowExports\.swift"' <<< "$where" || fail "gdb finds no Swift lines in $library"
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

say "dpkg -r touchroute-dbg touchroute, dpkg --purge touchroute"
dpkg -r touchroute-dbg touchroute >/dev/null
while read -r path; do
    if [ -e "$path" ] && [ ! -d "$path" ]; then fail "$path is still there after dpkg -r"; fi
done <<< "$files"$'\n'"$debug_files"
# (touchroute-dbg has no configuration, so dpkg -r forgets it already.)
dpkg --purge touchroute >/dev/null
for package in touchroute-dbg touchroute; do
    state=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    case "$state" in "" | not-installed) ;; *) fail "dpkg still knows $package after --purge ($state)" ;; esac
done
say "all checks passed for touchroute $version"
