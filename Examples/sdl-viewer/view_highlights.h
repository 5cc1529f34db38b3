/*
 * view_highlights.h: which views to draw lit, because a finger is on them or
 * they just tapped.
 *
 * A view is pressed from the delivery that begins a touch at it until the one
 * that ends or cancels that touch there; the router promises exactly one such
 * end per begin, so a press never sticks. A tap lights its view for
 * TAP_FLASH_MS more. Views are only compared by handle, never dereferenced, so
 * a destroyed view costs nothing but a slot until its touch ends.
 *
 * Fixed size: PRESS_SLOTS presses and FLASH_SLOTS flashes; past that the
 * oldest flash is dropped, and a press beyond the slots is not shown.
 */
#ifndef SDL_VIEWER_VIEW_HIGHLIGHTS_H
#define SDL_VIEWER_VIEW_HIGHLIGHTS_H

#include <stdbool.h>
#include <stdint.h>
#include <touchroute.h>

/** Ten fingers, each held by a content view and up to three scroll views around it. */
#define PRESS_SLOTS 40
#define FLASH_SLOTS 16
/** Milliseconds a tapped view stays lit: long enough to see, short enough for a quick second tap. */
#define TAP_FLASH_MS 300u

typedef struct view_highlights {
    struct { tr_view *view; int64_t touch; bool used; } presses[PRESS_SLOTS];
    struct { tr_view *view; uint32_t until_ms; } flashes[FLASH_SLOTS];
    int next_flash;
} view_highlights;

void view_highlights_init(view_highlights *highlights);
/** Follow a delivery: BEGAN presses `view`, ENDED and CANCELLED release it. */
void view_highlights_note_delivery(view_highlights *highlights, tr_view *view, int64_t touch, tr_phase phase);
/** Light `view` until TAP_FLASH_MS after `now_ms` (host milliseconds). */
void view_highlights_note_tap(view_highlights *highlights, tr_view *view, uint32_t now_ms);
bool view_highlights_is_lit(const view_highlights *highlights, tr_view *view, uint32_t now_ms);

#endif
