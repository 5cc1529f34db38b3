/* view_highlights.c: pressed and tapped views (see view_highlights.h). */
#include "view_highlights.h"

#include <string.h>

void view_highlights_init(view_highlights *highlights)
{
    memset(highlights, 0, sizeof *highlights);
}

void view_highlights_note_delivery(view_highlights *highlights, tr_view *view, int64_t touch, tr_phase phase)
{
    if (phase == TR_PHASE_BEGAN) {
        for (int i = 0; i < PRESS_SLOTS; i++) {
            if (!highlights->presses[i].used) {
                highlights->presses[i].view = view;
                highlights->presses[i].touch = touch;
                highlights->presses[i].used = true;
                return;
            }
        }
    } else if (phase == TR_PHASE_ENDED || phase == TR_PHASE_CANCELLED) {
        for (int i = 0; i < PRESS_SLOTS; i++) {
            if (highlights->presses[i].used && highlights->presses[i].view == view
                && highlights->presses[i].touch == touch)
                highlights->presses[i].used = false;
        }
    }
}

void view_highlights_note_tap(view_highlights *highlights, tr_view *view, uint32_t now_ms)
{
    highlights->flashes[highlights->next_flash].view = view;
    highlights->flashes[highlights->next_flash].until_ms = now_ms + TAP_FLASH_MS;
    highlights->next_flash = (highlights->next_flash + 1) % FLASH_SLOTS;
}

bool view_highlights_is_lit(const view_highlights *highlights, tr_view *view, uint32_t now_ms)
{
    for (int i = 0; i < PRESS_SLOTS; i++) {
        if (highlights->presses[i].used && highlights->presses[i].view == view)
            return true;
    }
    for (int i = 0; i < FLASH_SLOTS; i++) {
        /* Signed difference: right across the 49-day wrap of a 32-bit millisecond clock. */
        if (highlights->flashes[i].view == view && (int32_t)(highlights->flashes[i].until_ms - now_ms) > 0)
            return true;
    }
    return false;
}
