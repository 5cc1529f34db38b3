/* display_clock.c: display frame times that agree with the routed input (see display_clock.h). */
#include "display_clock.h"
#include "tr_check.h"

#include <math.h>

void display_clock_init(display_clock *clock)
{
    clock->lead = 0;
    clock->window_time = -INFINITY;
}

void display_clock_note_dispatch(display_clock *clock, tr_session *session, tr_window *window)
{
    double window_time, session_time;
    TR_CHECK(tr_window_now(window, &window_time));
    if (!(window_time > clock->window_time))
        return; /* nothing was routed: no news about the lead */
    clock->window_time = window_time;
    TR_CHECK(tr_session_now(session, &session_time));
    clock->lead = fmax(clock->lead, session_time - window_time);
}

double display_clock_frame_time(display_clock *clock, tr_session *session, tr_window *window)
{
    double window_time, session_time;
    TR_CHECK(tr_window_now(window, &window_time));
    TR_CHECK(tr_session_now(session, &session_time));
    double time = fmax(session_time - clock->lead, window_time);
    clock->window_time = time;
    return time;
}
