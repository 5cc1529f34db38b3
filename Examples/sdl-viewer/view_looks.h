/*
 * view_looks.h: how one view of each kind is drawn, once the tree walk knows
 * where it is (`b`, its rectangle in window points) and how much of it shows
 * (`visible`, `b` clipped by its ancestors).
 */
#ifndef SDL_VIEWER_VIEW_LOOKS_H
#define SDL_VIEWER_VIEW_LOOKS_H

#include <SDL.h>
#include <stdbool.h>
#include <touchroute.h>

#include "view_box.h"

/** What decides a row's colours. */
typedef struct row_style {
    /** The page it is on (palette hue), or -1 for the greys. */
    int page;
    /** Every other row is the alternate shade: its index among its siblings is odd. */
    bool alternate;
    /** A finger is on it or it just tapped. */
    bool lit;
} row_style;

/**
 * A tap view, control or host view: filled in its page's row shade, a
 * one-point edge at the bottom (a two-point frame for controls and host
 * views), a white frame while lit, and its name at the left, sized to the row.
 */
void draw_row(SDL_Renderer *renderer, tr_view *view, tr_view_kind kind, box b, box visible, row_style style);

/**
 * A nested container's header or hover bar's name, in a tag at the top right
 * of the part that shows but below the top `covered_top` points. Drawn after
 * the bar's subviews, which usually fill it and name themselves at their left.
 */
void draw_bar_tag(SDL_Renderer *renderer, tr_view *view, box b, box visible, float covered_top);

/** A scroll view's grey indicator on each axis where its content is larger than its bounds. */
void draw_scroll_indicators(SDL_Renderer *renderer, tr_view *view, box b, box visible);

#endif
