/*
 * view_tree_drawing.h: draw any window's view tree as the router sees it.
 *
 * The walk reads the tree fresh every frame through the C API (root,
 * subviews back to front, kind, bounds, frame, flags) and draws each visible
 * view's rectangle in window points:
 *
 *   - scroll views, pagers and nested containers (and views that clip to
 *     bounds) clip their subviews to their rectangle and their ancestors';
 *     tr_view_convert_point places content at its current scroll offset;
 *   - the pages of the first pager (or of the first nested container's pager)
 *     each get their hue from page_palette.h, inherited by everything on them;
 *     rows alternate two shades, a pressed or tapped row is lit;
 *   - tap views, controls and host views show their names ("list2.row3"), as
 *     do a nested container's header and hover bar;
 *   - a scroll view with more content than fits shows a grey scroll indicator.
 *
 * Cost: O(views), with a handful of API calls each; a clipped-away scroll
 * view's subtree is skipped.
 */
#ifndef SDL_VIEWER_VIEW_TREE_DRAWING_H
#define SDL_VIEWER_VIEW_TREE_DRAWING_H

#include <SDL.h>
#include <stdint.h>
#include <touchroute.h>

#include "view_highlights.h"

/**
 * Draw `window`'s views; the renderer's scale must map window points to its
 * pixels. The top `covered_top` points will be covered (by the status line):
 * the header's and hover bar's name tags keep below them.
 */
void view_tree_draw(SDL_Renderer *renderer, tr_window *window, const view_highlights *highlights, uint32_t now_ms,
                    float covered_top);

#endif
