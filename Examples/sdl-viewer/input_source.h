/*
 * input_source.h: where the window's touches come from.
 *
 *   --device  ─▶ tr_session_open_device     the router reads the touchscreen
 *   --replay  ─▶ tr_session_open_recording  the router plays the recording
 *   neither   ─▶ SDL mouse and touch events ─▶ tr_session_handle_frame
 *
 * With the mouse, the left button is one finger: pressing it begins a touch,
 * moving with it held moves the touch, releasing it ends the touch, and the
 * window losing focus while it is held cancels it. Ctrl held as the button
 * goes down adds a second finger mirrored about the window's centre, which
 * follows the mouse until the button is released: dragging outwards or
 * inwards pinches, dragging around the centre rotates. Both fingers move in
 * one frame, as a touchscreen reports them. SDL touch events (a
 * touchscreen SDL itself sees) are fingers too, one contact per SDL finger.
 * Each is a one-contact frame; the router treats the other contacts down as
 * stationary, and stamps the frame with the session's clock. The mouse wheel
 * (and a touchpad's scrolling, which SDL 2 reports as a wheel) goes to
 * tr_session_handle_scroll at the mouse, one detent as 120.
 */
#ifndef SDL_VIEWER_INPUT_SOURCE_H
#define SDL_VIEWER_INPUT_SOURCE_H

#include <SDL.h>
#include <stdbool.h>
#include <touchroute.h>

#include "viewer_options.h"

typedef struct input_source {
    tr_session *session;
    input_kind kind;
    /** For the status line: "mouse", "device /dev/input/event5", "replay swipe.events (fast)". */
    char description[192];
    bool mouse_down;
    /** The mouse's press began with Ctrl held: a mirrored second finger is down too. */
    bool mirrored;
    /** The window in points, to scale SDL's normalised touch positions. */
    double width, height;
} input_source;

/** Open the input `options` ask for on `session` (whose window is width × height points). */
void input_source_open(input_source *source, tr_session *session, const viewer_options *options,
                       double width, double height);

/** Feed an SDL event to the router if it is mouse or touch input and the source is the mouse. */
void input_source_handle_event(input_source *source, const SDL_Event *event);

#endif
