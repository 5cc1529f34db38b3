#!/usr/bin/env bash
# Print the `swift build` flags that pack a release link's relative relocations
# into DT_RELR (lld's `-z pack-relative-relocs`), or nothing when this
# machine's glibc is older than 2.36, whose loader is the first to read them.
#
# Packed, the table of relative relocations that a position-independent
# binary with the Swift runtime linked in carries (about 2 MB for
# `touchroute`) takes a few kB, in the file and in memory at start-up. The
# files then need glibc 2.36 (they ask for GLIBC_ABI_DT_RELR), so the flags
# are given only by the scripts that build what runs here or ships for
# Debian 12 (make-deb.sh, install.sh, the kernel tests), never in
# Package.swift, where any `swift build -c release` would take them on any
# machine.
#
# Usage: build+=($(scripts/packed-relocations.sh))
set -euo pipefail
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc \([0-9.]*\)$/\1/p')
major=${glibc%%.*}
minor=${glibc#*.}
minor=${minor%%.*}
if [ -n "$glibc" ] && { [ "$major" -gt 2 ] || { [ "$major" -eq 2 ] && [ "$minor" -ge 36 ]; }; }; then
    echo "-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs"
fi
