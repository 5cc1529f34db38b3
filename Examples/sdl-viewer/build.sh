#!/bin/sh
# Build sdl-viewer without make: the same command as the Makefile.
# Honours CC, CFLAGS, LDFLAGS, PKG_CONFIG and PKG_CONFIG_PATH.
set -eu
cd "$(dirname "$0")"
CC=${CC:-cc}
CFLAGS=${CFLAGS:--O2 -g -Wall -Wextra -pedantic}
LDFLAGS=${LDFLAGS:-}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
flags=$($PKG_CONFIG --cflags --libs touchroute sdl2)
# Word splitting of the flag variables is wanted here.
# shellcheck disable=SC2086
exec $CC -std=c99 $CFLAGS -o sdl-viewer \
    main.c viewer_events.c viewer_frame.c viewer_options.c tr_check.c input_source.c router_observer.c \
    view_tree_drawing.c view_looks.c view_box.c view_highlights.c page_palette.c touch_overlay.c \
    status_line.c display_clock.c stroke_font.c sdl_display.c png_writer.c png_checksums.c \
    $LDFLAGS $flags -lm
