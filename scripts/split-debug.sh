#!/usr/bin/env bash
# Move an ELF file's debug information into a file of its own, named by the
# file's build ID, where gdb, valgrind and elfutils look for it:
#
#   DEBUGDIR/.build-id/XX/REST.debug     (XX: the ID's first two hex digits)
#
# then strip FILE and give it a .gnu_debuglink to that file (its name and CRC),
# for tools that find debug files by name. The debug file keeps the symbol
# table and the DWARF, its sections compressed; on the target DEBUGDIR is
# /usr/lib/debug. Prints the debug file's path.
#
# Usage: scripts/split-debug.sh FILE DEBUGDIR [STRIP-OPTION...]
#   STRIP-OPTIONs go to strip (--strip-unneeded for a shared library)
set -euo pipefail

case "${1:-}" in -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
file=${1:?"split-debug.sh: give the file to split; see --help."}
debugdir=${2:?"split-debug.sh: give the debug directory (/usr/lib/debug, or under a staging root); see --help."}
shift 2
id=$(readelf --notes "$file" | sed -n 's/^ *Build ID: *\([0-9a-f]*\)$/\1/p')
[ "${#id}" -gt 2 ] || {
    echo "split-debug.sh: $file has no build ID, so nothing could find its debug file; link it with --build-id." >&2
    exit 1
}
debug="$debugdir/.build-id/${id:0:2}/${id:2}.debug"
install -d "$(dirname "$debug")"
objcopy --only-keep-debug --compress-debug-sections "$file" "$debug"
chmod 0644 "$debug"
# .note is a section of its own; .note.gnu.build-id, which names the debug file, stays.
strip --remove-section=.comment --remove-section=.note "$@" "$file"
objcopy --add-gnu-debuglink="$debug" "$file"
echo "$debug"
