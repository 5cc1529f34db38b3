/*
 * viewer_options.h: what the command line asks the viewer to do.
 *
 * viewer_options_parse either fills a viewer_options whose values are all
 * valid (sizes positive, the rotation one of the four the router accepts,
 * sources not in conflict), or prints a sentence saying what was wrong and
 * exits 2. `--help` prints the usage and exits 0.
 */
#ifndef SDL_VIEWER_OPTIONS_H
#define SDL_VIEWER_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

/** Exit status for a command line the viewer cannot use. */
#define VIEWER_EXIT_USAGE 2

typedef enum input_kind {
    INPUT_MOUSE = 0,   /* no --device or --replay: SDL's mouse (and touch events) as fingers */
    INPUT_DEVICE = 1,  /* --device PATH|auto: a touchscreen the router reads itself */
    INPUT_REPLAY = 2   /* --replay FILE: a recording the router plays */
} input_kind;

typedef struct viewer_options {
    /** A layout file, or NULL for the built-in default layout. */
    const char *layout_path;
    /** The window in points, which are SDL window pixels. Default 800 × 480. */
    double screen_width, screen_height;
    /** The page to show first (0-based, as tr_window_show_page), or -1 to keep the layout's. */
    int32_t page;

    input_kind input;
    /** --device: the event node, or NULL for "auto" (the first touchscreen). */
    const char *device_path;
    bool grab;
    /** --replay and its evemu description (NULL: none needed or beside it). */
    const char *replay_path;
    const char *description_path;
    /** Replay speed factor: 1 is real time, 0 as fast as possible (--fast). */
    double speed;
    /** Clockwise degrees for device and replay mapping: 0, 90, 180 or 270. */
    int32_t rotation;

    /** Hz, 30…240, or 0 to keep the router's default (60). */
    double refresh_rate;
    /** Step scroll motion from the render loop (TR_DISPLAY_SYNC_HOST). */
    bool host_sync;

    /** --gestures: put a pinch, a rotation, a double tap and a long press on the window's root. */
    bool demo_gestures;

    /** Write the last frame as a PNG here when exiting, or NULL. */
    const char *screenshot_path;
    /** Exit once the input has ended and nothing moves. */
    bool exit_when_settled;
    /** Exit after this many rendered frames, or 0 for no limit. */
    long exit_after_frames;
} viewer_options;

/** Parse argv into *options, or exit (0 for --help, 2 for a bad command line). */
void viewer_options_parse(int argc, char **argv, viewer_options *options);

#endif
