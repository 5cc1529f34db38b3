/*
 * display_clock.h: the time to stamp host-synced display frames with.
 *
 * A display frame (tr_window_display_frame) must be stamped neither before
 * the window's clock (the router reports a host bug and steps at its own
 * time) nor after input frames the session has yet to route (the router
 * reports an input bug for each of them). tr_session_now gives window time
 * on the session's timeline, but a recording's frames reach the router only at
 * the next dispatch, a few milliseconds after their time has come: a display
 * frame stamped with tr_session_now can be ahead of frames still to route.
 *
 * So the clock measures that lead: after every dispatch that moved the
 * window's clock, how far session time is ahead of it. It keeps the largest
 * lead seen and stamps a display frame with session time minus that lead,
 * never before the window's clock. With the mouse or a touchscreen the lead
 * is the input's own latency, a few milliseconds at most.
 */
#ifndef SDL_VIEWER_DISPLAY_CLOCK_H
#define SDL_VIEWER_DISPLAY_CLOCK_H

#include <touchroute.h>

typedef struct display_clock {
    /** Seconds session time has run ahead of the routed input, at most; never negative. */
    double lead;
    /** The window's clock after the last dispatch or display frame, seconds. */
    double window_time;
} display_clock;

void display_clock_init(display_clock *clock);
/** After tr_session_dispatch: if it moved the window's clock, measure the lead. */
void display_clock_note_dispatch(display_clock *clock, tr_session *session, tr_window *window);
/** The time for a display frame now, in window seconds; remembered as the window's clock. */
double display_clock_frame_time(display_clock *clock, tr_session *session, tr_window *window);

#endif
