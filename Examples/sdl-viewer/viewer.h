/*
 * viewer.h: the viewer's state, shared by the main loop (main.c), its key and
 * input handling (viewer_events.c) and its frames (viewer_frame.c).
 */
#ifndef SDL_VIEWER_VIEWER_H
#define SDL_VIEWER_VIEWER_H

#include <stdbool.h>
#include <stdint.h>
#include <touchroute.h>

#include "display_clock.h"
#include "input_source.h"
#include "recognizer_panel.h"
#include "router_observer.h"
#include "sdl_display.h"
#include "touch_overlay.h"
#include "view_highlights.h"
#include "viewer_options.h"

typedef struct viewer {
    viewer_options options;
    tr_window *window;
    tr_session *session;
    input_source input;
    sdl_display display;
    touch_overlay overlay;
    view_highlights highlights;
    router_observer observer;
    recognizer_panel recognizers;
    /** Hz: the router's display refresh rate, and how often the viewer draws. */
    double refresh_rate;
    /** With --host-sync: the times display frames are stamped with. */
    display_clock display_clock;
    /** What the last tr_session_dispatch said. */
    tr_input_state input_state;
    bool quit_requested;
    /** The h key: hide the status line, to see what it covers (a hover bar stuck at the top). */
    bool status_line_hidden;
    /** The s key: write the next frame to KEY_SCREENSHOT_PATH. */
    bool screenshot_requested;
} viewer;

/** Where the s key writes a screenshot. */
#define KEY_SCREENSHOT_PATH "sdl-viewer.png"

/** Take SDL's pending events: keys act on the viewer; mouse and touch go to the input source. */
void viewer_handle_sdl_events(viewer *v);

/** The page the first pager shows and how many it has; count 0 when the layout has nothing that pages. */
void viewer_current_page(const viewer *v, int32_t *page, int32_t *count);
/** Draw the view tree, the overlay and the status line into the back buffer. */
void viewer_draw_frame(viewer *v);
/** Write the back buffer to `path`, or say why not and exit 1. */
void viewer_write_screenshot(viewer *v, const char *path);

#endif
