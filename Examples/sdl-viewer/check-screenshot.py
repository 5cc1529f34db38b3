#!/usr/bin/env python3
"""Check which page of the first pager an sdl-viewer screenshot shows.

    python3 check-screenshot.py shot.png --expect-page 2

sdl-viewer paints each page of the first pager (and every row on it) in its
own hue. This script reads the PNG, sorts its clearly coloured pixels by the
nearest page hue and reports the page whose hue covers the most of the
picture below the status line. With --expect-page N it exits 0 when that is
page N and 1 (saying what shows instead) when not; 2 for a bad command line
or a file it cannot read.

With --expect-recognizers N it also checks that the recognizer panel under
the status line (recognizer_panel.h) has N rows: its dark box is
RECOGNIZER_ROW_HEIGHT × N + RECOGNIZER_PANEL_PADDING pixels tall at the left
edge.

The palette lives in PAGE_HUES below and in page_palette.h of the viewer
(its header comment is the palette's documentation); change both together.
Python's standard library only: zlib and struct read the PNG.
"""
import argparse
import colorsys
import struct
import sys
import zlib
from collections import Counter

# The page hues in degrees, page 0 first: the same list as page_hues in
# page_palette.c (documented in page_palette.h). Pages after the sixth reuse them.
PAGE_HUES = [220, 40, 130, 310, 180, 0]
# Neighbouring hues are at least 40 degrees apart; half of that, less a margin
# for rounding in 8-bit colour, decides which page a pixel belongs to.
HUE_TOLERANCE = 18
# The viewer's page colours have saturation >= 0.35 and value >= 0.45; text on
# rows is darker (value 0.16) and everything else is grey, so neither counts.
MIN_SATURATION = 0.25
MIN_VALUE = 0.30
# The status line across the top (STATUS_LINE_HEIGHT in status_line.h), in pixels.
STATUS_LINE_HEIGHT = 24
# The expected page must cover at least this share of the page-coloured pixels,
# and page colours at least this share of the picture, for a pass.
MIN_SHARE = 0.5
MIN_COVERAGE = 0.10

# The recognizer panel (recognizer_panel.c): ROW_HEIGHT per row, 6 pixels of
# padding, its box the status line's near-black, from the left edge.
RECOGNIZER_ROW_HEIGHT = 18
RECOGNIZER_PANEL_PADDING = 6
PANEL_COLOUR = (12, 12, 12)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class PngError(Exception):
    """The file is not a PNG this script reads."""


def paeth(left, up, up_left):
    estimate = left + up - up_left
    distances = (abs(estimate - left), abs(estimate - up), abs(estimate - up_left))
    if distances[0] <= distances[1] and distances[0] <= distances[2]:
        return left
    return up if distances[1] <= distances[2] else up_left


def unfilter_row(kind, row, previous, stride):
    """Undo one of PNG's five row filters in place (bytearray row)."""
    if kind == 0:
        return
    for i in range(len(row)):
        left = row[i - stride] if i >= stride else 0
        up = previous[i]
        up_left = previous[i - stride] if i >= stride else 0
        if kind == 1:
            row[i] = (row[i] + left) & 0xFF
        elif kind == 2:
            row[i] = (row[i] + up) & 0xFF
        elif kind == 3:
            row[i] = (row[i] + ((left + up) >> 1)) & 0xFF
        elif kind == 4:
            row[i] = (row[i] + paeth(left, up, up_left)) & 0xFF
        else:
            raise PngError(f"row filter {kind} does not exist")


