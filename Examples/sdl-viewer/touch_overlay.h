/*
 * touch_overlay.h: what the fingers did, drawn over the view tree.
 *
 * For each touch the router numbers (#1, #2, …): its path, from the window
 * coordinates of the deliveries it made, and while it is down a circle where
 * it is now. For each routing decision: a label by the finger
 * ("pager remorseful taken-over") that fades out DECISION_LABEL_MS after it
 * appeared, so a gesture's decisions can be read in the order they came.
 *
 * All storage is fixed: TRAIL_SLOTS paths of TRAIL_POINTS points each (a
 * ring: a long drag keeps its latest points) and LABEL_SLOTS labels (a new
 * label replaces the oldest). Times are host milliseconds (SDL_GetTicks), the
 * clock a person watching the screen sees, whatever the replay speed.
 * Everything is white or grey, so it never reads as a page colour.
 */
#ifndef SDL_VIEWER_TOUCH_OVERLAY_H
#define SDL_VIEWER_TOUCH_OVERLAY_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>
#include <touchroute.h>

/** Ten fingers: every touchscreen in the shared recordings reports at most ten. */
#define TRAIL_SLOTS 10
/** About 4 s of a finger reported at 120 Hz; older points of a longer drag drop off. */
#define TRAIL_POINTS 512
/** An ended path stays (dimmed) this long, unless its slot is needed sooner. */
#define TRAIL_LINGER_MS 4000u
#define LABEL_SLOTS 24
#define LABEL_TEXT_BYTES 96
/** A decision label is fully visible for DECISION_LABEL_SOLID_MS, then fades out by DECISION_LABEL_MS. */
#define DECISION_LABEL_SOLID_MS 1400u
#define DECISION_LABEL_MS 2000u

typedef struct touch_trail {
    bool used, down;
    int64_t touch;
    /** A ring: the newest point is points[(first + count - 1) % TRAIL_POINTS]. */
    SDL_FPoint points[TRAIL_POINTS];
    int first, count;
    uint32_t ended_ms;
} touch_trail;

typedef struct decision_label {
    bool used;
    char text[LABEL_TEXT_BYTES];
    /** The finger's point it belongs to (window points). */
    float anchor_x, anchor_y;
    /** Where its text starts and how wide it is (window points), chosen clear of the other labels. */
    float x, y, width;
    uint32_t born_ms;
} decision_label;

typedef struct touch_overlay {
    touch_trail trails[TRAIL_SLOTS];
    decision_label labels[LABEL_SLOTS];
    int next_label;
    /** The window in points: labels are kept inside it. */
    float width, height;
} touch_overlay;

/** An empty overlay for a window of width × height points. */
void touch_overlay_init(touch_overlay *overlay, float width, float height);
/** A touch was delivered at (x, y) window points in `phase`. */
void touch_overlay_note_delivery(touch_overlay *overlay, int64_t touch, tr_phase phase, float x, float y, uint32_t now_ms);
/** Show `text` (a decision, or a tap) by touch `touch`'s latest point. */
void touch_overlay_note_decision(touch_overlay *overlay, int64_t touch, const char *text, uint32_t now_ms);
/** Forget every path and label (the c key). */
void touch_overlay_clear(touch_overlay *overlay);
void touch_overlay_draw(touch_overlay *overlay, SDL_Renderer *renderer, uint32_t now_ms);

#endif
