/*
 * router_observer.h: listen to a window and pass what happens on.
 *
 *   tr_window ─ delivery ─▶ touch_overlay (paths), view_highlights (pressed views)
 *             ─ decision ─▶ touch_overlay (labels), last_decision, a line on stdout
 *             ─ tap ──────▶ view_highlights (flash), touch_overlay (a label), a line on stdout
 *             ─ pointer scroll ─▶ a line on stdout (the mouse wheel: who scrolled, how far)
 *             ─ problem ──▶ a line on stderr (the first PROBLEMS_SHOWN; then only counted)
 *
 * The stdout lines are the viewer's log, one event each, so a CI run shows
 * what the router decided without looking at the picture:
 *
 *   0.152 s  #1  pager  remorseful  taken-over  (dx 19.7, dy 3.9)
 *   0.152 s  #1  pager  remorseful  cancelled at list1  (dx 19.7, dy 3.9)
 *   2.310 s  #2  list0.row3  tap  (x 88.0, y 212.5)
 *   3.020 s  wheel  list0  moved (0.0, 48.0)
 *
 * Times are window seconds (a replay's own clock); dx, dy are points from
 * touch-down. Stdout is flushed after every line.
 */
#ifndef SDL_VIEWER_ROUTER_OBSERVER_H
#define SDL_VIEWER_ROUTER_OBSERVER_H

#include <touchroute.h>

#include "touch_overlay.h"
#include "view_highlights.h"

/** Problems printed before the rest are only counted: a bad input can report one every frame. */
#define PROBLEMS_SHOWN 10

typedef struct router_observer {
    touch_overlay *overlay;
    view_highlights *highlights;
    /** The latest decision as its label reads ("pager remorseful taken-over"), "" before any. */
    char last_decision[LABEL_TEXT_BYTES];
    /** Problems the router reported, shown or not. */
    long problem_count;
} router_observer;

/** Set `window`'s delivery, decision, tap, pointer-scroll and problem callbacks to feed `observer`. */
void router_observer_attach(router_observer *observer, tr_window *window);
/** On stderr: how many problems were reported beyond those shown (nothing if none were hidden). */
void router_observer_report_hidden_problems(const router_observer *observer);

#endif
