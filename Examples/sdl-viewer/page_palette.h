/*
 * page_palette.h: the colours that say which page is on screen.
 *
 * THE PALETTE (kept here and nowhere else in the C code; check-screenshot.py
 * holds the same hue list as PAGE_HUES, so change both together):
 *
 *     page   0     1      2      3        4     5      (then again from 0)
 *     hue    220   40     130    310      180   0      degrees
 *            blue  amber  green  magenta  cyan  red
 *
 * Neighbouring hues are at least 40° apart, so a reader that classifies
 * pixels to the nearest hue within 18° never confuses two pages. Every page
 * colour is clearly saturated (S ≥ 0.35, V ≥ 0.45); everything that is not a
 * page (the window, the header and hover bar, the overlay, the status line)
 * is grey (S = 0), so it never counts as any page.
 *
 * Shades of one hue (saturation, value):
 *     page background 0.45, 0.50   rows 0.50, 0.86 and, every other row, 0.42, 0.74
 *     row edges       0.60, 0.45   a pressed or tapped row 0.90, 1.00
 *     text on a row   0.60, 0.16   (too dark to count as a page colour)
 */
#ifndef SDL_VIEWER_PAGE_PALETTE_H
#define SDL_VIEWER_PAGE_PALETTE_H

#include <SDL.h>

typedef enum page_shade {
    SHADE_PAGE_BACKGROUND,
    SHADE_ROW,
    SHADE_ROW_ALTERNATE,
    SHADE_ROW_EDGE,
    SHADE_ROW_PRESSED,
    SHADE_TEXT
} page_shade;

/** The colour of `shade` on page `page` (0-based; pages past the sixth reuse the hues). */
SDL_Color page_palette_colour(int page, page_shade shade);

/** The greys of everything outside the pages. */
typedef enum neutral_shade {
    NEUTRAL_WINDOW,       /* behind everything */
    NEUTRAL_CONTAINER,    /* a scroll view, pager or plain view outside the pages */
    NEUTRAL_OUTLINE,      /* the edge of a container */
    NEUTRAL_BAR,          /* a nested container's header */
    NEUTRAL_HOVER_BAR,    /* a nested container's hover bar */
    NEUTRAL_ROW,          /* a tap view outside the pages */
    NEUTRAL_ROW_ALTERNATE,
    NEUTRAL_ROW_PRESSED,
    NEUTRAL_TEXT_DARK,    /* on a light grey */
    NEUTRAL_TEXT_LIGHT    /* on a dark grey */
} neutral_shade;

SDL_Color neutral_colour(neutral_shade shade);

#endif
