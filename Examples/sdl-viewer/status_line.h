/*
 * status_line.h: the bar across the top of the window.
 *
 * It reads, left to right: where the touches come from, the page the first
 * pager shows (0-based, as tr_window_current_page gives it), the display sync
 * mode and refresh rate, and the last routing decision. It is grey, so it
 * never counts as a page colour in a screenshot.
 */
#ifndef SDL_VIEWER_STATUS_LINE_H
#define SDL_VIEWER_STATUS_LINE_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

/** The bar's height in points; drawings that must stay visible start below it. */
#define STATUS_LINE_HEIGHT 24.0f

typedef struct status_facts {
    /** "mouse", "device /dev/input/event5", "replay swipe.events (fast)". */
    const char *source;
    bool input_ended;
    /** page_count 0: the layout has nothing that pages. */
    int32_t page, page_count;
    bool host_sync;
    double refresh_rate;
    /** "" before the first decision. */
    const char *last_decision;
} status_facts;

void status_line_draw(SDL_Renderer *renderer, float width, const status_facts *facts);

#endif
