#!/bin/sh
# Build sdl-viewer without make: the same command as the Makefile, on the same
# sources (every .c file in this directory).
# Honours CC, CFLAGS, LDFLAGS, PKG_CONFIG and PKG_CONFIG_PATH.
set -eu
cd "$(dirname "$0")"
CC=${CC:-cc}
CFLAGS=${CFLAGS:--O2 -g -Wall -Wextra -pedantic}
LDFLAGS=${LDFLAGS:-}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
flags=$($PKG_CONFIG --cflags --libs touchroute sdl2)
# Every .c file here, as the Makefile's SOURCES: the directory is the one list.
# Word splitting of the flag variables is wanted here.
# shellcheck disable=SC2086
exec $CC -std=c99 $CFLAGS -o sdl-viewer ./*.c $LDFLAGS $flags -lm
