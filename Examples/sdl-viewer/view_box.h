/*
 * view_box.h: rectangles in window points, and filling them.
 *
 * A box is a rectangle by its edges, which makes clipping one intersection.
 * It is empty when x1 <= x0 or y1 <= y0; drawing an empty box draws nothing.
 */
#ifndef SDL_VIEWER_VIEW_BOX_H
#define SDL_VIEWER_VIEW_BOX_H

#include <SDL.h>
#include <stdbool.h>

typedef struct box {
    float x0, y0, x1, y1;
} box;

bool box_is_empty(box b);
box box_intersection(box a, box b);

void set_draw_colour(SDL_Renderer *renderer, SDL_Color c);
/** Fill `b` with `c` (blended when the renderer's blend mode says so). */
void fill_box(SDL_Renderer *renderer, box b, SDL_Color c);
/** `thickness` points of `c` just inside `b`'s edges, clipped to `clip`. */
void outline_box(SDL_Renderer *renderer, box b, box clip, float thickness, SDL_Color c);
/** Limit drawing to `b`, rounded outwards to whole points; SDL_RenderSetClipRect(renderer, NULL) ends it. */
void clip_to_box(SDL_Renderer *renderer, box b);

#endif
