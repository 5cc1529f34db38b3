/*
 * recognizer_panel.h: every gesture recognizer of the window and its state.
 *
 *   layout's recognizers, --gestures' ─▶ rows (tr_view_recognizer_at, at start)
 *   tr_window_on_gesture ─▶ a row's state and values, and a line on stdout:
 *
 *     1.204 s  gesture  zoom  double-tap  recognized  (x 412.0, y 230.5)
 *     2.010 s  gesture  pinch  pinch  changed  (x 400.0, y 240.0, scale 1.42)
 *
 * Drawn under the status line, one line per recognizer, coloured by state:
 * green while it has begun, changed or just recognized, red when it failed
 * or was cancelled, grey while possible or ended.
 */
#ifndef SDL_VIEWER_RECOGNIZER_PANEL_H
#define SDL_VIEWER_RECOGNIZER_PANEL_H

#include <SDL.h>
#include <touchroute.h>

/** Recognizers shown; more are counted in the last line. */
#define RECOGNIZER_ROWS 8

typedef struct recognizer_row {
    tr_recognizer *recognizer;
    char name[32];
    char kind[16];
    tr_gesture_state state;
    /** Pinch scale and rotation in radians, NAN when they do not apply. */
    double scale, rotation;
} recognizer_row;

typedef struct recognizer_panel {
    int count;
    /** Recognizers beyond RECOGNIZER_ROWS. */
    int hidden;
    recognizer_row rows[RECOGNIZER_ROWS];
} recognizer_panel;

/** Listen to `window`'s gestures and list the recognizers on its views now. */
void recognizer_panel_attach(recognizer_panel *panel, tr_window *window);

/**
 * Give the window's root the --gestures set: a pinch and a rotation that may
 * recognize together, a double tap, and a long press (UIKit's 0.5 s).
 */
void recognizer_panel_add_demo_gestures(tr_window *window);

/** Draw the rows with their tops from `top` (render pixels); nothing with no recognizer. */
void recognizer_panel_draw(const recognizer_panel *panel, SDL_Renderer *renderer, float top);

#endif