def read_png(path):
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as file:
        data = file.read()
    if not data.startswith(PNG_SIGNATURE):
        raise PngError("it does not start with the PNG signature")
    position, header, compressed = len(PNG_SIGNATURE), None, bytearray()
    while position + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise PngError(f"the {kind.decode('ascii', 'replace')} chunk's CRC is wrong")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
        position += 12 + length
    if header is None:
        raise PngError("it has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise PngError("only 8-bit RGB or RGBA without interlace is read")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(bytes(compressed))
    stride_bytes = width * channels
    rows, previous = [], bytearray(stride_bytes)
    for y in range(height):
        start = y * (stride_bytes + 1)
        row = bytearray(raw[start + 1:start + 1 + stride_bytes])
        unfilter_row(raw[start], row, previous, channels)
        previous = row
        rows.append(row if channels == 3 else bytearray(b for i, b in enumerate(row) if i % 4 != 3))
    return width, height, rows


def page_of_colour(red, green, blue):
    """The page whose hue this colour has, or None for greys, dark text and other hues."""
    hue, saturation, value = colorsys.rgb_to_hsv(red / 255, green / 255, blue / 255)
    if saturation < MIN_SATURATION or value < MIN_VALUE:
        return None
    degrees = hue * 360
    for page, page_hue in enumerate(PAGE_HUES):
        distance = abs(degrees - page_hue) % 360
        if min(distance, 360 - distance) <= HUE_TOLERANCE:
            return page
    return None


def count_pages(rows):
    """Pixels per page hue below the status line, and how many pixels were looked at."""
    colours = Counter()
    for row in rows[STATUS_LINE_HEIGHT:]:
        colours.update(zip(row[0::3], row[1::3], row[2::3]))
    pages = Counter()
    for colour, count in colours.items():
        page = page_of_colour(*colour)
        if page is not None:
            pages[page] += count
    return pages, sum(colours.values())


def recognizer_rows(rows):
    """How many rows the recognizer panel has, from its box's height at x = 2; 0 with no panel."""
    height = 0
    for row in rows[STATUS_LINE_HEIGHT:]:
        if tuple(row[6:9]) != PANEL_COLOUR:
            break
        height += 1
    return max(0, (height - RECOGNIZER_PANEL_PADDING)) // RECOGNIZER_ROW_HEIGHT if height else 0


def main():
    parser = argparse.ArgumentParser(description="Check which page an sdl-viewer screenshot shows.")
    parser.add_argument("png", help="a screenshot written by sdl-viewer --screenshot")
    parser.add_argument("--expect-page", type=int, metavar="N",
                        help="exit 1 unless page N (0-based) is the page that shows")
    parser.add_argument("--expect-recognizers", type=int, metavar="N",
                        help="exit 1 unless the recognizer panel lists N recognizers")
    arguments = parser.parse_args()
    try:
        _, _, rows = read_png(arguments.png)
    except (OSError, PngError, zlib.error, struct.error) as error:
        print(f"check-screenshot: cannot read {arguments.png}: {error}", file=sys.stderr)
        return 2

    if arguments.expect_recognizers is not None:
        listed = recognizer_rows(rows)
        if listed != arguments.expect_recognizers:
            print(f"{arguments.png}: expected {arguments.expect_recognizers} recognizers in the panel, "
                  f"but it lists {listed}")
            return 1
        print(f"{arguments.png}: the recognizer panel lists {listed} recognizers, as expected")

    pages, looked_at = count_pages(rows)
    coloured = sum(pages.values())
    if coloured == 0 or coloured < MIN_COVERAGE * looked_at:
        print(f"{arguments.png}: no page colour covers the picture "
              f"({coloured} of {looked_at} pixels); is it an sdl-viewer screenshot of a layout with a pager?")
        return 1
    shares = {page: count / coloured for page, count in pages.items()}
    shown = max(shares, key=shares.get)
    summary = ", ".join(f"page {page} {share:.1%}" for page, share in sorted(shares.items(), key=lambda kv: -kv[1]))
    if arguments.expect_page is None:
        print(f"{arguments.png}: page {shown} shows ({summary} of the page-coloured pixels)")
        return 0
    expected = arguments.expect_page % len(PAGE_HUES)
    if shown == expected and shares[shown] >= MIN_SHARE:
        print(f"{arguments.png}: page {arguments.expect_page} shows, as expected ({summary})")
        return 0
    print(f"{arguments.png}: expected page {arguments.expect_page}, but page {shown} shows ({summary})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
