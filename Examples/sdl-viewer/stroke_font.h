/*
 * stroke_font.h: a small vector font drawn with line segments.
 *
 * Every glyph is a few polylines on a design grid, so text scales to any size
 * and needs no font file or texture. It covers ASCII letters (both cases),
 * digits, space and . _ - : # ( ) / , + = ! ? [ ] < > ' "; other characters
 * show as a hollow box.
 *
 * Sizes are in render pixels and measured by the cap height: a capital or a
 * digit is `cap_height` tall, lowercase x-height is a third less, and
 * descenders reach a third of the cap height below the baseline. Strokes
 * thicken as the text grows (one pixel per 9 px of cap height) to stay legible.
 */
#ifndef SDL_VIEWER_STROKE_FONT_H
#define SDL_VIEWER_STROKE_FONT_H

#include <SDL.h>

/** The advance of `text` in pixels at `cap_height` (no trailing gap). */
float stroke_font_width(const char *text, float cap_height);

/**
 * Draw `text` in the renderer's current draw colour with the top of its
 * capitals at (x, top), in render pixels. Respects the renderer's clip rect.
 */
void stroke_font_draw(SDL_Renderer *renderer, float x, float top, const char *text, float cap_height);

#endif
